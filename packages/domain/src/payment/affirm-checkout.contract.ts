// Starting an Affirm checkout (PAY-008): where the traveler comes back to, what a balance checkout sends, what the API answers.
import { z } from 'zod';
import { currencyCodeSchema } from '../shared/money.js';
import { paymentOptionTypeSchema } from './payment.schema.js';

/** A path of the portal Affirm sends the traveler back to: same origin only (never `//host` or a full URL). */
export const affirmReturnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'A path of this site');

/** POST /api/me/bookings/{id}/affirm-checkouts: the checkout option to pay with Affirm (the server prices it). */
export const startBalanceAffirmCheckoutRequestSchema = z
  .object({
    paymentOptionType: paymentOptionTypeSchema,
    paymentAmount: z.number().int().min(1).optional(),
    returnPath: affirmReturnPathSchema,
  })
  .refine((p) => p.paymentOptionType !== 'custom' || p.paymentAmount !== undefined, {
    message: 'A custom payment needs paymentAmount',
    path: ['paymentAmount'],
  });
export type StartBalanceAffirmCheckoutRequest = z.input<typeof startBalanceAffirmCheckoutRequestSchema>;

/** A started Affirm checkout: send the browser to redirectUrl; Affirm returns it with checkout_token and outcome. */
export const affirmCheckoutSchema = z.object({
  checkoutToken: z.string().min(1),
  redirectUrl: z.string().min(1),
  /** What the loan pays, minor units, as the server priced it. */
  amount: z.number().int(),
  currency: currencyCodeSchema,
  expiresAt: z.string(),
});
export type AffirmCheckoutStarted = z.infer<typeof affirmCheckoutSchema>;

// Defined with the outcome rules (a module without schemas, which the public trip page reads on every visit).
export { AFFIRM_RETURN_QUERY } from './affirm.rules.js';

// Payment entity of a booking (traveler-app §3).
import { z } from 'zod';
import { instantSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { currencyCodeSchema } from '../shared/money.js';
import { PAYMENT_OPTION_TYPES, PAYMENT_STATUSES, PAYMENT_TYPES } from './payment.constants.js';

export const paymentTypeSchema = canonicalEnum(PAYMENT_TYPES, {
  card: 'credit-card',
  creditcard: 'credit-card',
  paymentintent: 'payment-intent',
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const paymentStatusSchema = canonicalEnum(PAYMENT_STATUSES, { succeeded: 'success', successful: 'success' });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentOptionTypeSchema = canonicalEnum(PAYMENT_OPTION_TYPES);
export type PaymentOptionType = z.infer<typeof paymentOptionTypeSchema>;

/** A payment: _id, type, amount (integer minor units), date, status and the automatic flag (PAY-001). */
export const paymentSchema = z.object({
  _id: z.string().min(1),
  type: paymentTypeSchema,
  amount: z.number().int(),
  currency: currencyCodeSchema.default('USD'),
  date: instantSchema,
  status: paymentStatusSchema.default('success'),
  automatic: z.boolean().default(false),
});
export type Payment = z.infer<typeof paymentSchema>;

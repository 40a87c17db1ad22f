// Paying with Affirm (PAY-008): whether Affirm is offered for a payment, starting its checkout, authorizing the loan.
import {
  type AffirmCheckoutStarted,
  type CurrencyCode,
  TRAVELER_BOOKING_ERROR_CODES,
  isAffirmFinanceable,
  isAffirmOptionShown,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { travelerProfiles } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { AFFIRM_MESSAGES, type AffirmGateway, type Charge, PaymentError } from '../../providers/payments/index.js';
import type { Exec } from './booking-records.js';
import { paymentRefusal } from './card-charge.js';

/** Refused when the traveler's country is not the US. */
export const AFFIRM_US_ONLY_MESSAGE = 'Affirm is available to US residents only. Please choose another way to pay.';

/** The country stored on a traveler's profile, or null. */
export async function profileCountryOf(tx: Exec, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ countryCode: travelerProfiles.countryCode })
    .from(travelerProfiles)
    .where(eq(travelerProfiles.userId, userId))
    .limit(1);
  return row?.countryCode ?? null;
}

/** A 422 unless the domain offers Affirm for this traveler's country and this amount (PAY-008). */
export function requireAffirmOffered(input: {
  countryCode: string | null | undefined;
  amount: number;
  currency: CurrencyCode;
}): void {
  const financeable = isAffirmFinanceable(input.amount, input.currency);
  if (isAffirmOptionShown({ countryCode: input.countryCode ?? undefined, canPayWithAffirm: financeable })) return;
  throw new AppError(
    422,
    TRAVELER_BOOKING_ERROR_CODES.affirmUnavailable,
    financeable ? AFFIRM_US_ONLY_MESSAGE : AFFIRM_MESSAGES.notFinanceable,
  );
}

/** Starts the checkout of an amount the server priced; the answer the portal sends the browser on with. */
export async function startAffirmCheckout(
  gateway: AffirmGateway,
  input: { amount: number; currency: CurrencyCode; orderReference: string; returnPath: string; idempotencyKey: string },
): Promise<AffirmCheckoutStarted> {
  try {
    const checkout = await gateway.startCheckout({
      amountMinor: input.amount,
      currency: input.currency,
      orderReference: input.orderReference,
      returnUrl: input.returnPath,
      idempotencyKey: input.idempotencyKey,
    });
    return {
      checkoutToken: checkout.checkoutToken,
      redirectUrl: checkout.redirectUrl,
      amount: checkout.amountMinor,
      currency: checkout.currency,
      expiresAt: checkout.expiresAt.toISOString(),
    };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    throw error.kind === 'invalid-request'
      ? new AppError(422, TRAVELER_BOOKING_ERROR_CODES.affirmUnavailable, error.message)
      : paymentRefusal(error);
  }
}

/** Authorizes (and captures) an approved checkout's loan; a decline, cancel or time-out answers as a card's would. */
export async function authorizeAffirm(
  gateway: AffirmGateway,
  input: { checkoutToken: string; idempotencyKey: string },
): Promise<Charge> {
  try {
    return await gateway.authorize(input);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    throw error.kind === 'invalid-request'
      ? new AppError(422, TRAVELER_BOOKING_ERROR_CODES.paymentFailed, error.message)
      : paymentRefusal(error);
  }
}

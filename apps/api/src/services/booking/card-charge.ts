// Charging a card for a booking: the amount of a checkout option, the gateway call, and its errors as API errors.
import {
  type CardPayment,
  type CurrencyCode,
  TRAVELER_BOOKING_ERROR_CODES,
  formatMinor,
  paymentOptionAmount,
  validateCustomPaymentAmount,
} from '@caravan/domain';
import { AppError } from '../../errors/app-error.js';
import { type Charge, PaymentError, type PaymentGateway } from '../../providers/payments/index.js';

/** The amount a checkout option pays against `dueAmount` (PAY-006, PAY-007), or a 422 when it is not payable. */
export function paymentAmountFor(
  payment: Pick<CardPayment, 'paymentOptionType' | 'paymentAmount'>,
  input: { minimumDue: number; dueAmount: number },
): number {
  if (input.dueAmount <= 0)
    throw new AppError(422, TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount, 'Nothing is due on this booking.');
  if (payment.paymentOptionType === 'custom') {
    const amount = payment.paymentAmount ?? 0;
    const errors = validateCustomPaymentAmount(amount, input.dueAmount);
    if (errors.customAmount)
      throw new AppError(422, TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount, errors.customAmount, {
        paymentAmount: errors.customAmount,
      });
    return amount;
  }
  const amount = paymentOptionAmount(payment.paymentOptionType, input);
  if (payment.paymentAmount !== undefined && payment.paymentAmount !== amount)
    throw new AppError(
      422,
      TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount,
      `The ${payment.paymentOptionType} payment is ${formatMinor(amount)}; the amount sent differs. Reload and try again.`,
      { paymentAmount: `Expected ${amount}` },
    );
  if (amount <= 0)
    throw new AppError(422, TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount, 'Nothing is due on this booking.');
  return amount;
}

/** A processor's refusal as the API answers it: a decline 402, a failure 502, a time-out 504, a bad request 422. */
export function paymentRefusal(error: PaymentError): AppError {
  switch (error.kind) {
    case 'declined':
      return new AppError(402, TRAVELER_BOOKING_ERROR_CODES.cardDeclined, error.message);
    case 'timeout':
      return new AppError(504, TRAVELER_BOOKING_ERROR_CODES.paymentTimeout, error.message);
    case 'processing':
      return new AppError(502, TRAVELER_BOOKING_ERROR_CODES.paymentFailed, error.message);
    default:
      return new AppError(422, TRAVELER_BOOKING_ERROR_CODES.paymentFailed, error.message);
  }
}

/** Charges the card; a refusal answers as paymentRefusal says — the caller rolls back. */
export async function chargeCard(
  gateway: PaymentGateway,
  input: {
    amountMinor: number;
    currency: CurrencyCode;
    cardToken: string;
    idempotencyKey: string;
    description: string;
  },
): Promise<Charge> {
  try {
    return await gateway.charge(input);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    return Promise.reject(paymentRefusal(error));
  }
}

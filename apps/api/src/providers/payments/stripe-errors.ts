// Stripe's errors as the payment port's outcomes, the same kinds and words the sandbox answers for the same cases.
import Stripe from 'stripe';
import { PAYMENT_MESSAGES, PaymentError } from './payment-gateway.js';

/** Card error codes that say the number itself is wrong (the sandbox's 'incorrect_number'). */
const WRONG_NUMBER_CODES = new Set(['incorrect_number', 'invalid_number']);

/**
 * The port's PaymentError for what the Stripe SDK threw (anything else is thrown again as it is):
 * - a card error (402) is a decline with the sandbox's words, except Stripe's `processing_error`, a processor failure;
 * - a reused idempotency key with other parameters is the sandbox's 'key reused' refusal;
 * - a time-out is the sandbox's time-out; 5xx, 429, a lost connection or a refused API key are processor failures
 *   (nothing charged, try again), which the routes answer 504 and 502 like the sandbox's;
 * - any other invalid request (400/404) is an invalid request with Stripe's message.
 */
export function paymentErrorOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    if (error.code === 'processing_error')
      return new PaymentError('processing', PAYMENT_MESSAGES.processing, 'processing_error');
    if (error.code && WRONG_NUMBER_CODES.has(error.code))
      return new PaymentError('declined', PAYMENT_MESSAGES.incorrectNumber, 'incorrect_number');
    if (error.decline_code === 'insufficient_funds')
      return new PaymentError('declined', PAYMENT_MESSAGES.insufficientFunds, 'insufficient_funds');
    return new PaymentError(
      'declined',
      PAYMENT_MESSAGES.declined,
      error.decline_code ?? error.code ?? 'generic_decline',
    );
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new PaymentError('invalid-request', PAYMENT_MESSAGES.keyReused, 'idempotency_error');
  if (error instanceof Stripe.errors.StripeConnectionError && isTimeout(error))
    return new PaymentError('timeout', PAYMENT_MESSAGES.timeout, 'timeout');
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return new PaymentError('invalid-request', error.message, error.code ?? 'invalid_request_error');
  // StripeAPIError (5xx), StripeRateLimitError (429), a connection error, an authentication or permission error (a
  // wrong key: the traveler can do nothing about it, and nothing was charged).
  return new PaymentError('processing', PAYMENT_MESSAGES.processing, error.type);
}

/** The SDK reports its own time-out as a connection error whose cause carries ETIMEDOUT. */
function isTimeout(error: InstanceType<typeof Stripe.errors.StripeConnectionError>): boolean {
  const detail = (error as { detail?: { code?: string } }).detail;
  return detail?.code === Stripe.HttpClient.TIMEOUT_ERROR_CODE;
}

// The Affirm port (pay over time): start a checkout the traveler finishes on Affirm's page, then authorize the loan
// with the checkout token Affirm hands back. Errors are PaymentErrors, as for cards.
import type { AffirmCheckoutOutcome, CurrencyCode } from '@caravan/domain';
import type { Charge, Refund, RefundRequest } from './payment-gateway.js';

export interface AffirmCheckoutRequest {
  /** What the loan pays, minor units: computed by the server from the trip, never taken from the client. */
  amountMinor: number;
  currency: CurrencyCode;
  /** Our order reference (the booking's order id), shown to the traveler on Affirm's page. */
  orderReference: string;
  /** Where Affirm sends the traveler back, with `checkout_token` and `outcome` in the query. */
  returnUrl: string;
  /** The same key answers the same checkout. */
  idempotencyKey: string;
}

export interface AffirmCheckout {
  checkoutToken: string;
  /** Affirm's page for this checkout (the sandbox's own page in development). */
  redirectUrl: string;
  amountMinor: number;
  currency: CurrencyCode;
  expiresAt: Date;
}

export interface AffirmGateway {
  readonly name: string;
  /** Starts a checkout; throws PaymentError('invalid-request') for an amount Affirm does not finance. */
  startCheckout(request: AffirmCheckoutRequest): Promise<AffirmCheckout>;
  /**
   * Authorizes the loan of an approved checkout and captures it; the same checkout answers the same charge (a token
   * is captured once). Throws PaymentError: 'declined' (Affirm said no, or the traveler left), 'timeout', or
   * 'invalid-request' (unknown, expired or not yet decided).
   */
  authorize(request: { checkoutToken: string; idempotencyKey: string }): Promise<Charge>;
  /** Refunds (voids) an authorized loan, e.g. when the booking it paid could not be written; same key, same refund. */
  refund(request: RefundRequest): Promise<Refund>;
}

/** Affirm's messages live in the domain: the portal shows the same copy when Affirm sends the traveler back. */
export { AFFIRM_MESSAGES } from '@caravan/domain';

export type { AffirmCheckoutOutcome };

// The payment port: what the API needs from a card processor (charge, refund, Affirm eligibility) and its errors.
import type { CurrencyCode } from '@caravan/domain';

export interface ChargeRequest {
  /** Integer minor units, above zero. */
  amountMinor: number;
  currency: CurrencyCode;
  /** A token from the payments app (never a raw card number in production). */
  cardToken: string;
  /** The processor deduplicates on this key: the same key answers the same charge. */
  idempotencyKey: string;
  description?: string;
}

export interface Charge {
  id: string;
  amountMinor: number;
  currency: CurrencyCode;
  status: 'succeeded';
  idempotencyKey: string;
  createdAt: Date;
  /** Which processor holds the money, so a refund goes back the same way (absent: the card processor). */
  processor?: 'affirm';
}

export interface RefundRequest {
  /** The charge refunded; absent for money taken outside this processor (refunded to the original method by hand). */
  chargeId?: string | undefined;
  amountMinor: number;
  currency: CurrencyCode;
  idempotencyKey: string;
}

export interface Refund {
  id: string;
  chargeId: string | null;
  amountMinor: number;
  currency: CurrencyCode;
  status: 'succeeded';
  idempotencyKey: string;
  createdAt: Date;
}

/** A card saved for later charges (a setup intent's outcome): the processor's id and what may be shown. */
export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

/** A card processor. Adapters: the sandbox (default, behaves like a processor's test mode); a real one by configuration. */
export interface PaymentGateway {
  readonly name: string;
  /** Charges a card; throws a PaymentError subclass when it does not succeed. */
  charge(request: ChargeRequest): Promise<Charge>;
  /** Refunds (part of) a charge; throws a PaymentError subclass when it does not succeed. */
  refund(request: RefundRequest): Promise<Refund>;
  /** Saves a card for later (automatic) charges without charging it; throws a PaymentError when it is refused. */
  savePaymentMethod(request: { cardToken: string; idempotencyKey: string }): Promise<SavedPaymentMethod>;
  /** Whether Affirm can finance this amount (the 'booking can be paid with Affirm' half of PAY-008). */
  canPayWithAffirm(amountMinor: number, currency: CurrencyCode): boolean;
}

export type PaymentErrorKind = 'declined' | 'processing' | 'timeout' | 'invalid-request';

/** A charge or refund that did not succeed; `message` is safe to show the traveler. */
export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
    /** The processor's reason (e.g. 'generic_decline', 'insufficient_funds'). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  processing: 'An error occurred while processing your card. Try again in a little bit.',
  timeout: 'The payment processor did not answer in time. You have not been charged; please try again.',
  keyReused: 'This idempotency key was already used for a different payment request.',
  /** A real processor only: the bank asks the cardholder to confirm (3-D Secure), which Caravan's form cannot do yet. */
  authenticationRequired:
    'Your bank asks you to confirm this payment, which is not possible here yet. Please use another card.',
} as const;

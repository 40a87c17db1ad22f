// The insurance port: price a travel policy, issue it, cancel it; one error carrying the provider message (INS-018).
import { type CurrencyCode, INSURANCE_MESSAGES } from '@caravan/domain';

export interface InsuranceQuoteRequest {
  /** What the trip costs the insured party, integer minor units. */
  travelAmountMinor: number;
  /** How many travelers are insured. */
  travelers: number;
  currency: CurrencyCode;
}

export interface InsuranceQuote {
  /** The premium, integer minor units. */
  premiumMinor: number;
  currency: CurrencyCode;
  /** The plan's display name (INS-002). */
  coverage: string;
}

export interface IssuePolicyRequest extends InsuranceQuoteRequest {
  /** Our reference, so a retried issue returns the same policy. */
  reference: string;
  insured: { firstName: string; lastName: string };
}

export interface IssuedPolicy {
  policyNumber: string;
  coverage: string;
  premiumMinor: number;
  claimsUrl: string;
  confirmationOfBenefitsUrl: string;
}

export interface CancelPolicyRequest {
  policyNumber: string;
  /** When the policy was issued: providers refuse cancellations after their free-look period. */
  createdDate: Date;
  now: Date;
}

/** A travel insurance provider. Adapters: the sandbox (default); a real one by configuration. */
export interface InsuranceProvider {
  readonly name: string;
  quote(request: InsuranceQuoteRequest): Promise<InsuranceQuote>;
  issue(request: IssuePolicyRequest): Promise<IssuedPolicy>;
  cancel(request: CancelPolicyRequest): Promise<{ status: 'cancelled' }>;
}

export type InsuranceErrorKind = 'unavailable' | 'not-cancellable';

/** The provider could not do it; `message` is the traveler-facing text. */
export class InsuranceProviderError extends Error {
  constructor(
    readonly kind: InsuranceErrorKind,
    message: string = kind === 'unavailable' ? INSURANCE_MESSAGES.repriceFailed : INSURANCE_MESSAGES.cancelFailed,
  ) {
    super(message);
    this.name = 'InsuranceProviderError';
  }
}

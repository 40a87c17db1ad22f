// The sandbox insurance provider: a fixed-rate premium, policy numbers, cancellation in the free-look period, outages.
import { randomInt } from 'node:crypto';
import {
  INSURANCE_CANCELLABLE_PERIOD_DAYS,
  INSURANCE_PREMIUM_PER_TRAVELER_MINOR,
  INSURANCE_PREMIUM_RATE,
  insurancePremium,
} from '@caravan/domain';
import {
  type InsuranceProvider,
  InsuranceProviderError,
  type InsuranceQuote,
  type InsuranceQuoteRequest,
  type IssuedPolicy,
} from './insurance-provider.js';

/** The sandbox prices by the domain's premium rule (6% plus $15.00 per traveler), as the reprice does. */
export const SANDBOX_INSURANCE_RATE = INSURANCE_PREMIUM_RATE;
export const SANDBOX_INSURANCE_PER_TRAVELER_MINOR = INSURANCE_PREMIUM_PER_TRAVELER_MINOR;
export const SANDBOX_INSURANCE_COVERAGE = 'Comprehensive';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SandboxInsuranceProvider extends InsuranceProvider {
  /** 'up' answers; 'down' fails every call with the provider message (INS-018). */
  mode: 'up' | 'down';
  /** Policy numbers issued and cancelled, for tests. */
  readonly issued: ReadonlyMap<string, IssuedPolicy & { reference: string; cancelled: boolean }>;
}

/** The sandbox premium for a quote request. */
export function sandboxPremium(request: InsuranceQuoteRequest): number {
  return insurancePremium({ insuredAmount: request.travelAmountMinor, travelers: request.travelers });
}

/** A new sandbox insurance provider, answering unless its mode is set to 'down'. */
export function createSandboxInsuranceProvider(options: { mode?: 'up' | 'down' } = {}): SandboxInsuranceProvider {
  const issued = new Map<string, IssuedPolicy & { reference: string; cancelled: boolean }>();
  const byReference = new Map<string, string>();
  const provider: SandboxInsuranceProvider = {
    name: 'sandbox',
    mode: options.mode ?? 'up',
    issued,
    async quote(request): Promise<InsuranceQuote> {
      if (provider.mode === 'down') throw new InsuranceProviderError('unavailable');
      return {
        premiumMinor: sandboxPremium(request),
        currency: request.currency,
        coverage: SANDBOX_INSURANCE_COVERAGE,
      };
    },
    async issue(request) {
      if (provider.mode === 'down') throw new InsuranceProviderError('unavailable');
      const existing = byReference.get(request.reference);
      if (existing) return issued.get(existing) as IssuedPolicy;
      let policyNumber: string;
      do policyNumber = `SBX-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      while (issued.has(policyNumber));
      const policy: IssuedPolicy = {
        policyNumber,
        coverage: SANDBOX_INSURANCE_COVERAGE,
        premiumMinor: sandboxPremium(request),
        claimsUrl: `https://insurance.sandbox.caravan.test/claims/${policyNumber}`,
        confirmationOfBenefitsUrl: `https://insurance.sandbox.caravan.test/benefits/${policyNumber}`,
      };
      issued.set(policyNumber, { ...policy, reference: request.reference, cancelled: false });
      byReference.set(request.reference, policyNumber);
      return policy;
    },
    async cancel(request) {
      if (provider.mode === 'down') throw new InsuranceProviderError('unavailable');
      const elapsed = request.now.getTime() - request.createdDate.getTime();
      if (elapsed < 0 || elapsed >= INSURANCE_CANCELLABLE_PERIOD_DAYS * DAY_MS)
        throw new InsuranceProviderError('not-cancellable');
      const policy = issued.get(request.policyNumber);
      if (policy) policy.cancelled = true;
      return { status: 'cancelled' };
    },
  };
  return provider;
}

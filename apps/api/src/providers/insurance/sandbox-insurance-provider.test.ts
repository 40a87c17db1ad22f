// The sandbox insurance provider: premium from travel amount and travelers, policy numbers, free-look cancel, outages.
import { INSURANCE_CANCELLABLE_PERIOD_DAYS, INSURANCE_MESSAGES } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { InsuranceProviderError } from './insurance-provider.js';
import { createSandboxInsuranceProvider, sandboxPremium } from './sandbox-insurance-provider.js';

const DAY = 24 * 60 * 60 * 1000;

describe('sandbox insurance provider', () => {
  it('prices a policy from the travel amount and the travelers', async () => {
    const provider = createSandboxInsuranceProvider();
    const quote = await provider.quote({ travelAmountMinor: 100_000, travelers: 2, currency: 'USD' });
    expect(quote.premiumMinor).toBe(6_000 + 3_000);
    expect(sandboxPremium({ travelAmountMinor: 200_000, travelers: 2, currency: 'USD' })).toBeGreaterThan(
      quote.premiumMinor,
    );
  });

  it('issues one policy number per reference', async () => {
    const provider = createSandboxInsuranceProvider();
    const input = {
      travelAmountMinor: 1_000,
      travelers: 1,
      currency: 'USD' as const,
      reference: 'b1',
      insured: { firstName: 'A', lastName: 'B' },
    };
    const a = await provider.issue(input);
    const b = await provider.issue(input);
    expect(a.policyNumber).toMatch(/^SBX-\d{8}$/);
    expect(b.policyNumber).toBe(a.policyNumber);
  });

  it('[INS-008] cancels only within the cancellable period', async () => {
    const provider = createSandboxInsuranceProvider();
    const createdDate = new Date('2026-11-01T00:00:00Z');
    await expect(
      provider.cancel({ policyNumber: 'P', createdDate, now: new Date(createdDate.getTime() + DAY) }),
    ).resolves.toEqual({
      status: 'cancelled',
    });
    await expect(
      provider.cancel({
        policyNumber: 'P',
        createdDate,
        now: new Date(createdDate.getTime() + INSURANCE_CANCELLABLE_PERIOD_DAYS * DAY),
      }),
    ).rejects.toMatchObject({ kind: 'not-cancellable' });
  });

  it("[INS-018] fails with 'We encountered an issue while connecting to our insurance provider.' when down", async () => {
    const provider = createSandboxInsuranceProvider({ mode: 'down' });
    const error = await provider
      .quote({ travelAmountMinor: 1, travelers: 1, currency: 'USD' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsuranceProviderError);
    expect((error as Error).message).toBe(INSURANCE_MESSAGES.repriceFailed);
  });
});

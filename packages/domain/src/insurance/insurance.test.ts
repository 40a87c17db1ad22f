// Tests of insurance policies: entity, badge, cancellability and repricing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSURANCE_MESSAGES, INSURANCE_POLICY_STATUSES } from './insurance.constants.js';
import {
  failedInsuranceReprice,
  insuranceCancelErrorView,
  insurancePolicyBadge,
  isInsurancePolicyCancellationStatus,
  isBookingCancelledWithFullRefund,
  insurancePolicyLinks,
  isInsurancePolicyCancellable,
  insuredTravelAmount,
  shouldRecalculateInsurance,
  withGroundTransfersInsured,
} from './insurance.rules.js';
import { insuranceCancelStatusSchema, insurancePolicySchema, insurancePolicyStatusSchema } from './insurance.schema.js';

const policy = insurancePolicySchema.parse({
  policyNumber: 'AB123',
  coverage: 'Comprehensive',
  claimsUrl: 'https://claims.example.com/AB123',
  confirmationOfBenefitsUrl: 'https://benefits.example.com/AB123',
  status: 'confirmed',
  firstName: 'Ann',
  lastName: 'Lee',
  createdDate: '2026-01-10T12:00:00Z',
});

describe('insurance policy entity', () => {
  it('[INS-001] has policyNumber, coverage, claimsUrl, confirmationOfBenefitsUrl, status, names and createdDate', () => {
    expect(policy).toEqual({
      policyNumber: 'AB123',
      coverage: 'Comprehensive',
      claimsUrl: 'https://claims.example.com/AB123',
      confirmationOfBenefitsUrl: 'https://benefits.example.com/AB123',
      status: 'confirmed',
      firstName: 'Ann',
      lastName: 'Lee',
      createdDate: new Date('2026-01-10T12:00:00Z'),
    });
  });

  it('[INS-002] coverage is the plan display name (plan details are not modelled)', () => {
    expect(typeof policy.coverage).toBe('string');
    expect(insurancePolicySchema.safeParse({ ...policy, coverage: { plan: 'x', limits: [] } }).success).toBe(false);
  });

  it('[INS-003] the policy cancellation states are cancellation pending and cancelled', () => {
    expect(INSURANCE_POLICY_STATUSES.filter(isInsurancePolicyCancellationStatus)).toEqual([
      'cancellation-pending',
      'cancelled',
    ]);
    expect(insurancePolicyStatusSchema.parse('CANCELLATION_PENDING')).toBe('cancellation-pending');
    expect(insurancePolicyStatusSchema.parse('canceled')).toBe('cancelled');
  });

  it('[INS-010] the insurance cancel status values are initial, cancelling, cancelled and error', () => {
    for (const status of ['initial', 'cancelling', 'cancelled', 'error'])
      expect(insuranceCancelStatusSchema.parse(status)).toBe(status);
    expect(insuranceCancelStatusSchema.safeParse('pending').success).toBe(false);
  });
});

describe('policy badge', () => {
  it('[INS-004] confirmed or modification pending with a number shows POLICY # and enables actions', () => {
    expect(insurancePolicyBadge({ status: 'confirmed', policyNumber: 'AB123' })).toEqual({
      kind: 'policy',
      label: 'POLICY #AB123',
      actionsEnabled: true,
    });
    expect(insurancePolicyBadge({ status: 'modification-pending', policyNumber: 'X9' }).label).toBe('POLICY #X9');
  });

  it('[INS-005] cancelled, cancellation pending, or a booking cancelled with full refund shows CANCELLED', () => {
    expect(insurancePolicyBadge({ status: 'cancelled', policyNumber: 'A' }).label).toBe('CANCELLED');
    expect(insurancePolicyBadge({ status: 'cancellation-pending' }).label).toBe('CANCELLED');
    expect(
      insurancePolicyBadge({ status: 'confirmed', policyNumber: 'A', bookingCancelledWithFullRefund: true }).label,
    ).toBe('CANCELLED');
    // Full refund is reason 01; a cancellation for another reason, or a booking not cancelled, does not count.
    expect(isBookingCancelledWithFullRefund({ status: 'cancelled', internalCancellationReason: '01' })).toBe(true);
    expect(isBookingCancelledWithFullRefund({ status: 'cancelled', internalCancellationReason: '04' })).toBe(false);
    expect(isBookingCancelledWithFullRefund({ status: 'cancelled' })).toBe(false);
    expect(isBookingCancelledWithFullRefund({ status: 'confirmed', internalCancellationReason: '01' })).toBe(false);
  });

  it('[INS-006] any other policy shows PROCESSING', () => {
    expect(insurancePolicyBadge({ status: 'pending', policyNumber: 'A' }).label).toBe('PROCESSING');
    expect(insurancePolicyBadge({ status: 'confirmed' }).label).toBe('PROCESSING');
    expect(insurancePolicyBadge({ status: 'confirmed', policyNumber: '' }).actionsEnabled).toBe(false);
  });

  it('every policy gets exactly one of the three badges', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSURANCE_POLICY_STATUSES),
        fc.option(fc.string(), { nil: undefined }),
        fc.boolean(),
        (status, policyNumber, full) => {
          const badge = insurancePolicyBadge({ status, policyNumber, bookingCancelledWithFullRefund: full });
          expect(['policy', 'cancelled', 'processing']).toContain(badge.kind);
          expect(badge.actionsEnabled).toBe(badge.kind === 'policy');
        },
      ),
    );
  });
});

describe('policy links', () => {
  it('[INS-007] a policy links to its claims URL and its benefits URL', () => {
    expect(insurancePolicyLinks(policy)).toEqual([
      { kind: 'claims', href: 'https://claims.example.com/AB123' },
      { kind: 'benefits', href: 'https://benefits.example.com/AB123' },
    ]);
    expect(insurancePolicyLinks({})).toEqual([]);
  });
});

describe('cancelling a policy', () => {
  it('[INS-008] is offered to the primary traveler while within 14 days of creation', () => {
    const at = (iso: string) => new Date(iso);
    expect(isInsurancePolicyCancellable({ travelerType: 'traveler-primary', policy }, at('2026-01-20T00:00:00Z'))).toBe(
      true,
    );
    expect(isInsurancePolicyCancellable({ travelerType: 'traveler-primary', policy }, at('2026-01-24T12:00:00Z'))).toBe(
      false,
    );
    expect(
      isInsurancePolicyCancellable({ travelerType: 'traveler-secondary', policy }, at('2026-01-11T00:00:00Z')),
    ).toBe(false);
    expect(
      isInsurancePolicyCancellable(
        { travelerType: 'traveler-primary', policy: { ...policy, status: 'cancellation-pending' } },
        at('2026-01-11T00:00:00Z'),
      ),
    ).toBe(false);
  });

  it('[INS-008] is offered from the very instant the policy is created, not a millisecond before', () => {
    const created = new Date('2026-03-01T10:00:00Z');
    const p = { ...policy, createdDate: created };
    const cancellable = (ms: number) =>
      isInsurancePolicyCancellable({ travelerType: 'traveler-primary', policy: p }, new Date(created.getTime() + ms));
    expect(cancellable(0)).toBe(true);
    expect(cancellable(-1)).toBe(false);
  });
});

describe('insurance cancel failure', () => {
  it('[INS-014] shows the returned title and description with Back and contact support', () => {
    expect(insuranceCancelErrorView({ title: 'Policy locked', description: 'The provider refused.' })).toEqual({
      title: 'Policy locked',
      description: 'The provider refused.',
      actions: ['back', 'contact-support'],
    });
    expect(insuranceCancelErrorView().description).toBe(
      'Something went wrong. We had trouble cancelling your insurance.',
    );
  });
});

describe('insurance repricing', () => {
  const booking = {
    travelAmount: 300000,
    status: 'confirmed',
    additionalParticipants: [{ _id: 'p1' }],
    addOns: [{ addOnId: 'a1', status: 'CONFIRMED', unitPriceWithFee: 5000, quantity: 1 }],
  };

  it('[INS-015] [CXL-022] insurance is recalculated whenever the booking changes', () => {
    expect(shouldRecalculateInsurance(booking, { ...booking })).toBe(false);
    expect(shouldRecalculateInsurance(booking, { ...booking, travelAmount: 310000 })).toBe(true);
    expect(shouldRecalculateInsurance(booking, { ...booking, additionalParticipants: [] })).toBe(true);
    expect(
      shouldRecalculateInsurance(booking, {
        ...booking,
        addOns: [{ addOnId: 'a1', status: 'PENDING_REMOVAL', unitPriceWithFee: 5000, quantity: 1 }],
      }),
    ).toBe(true);
    expect(shouldRecalculateInsurance(booking, { ...booking, status: 'cancelled' })).toBe(true);
  });

  it('the order of add-ons or participants is not a change', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 5 }), (ids) => {
        const addOns = ids.map((id) => ({ addOnId: id, status: 'CONFIRMED', unitPriceWithFee: 100, quantity: 1 }));
        const a = { ...booking, addOns, additionalParticipants: ids.map((_id) => ({ _id })) };
        const b = {
          ...a,
          addOns: [...addOns].reverse(),
          additionalParticipants: [...a.additionalParticipants].reverse(),
        };
        expect(shouldRecalculateInsurance(a, b)).toBe(false);
      }),
    );
  });

  it('[INS-015] add-ons listed in another order are the same booking', () => {
    const addOn = (addOnId: string) => ({ addOnId, status: 'CONFIRMED', unitPriceWithFee: 100, quantity: 1 });
    const a = { ...booking, addOns: [addOn('a2'), addOn('a1'), addOn('a3')] };
    expect(shouldRecalculateInsurance(a, { ...a, addOns: [addOn('a3'), addOn('a1'), addOn('a2')] })).toBe(false);
  });

  it('[INS-017] a failed reprice sets the adjustment to 0 with no repriced add-on', () => {
    expect(failedInsuranceReprice()).toEqual({ insuranceAdjustment: 0, repricedAddOns: [] });
  });
});

// Texts no domain rule reads (the insurance-cancel and manage-booking machines show 'cancelled' and the reprice
// failure, the portal the rest; the cancel failure text is also what insuranceCancelErrorView falls back to): the
// behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[INS-009] the modal buttons',
      [INSURANCE_MESSAGES.keepPolicy, INSURANCE_MESSAGES.cancelPolicy],
      ['Keep Policy', 'Cancel Policy'],
    ],
    [
      '[INS-011] [INS-013] the cancel toasts',
      [INSURANCE_MESSAGES.cancelled, INSURANCE_MESSAGES.cancelFailed],
      [
        'The insurance policy has been successfully cancelled.',
        'Something went wrong. We had trouble cancelling your insurance.',
      ],
    ],
    [
      '[INS-016] [INS-018] the summary note and the reprice error',
      [INSURANCE_MESSAGES.summaryNote, INSURANCE_MESSAGES.repriceFailed],
      [
        'Booking edits may affect insurance cost at checkout.',
        'We encountered an issue while connecting to our insurance provider.',
      ],
    ],
    [
      '[INS-019] the processing time',
      INSURANCE_MESSAGES.processingTime,
      'Insurance processing can take up to 30 days.',
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});

describe('the insured amount', () => {
  const addOn = (type: string, line: number, over: Record<string, unknown> = {}) =>
    ({ type, unitPriceWithFee: line, quantity: 1, deleted: false, status: 'CONFIRMED', ...over }) as Parameters<
      typeof insuredTravelAmount
    >[1][number];

  it('[INS-015] [GTF-093] covers the trip, the held add-ons but insurance, and the transfers being booked', () => {
    const addOns = [
      addOn('activity', 10_000),
      addOn('ground-transfer', 6_000, { price: 6_000 }),
      addOn('insurance-plan', 9_000),
      addOn('activity', 4_000, { deleted: true }),
      addOn('activity', 3_000, { status: 'PENDING_REMOVAL' }),
    ];
    expect(insuredTravelAmount(200_000, addOns)).toBe(216_000);
    // Booking two transfers raises the insured amount by their prices: the premium is repriced on it.
    expect(insuredTravelAmount(200_000, addOns, [6_000, 8_500])).toBe(230_500);
  });

  it('[GTF-042] [OAP-011] the reprice request of a booking with transfers raises its travel amount by their prices only', () => {
    const booking = { travelAmount: 200_000, status: 'confirmed', addOns: [addOn('activity', 10_000)] };
    expect(withGroundTransfersInsured(booking, [6_000, 8_500])).toEqual({ ...booking, travelAmount: 214_500 });
    expect(withGroundTransfersInsured(booking, [])).toEqual(booking);
  });
});

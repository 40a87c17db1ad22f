// Tests of the traveler's cancel flow rules and policy texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAutomaticPaymentApplicable } from '../payment/payment.rules.js';
import {
  buildCancelBookingRequest,
  canSubmitCancellation,
  cancelBookingAffordance,
  cancelBookingClick,
  cancelBookingStartStep,
  cancelDialogQuestions,
  cancellationFeeLine,
  cancellationMoneySummary,
  cancelPolicyText,
  daysUntilTripStart,
  eligibleRefundMethods,
  isCancelBookingSectionShown,
  preselectedRefundMethod,
  refundPolicyText,
  resolveCancellationReason,
} from './cancel-flow.rules.js';
import { addDays } from '../shared/dates.js';
import { BOOKING_STATUSES } from '../shared/statuses.js';
import { CANCELLATION_MESSAGES } from './cancellation.constants.js';
import { calculateBookingCancellation } from './cancellation-calculator.rules.js';
import { travelerCancellationReasonCodes } from './traveler-cancellation.rules.js';
import { cancellationTripDetailsSchema } from './cancellation.schema.js';

const refund = { description: 'Refund to card', refundAmount: { refund: 50000, tripCredit: 0 } };
const credit = { description: 'Trip credit', refundAmount: { refund: 0, tripCredit: 60000 } };
const nothing = { description: 'Nothing', refundAmount: { refund: 0, tripCredit: 0 } };

describe('trip details', () => {
  it('[CAN-001] trip details have canCancel, cancellationFee, refundMethods, cancelReasons and waitlistedNumber', () => {
    const d = cancellationTripDetailsSchema.parse({
      canCancel: true,
      cancellationFee: 15000,
      refundMethods: [refund, { description: 'x', refundAmount: {} }],
      cancelReasons: [{ description: 'Illness' }, { description: 'other' }],
      waitlistedNumber: 3,
    });
    expect(d.refundMethods[1]?.refundAmount).toEqual({ refund: 0, tripCredit: 0 });
    expect(d.cancelReasons.map((r) => r.description)).toEqual(['Illness', 'other']);
    expect(d.waitlistedNumber).toBe(3);
    expect(cancellationTripDetailsSchema.parse({})).toEqual({
      canCancel: false,
      refundMethods: [],
      cancelReasons: [],
      waitlistedNumber: 0,
    });
  });
});

describe('who sees cancelling and where it starts', () => {
  const shown = {
    isCustomer: true,
    travelerType: 'traveler-primary' as const,
    bookingStatus: 'confirmed' as const,
    isPendingCancellation: false,
    tripStatus: 'live' as const,
  };

  it('[CAN-004] [CAN-005] shows only to the customer on an active booking of a trip not finished or cancelled', () => {
    expect(isCancelBookingSectionShown(shown)).toBe(true);
    expect(isCancelBookingSectionShown({ ...shown, isCustomer: false })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, travelerType: 'traveler-secondary' })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, bookingStatus: 'cancelled' })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, isPendingCancellation: true })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, tripStatus: 'complete' })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, tripStatus: 'cancelled' })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, bookingStatus: 'pending', tripStatus: 'ready-to-confirm' })).toBe(
      true,
    );
  });

  it('[CAN-006] [CAN-007] the button shows when canCancel; otherwise the email-request message', () => {
    expect(cancelBookingAffordance(true)).toEqual({ kind: 'button' });
    expect(cancelBookingAffordance(false)).toEqual({
      kind: 'email-request',
      message: 'To cancel your booking, please send us an email request.',
    });
  });

  it('[CAN-008] with a balance owed cancelling first leads to the pay-balance page', () => {
    expect(cancelBookingStartStep(100)).toBe('pay-balance');
    expect(cancelBookingStartStep(0)).toBe('cancel-dialog');
    expect(cancelBookingStartStep(-100)).toBe('cancel-dialog');
  });

  it('[MKT-039] the refund figures shown before cancelling add up to what was paid, and the balance owed is not charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 5_000_000 }),
        fc.integer({ min: -5_000_000, max: 5_000_000 }),
        fc.option(fc.record({ refund: fc.nat(5_000_000), tripCredit: fc.nat(5_000_000) }), { nil: undefined }),
        (paidAmount, dueAmount, amounts) => {
          const method = amounts ? { description: 'm', refundAmount: amounts } : undefined;
          const s = cancellationMoneySummary({ paidAmount, dueAmount, method });
          expect(s.refund + s.tripCredit + s.kept).toBe(s.paid);
          expect(Math.min(s.refund, s.tripCredit, s.kept, s.balanceNotCharged)).toBeGreaterThanOrEqual(0);
          expect(s.balanceNotCharged).toBe(Math.max(dueAmount, 0));
        },
      ),
    );
    expect(
      cancellationMoneySummary({
        paidAmount: 91_418,
        dueAmount: 695_700,
        method: { description: 'Full refund', refundAmount: { refund: 91_418, tripCredit: 0 } },
      }),
    ).toEqual({ paid: 91_418, refund: 91_418, tripCredit: 0, kept: 0, balanceNotCharged: 695_700 });
  });
});

describe('the cancel dialog', () => {
  it('[CAN-009] the first dialog asks for a reason and, if there are any, a refund method', () => {
    expect(cancelDialogQuestions([refund, credit])).toEqual({ reason: true, refundMethod: true });
    expect(cancelDialogQuestions([nothing])).toEqual({ reason: true, refundMethod: false });
    expect(cancelDialogQuestions([])).toEqual({ reason: true, refundMethod: false });
  });

  it('[CAN-010] the Cancel Booking button is disabled until a reason is chosen', () => {
    expect(canSubmitCancellation({ reason: undefined, refundMethods: [] })).toBe(false);
    expect(canSubmitCancellation({ reason: 'Illness', refundMethods: [] })).toBe(true);
  });

  it('[CAN-011] with the reason other, the free-text description is used', () => {
    expect(resolveCancellationReason('other', '  Family wedding ')).toBe('Family wedding');
    expect(resolveCancellationReason('Other', '')).toBeUndefined();
    expect(resolveCancellationReason('Illness', 'ignored')).toBe('Illness');
    expect(canSubmitCancellation({ reason: 'other', otherDescription: '', refundMethods: [] })).toBe(false);
    expect(
      buildCancelBookingRequest({ bookingId: 'b1', reason: 'other', otherDescription: 'Moved', refundMethod: credit }),
    ).toEqual({
      bookingId: 'b1',
      reason: 'Moved',
      refundMethodDescription: 'Trip credit',
      refundAmount: 0,
      tripCreditAmount: 60000,
    });
  });

  it('[CAN-012] refund methods with zero refund and zero trip credit are excluded', () => {
    expect(eligibleRefundMethods([refund, nothing, credit])).toEqual([refund, credit]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ description: fc.string(), refundAmount: fc.record({ refund: fc.nat(), tripCredit: fc.nat() }) }),
        ),
        (methods) => {
          for (const m of eligibleRefundMethods(methods))
            expect(m.refundAmount.refund + m.refundAmount.tripCredit).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('[CAN-013] with several refund methods the traveler must choose one', () => {
    expect(canSubmitCancellation({ reason: 'Illness', refundMethods: [refund, credit] })).toBe(false);
    expect(
      canSubmitCancellation({
        reason: 'Illness',
        refundMethods: [refund, credit],
        selectedRefundMethod: 'Trip credit',
      }),
    ).toBe(true);
    expect(preselectedRefundMethod([refund, credit])).toBeUndefined();
  });

  it('[CAN-014] with exactly one refund method it is preselected', () => {
    expect(preselectedRefundMethod([nothing, refund])).toBe(refund);
    expect(canSubmitCancellation({ reason: 'Illness', refundMethods: [refund, nothing] })).toBe(true);
  });

  it('[CAN-015] [CAN-016] the first click turns on the final warning, the second submits', () => {
    expect(cancelBookingClick(false)).toEqual({
      action: 'warn',
      warning: 'The following step is final. Are you sure?',
    });
    expect(cancelBookingClick(true)).toEqual({ action: 'submit' });
  });
});

describe('policy texts', () => {
  it('[CAN-020] more than 60 days out (Rezdy) or 90 days out: Cancellation Fees may apply', () => {
    expect(cancelPolicyText({ daysOut: 61, isRezdyTrip: true, bookingStatus: 'confirmed' })).toBe(
      'Cancellation Fees may apply',
    );
    expect(cancelPolicyText({ daysOut: 91, isRezdyTrip: false, bookingStatus: 'confirmed' })).toBe(
      'Cancellation Fees may apply',
    );
  });

  it('[CAN-021] non-refundable within 60 days for Rezdy-type trips, or within 90 days', () => {
    expect(cancelPolicyText({ daysOut: 60, isRezdyTrip: true, bookingStatus: 'confirmed' })).toBe(
      'This booking is non-refundable.',
    );
    expect(cancelPolicyText({ daysOut: 90, isRezdyTrip: false, bookingStatus: 'confirmed' })).toBe(
      'This booking is non-refundable.',
    );
    expect(cancelPolicyText({ daysOut: 75, isRezdyTrip: false, bookingStatus: 'confirmed' })).toBe(
      'This booking is non-refundable.',
    );
  });

  it('[CAN-021] the server offers a confirmed Rezdy booking a refund until 60 days out, any other until 90', () => {
    const codes = (daysOut: number, isRezdyTrip: boolean) =>
      travelerCancellationReasonCodes({ bookingStatus: 'confirmed', daysOut, isRezdyTrip });
    expect(codes(75, true)).toEqual(['06', '09']);
    expect(codes(60, true)).toEqual(['11']);
    expect(codes(75, false)).toEqual(['11']);
    expect(codes(91, false)).toEqual(['06', '09']);
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-01-01',
        bookingStatus: 'confirmed',
        isRezdyTrip: true,
      }),
    ).toBe('Any amount above the down payment is refundable until April 02, 2026.');
  });

  it('[CAN-022] the fee line shows only more than 90 days out with a fee, in dollars with two decimals', () => {
    expect(cancellationFeeLine({ daysOut: 91, cancellationFee: 15050 })).toBe('Cancellation fee: $150.50');
    expect(cancellationFeeLine({ daysOut: 90, cancellationFee: 15050 })).toBeUndefined();
    expect(cancellationFeeLine({ daysOut: 200, cancellationFee: 0 })).toBeUndefined();
    expect(cancellationFeeLine({ daysOut: 200, cancellationFee: undefined })).toBeUndefined();
  });

  it('[CAN-023] within the 90-day threshold the refund policy says not refundable', () => {
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-03-03',
        bookingStatus: 'confirmed',
        isRezdyTrip: false,
      }),
    ).toBe('Your booking is not refundable.');
  });

  it('[CAN-024] outside the threshold any amount above the down payment is refundable until a date', () => {
    expect(daysUntilTripStart('2026-06-01', '2026-01-01')).toBe(151);
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-01-01',
        bookingStatus: 'confirmed',
        isRezdyTrip: false,
      }),
    ).toBe('Any amount above the down payment is refundable until March 03, 2026.');
  });

  it('[CAN-025] pending bookings have the down payment refundable until confirmed', () => {
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-01-01',
        bookingStatus: 'pending',
        isRezdyTrip: false,
      }),
    ).toBe('Your down payment is refundable until the trip is confirmed.');
  });

  it('[CAN-025] [CAN-021] [CAN-023] within 90 days a pending booking, which the server refunds in full (01), is not called non-refundable', () => {
    expect(travelerCancellationReasonCodes({ bookingStatus: 'pending', daysOut: 30, isRezdyTrip: false })).toEqual([
      '01',
    ]);
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-05-01',
        bookingStatus: 'pending',
        isRezdyTrip: false,
      }),
    ).toBe('Your down payment is refundable until the trip is confirmed.');
    expect(cancelPolicyText({ daysOut: 30, isRezdyTrip: false, bookingStatus: 'pending' })).toBe(
      'Cancellation Fees may apply',
    );
    expect(cancelPolicyText({ daysOut: 30, isRezdyTrip: false, bookingStatus: 'confirmed' })).toBe(
      'This booking is non-refundable.',
    );
  });

  it('[CAN-023] [CAN-024] [CAN-025] the refund text says not refundable exactly when no method the server offers refunds anything', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (bookingStatus, daysOut, paidAmount, isRezdyTrip) => {
          const refunds = travelerCancellationReasonCodes({ bookingStatus, daysOut, isRezdyTrip }).some(
            (reasonCode) =>
              calculateBookingCancellation({ reasonCode, paidAmount, dueAmount: 0, downPaymentAmount: 0 })
                .refundAmount > 0,
          );
          const tripStartDate = addDays('2026-01-01', daysOut);
          const text = refundPolicyText({ tripStartDate, today: '2026-01-01', bookingStatus, isRezdyTrip });
          expect(text === CANCELLATION_MESSAGES.notRefundable).toBe(!refunds);
          expect(
            cancelPolicyText({ daysOut, isRezdyTrip, bookingStatus }) === CANCELLATION_MESSAGES.nonRefundable,
          ).toBe(!refunds);
        },
      ),
    );
  });
});

describe('automatic payment (DECIDE refundable window)', () => {
  it('[CXL-021] applies when due > 0, more than 90 days before start, set active, not pending cancellation', () => {
    const b = {
      dueAmount: 1,
      automaticPayment: { status: 'active' },
      isPendingCancellation: false,
      tripStartDate: '2026-06-01',
    };
    expect(isAutomaticPaymentApplicable(b, '2026-03-02')).toBe(true);
    expect(isAutomaticPaymentApplicable(b, '2026-03-03')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...b, dueAmount: 0 }, '2026-01-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...b, isPendingCancellation: true }, '2026-01-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...b, automaticPayment: {} }, '2026-01-01')).toBe(false);
  });
});

// The success and refund timing texts: no domain rule reads them (the cancel-booking machine's selectors show
// 'received'); the behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[CAN-017] [CAN-026] success and refund timing texts',
      [CANCELLATION_MESSAGES.received, CANCELLATION_MESSAGES.refundTiming.includes('5-10 business days')],
      ['We received your cancellation request.', true],
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});

// Edges of the cancellation rules (issue 28 point 7): who sees the section, the reason 'other' in any case, one
// eligible method, the fee line's bounds, the money summary with trip credit, a voucher only with credit, and which
// bookings are on a Rezdy trip.
import { describe, expect, it } from 'vitest';
import {
  buildCancelBookingRequest,
  canSubmitCancellation,
  cancellationFeeLine,
  cancellationMoneySummary,
  eligibleRefundMethods,
  isCancelBookingSectionShown,
  preselectedRefundMethod,
  refundPolicyText,
  resolveCancellationReason,
} from './cancel-flow.rules.js';
import { calculateBookingCancellation } from './cancellation-calculator.rules.js';
import { cancellationReasonCodeSchema } from './cancellation.schema.js';
import {
  isRezdyBooking,
  nonRefundableWindowDays,
  travelerCancellationReasonCodes,
  travelerCancellationRefundLevel,
} from './traveler-cancellation.rules.js';

const refund = { description: 'Refund to card', refundAmount: { refund: 50_000, tripCredit: 0 } };
const credit = { description: 'Trip credit', refundAmount: { refund: 0, tripCredit: 60_000 } };
const both = { description: 'Both', refundAmount: { refund: 1, tripCredit: 1 } };

describe('who sees cancelling', () => {
  const shown = {
    isCustomer: true,
    travelerType: 'traveler-primary' as const,
    bookingStatus: 'awaiting' as const,
    isPendingCancellation: false,
    tripStatus: 'confirmed' as const,
  };

  it('[CAN-004] [CAN-005] an awaiting or waitlisted booking may cancel; a closed trip or an unknown traveler type may not', () => {
    expect(isCancelBookingSectionShown(shown)).toBe(true);
    expect(isCancelBookingSectionShown({ ...shown, bookingStatus: 'waitlist' })).toBe(true);
    expect(isCancelBookingSectionShown({ ...shown, tripStatus: 'closed' })).toBe(false);
    expect(isCancelBookingSectionShown({ ...shown, travelerType: undefined })).toBe(false);
  });
});

describe('the cancel dialog edges', () => {
  it('[CAN-012] a method with only a refund or only trip credit of one cent is eligible', () => {
    const cent = { description: 'c', refundAmount: { refund: 1, tripCredit: 0 } };
    const creditCent = { description: 'd', refundAmount: { refund: 0, tripCredit: 1 } };
    expect(eligibleRefundMethods([cent, creditCent, both])).toEqual([cent, creditCent, both]);
    expect(preselectedRefundMethod([])).toBeUndefined();
    expect(preselectedRefundMethod([credit])).toBe(credit);
  });

  it("[CAN-011] the reason 'other' is recognised trimmed and in any case, and an unchosen reason is none", () => {
    expect(resolveCancellationReason(' OTHER ', ' Moved abroad ')).toBe('Moved abroad');
    expect(resolveCancellationReason('other', '   ')).toBeUndefined();
    expect(resolveCancellationReason('other')).toBeUndefined();
    expect(resolveCancellationReason('', 'text')).toBeUndefined();
    expect(resolveCancellationReason(undefined, 'text')).toBeUndefined();
    expect(resolveCancellationReason('Another plan', 'x')).toBe('Another plan');
  });

  it('[CAN-014] with one eligible method nothing need be chosen; with several, only an eligible one counts', () => {
    expect(canSubmitCancellation({ reason: 'Illness', refundMethods: [credit] })).toBe(true);
    expect(
      canSubmitCancellation({
        reason: 'Illness',
        refundMethods: [refund, credit, { description: 'Nothing', refundAmount: { refund: 0, tripCredit: 0 } }],
        selectedRefundMethod: 'Nothing',
      }),
    ).toBe(false);
    expect(canSubmitCancellation({ reason: 'other', otherDescription: 'Moved', refundMethods: [refund, credit] })).toBe(
      false,
    );
  });

  it('[CAN-011] a request without a refund method sends no description and zero amounts; other without text sends other', () => {
    expect(buildCancelBookingRequest({ bookingId: 'b1', reason: 'Illness' })).toEqual({
      bookingId: 'b1',
      reason: 'Illness',
      refundAmount: 0,
      tripCreditAmount: 0,
    });
    expect(buildCancelBookingRequest({ bookingId: 'b1', reason: 'other', refundMethod: refund })).toEqual({
      bookingId: 'b1',
      reason: 'other',
      refundMethodDescription: 'Refund to card',
      refundAmount: 50_000,
      tripCreditAmount: 0,
    });
  });

  it('[MKT-039] trip credit is shown as given, cut to what the refund leaves of the paid amount', () => {
    const method = (r: number, c: number) => ({ description: 'm', refundAmount: { refund: r, tripCredit: c } });
    expect(cancellationMoneySummary({ paidAmount: 100_000, dueAmount: 0, method: method(30_000, 50_000) })).toEqual({
      paid: 100_000,
      refund: 30_000,
      tripCredit: 50_000,
      kept: 20_000,
      balanceNotCharged: 0,
    });
    expect(cancellationMoneySummary({ paidAmount: 100_000, dueAmount: -5, method: method(80_000, 50_000) })).toEqual({
      paid: 100_000,
      refund: 80_000,
      tripCredit: 20_000,
      kept: 0,
      balanceNotCharged: 0,
    });
    expect(cancellationMoneySummary({ paidAmount: 100_000, dueAmount: 0, method: method(-5, -5) })).toEqual({
      paid: 100_000,
      refund: 0,
      tripCredit: 0,
      kept: 100_000,
      balanceNotCharged: 0,
    });
    expect(cancellationMoneySummary({ paidAmount: -100, dueAmount: 10, method: undefined })).toEqual({
      paid: 0,
      refund: 0,
      tripCredit: 0,
      kept: 0,
      balanceNotCharged: 10,
    });
  });
});

describe('policy edges', () => {
  it('[CAN-022] a negative fee shows no fee line; one cent more than 90 days out does', () => {
    expect(cancellationFeeLine({ daysOut: 200, cancellationFee: -500 })).toBeUndefined();
    expect(cancellationFeeLine({ daysOut: 91, cancellationFee: 1 })).toBe('Cancellation fee: $0.01');
  });

  it('[CAN-021] the window is 60 days for a Rezdy trip and 90 otherwise, confirmed bookings refunded above it', () => {
    expect(nonRefundableWindowDays({ isRezdyTrip: true })).toBe(60);
    expect(nonRefundableWindowDays({ isRezdyTrip: false })).toBe(90);
    const level = (daysOut: number, isRezdyTrip: boolean, bookingStatus: 'confirmed' | 'awaiting' = 'confirmed') =>
      travelerCancellationRefundLevel({ bookingStatus, daysOut, isRezdyTrip });
    expect(level(61, true)).toBe('partial');
    expect(level(60, true)).toBe('none');
    expect(level(91, false)).toBe('partial');
    expect(level(90, false)).toBe('none');
    expect(level(0, false, 'awaiting')).toBe('full');
    expect(travelerCancellationReasonCodes({ bookingStatus: 'waitlist', daysOut: 400, isRezdyTrip: true })).toEqual([
      '01',
    ]);
    expect(travelerCancellationReasonCodes({ bookingStatus: 'confirmed', daysOut: 61, isRezdyTrip: true })).toEqual([
      '06',
      '09',
    ]);
  });

  it('[CAN-024] the refundable-until date of a trip that is not Rezdy is 90 days before the start', () => {
    expect(
      refundPolicyText({
        tripStartDate: '2026-06-01',
        today: '2026-01-01',
        bookingStatus: 'confirmed',
        isRezdyTrip: false,
      }),
    ).toBe('Any amount above the down payment is refundable until March 03, 2026.');
  });

  it('[CAN-021] a booking is on a Rezdy trip only when it carries a non-blank Rezdy trip id', () => {
    expect(isRezdyBooking({ rezdyTripId: 'rz-1' })).toBe(true);
    expect(isRezdyBooking({ rezdyTripId: '  ' })).toBe(false);
    expect(isRezdyBooking({ rezdyTripId: '' })).toBe(false);
    expect(isRezdyBooking({ rezdyTripId: null })).toBe(false);
    expect(isRezdyBooking({})).toBe(false);
  });
});

describe('reason code', () => {
  it('[CAN-002] only a number is zero-padded: the string "6" is no code, the number 6 is 06', () => {
    expect(cancellationReasonCodeSchema.safeParse('6').success).toBe(false);
    expect(cancellationReasonCodeSchema.parse(6)).toBe('06');
    expect(cancellationReasonCodeSchema.parse(12)).toBe('12');
  });
});

describe('calculator edges', () => {
  const base = { paidAmount: 200_000, dueAmount: 0, downPaymentAmount: 50_000 };

  it('[CXL-002] a voucher code is returned only when credit is given', () => {
    expect(calculateBookingCancellation({ ...base, reasonCode: '12', voucherCode: 'V-1' })).toEqual({
      refundAmount: 200_000,
      tripCreditAmount: 0,
      feeAmount: 0,
      forfeitedAmount: 0,
    });
    expect(calculateBookingCancellation({ ...base, reasonCode: '09', voucherCode: 'V-1' })).toEqual({
      voucherCode: 'V-1',
      refundAmount: 0,
      tripCreditAmount: 200_000,
      feeAmount: 0,
      forfeitedAmount: 0,
    });
    expect(calculateBookingCancellation({ ...base, reasonCode: '09' })).toEqual({
      refundAmount: 0,
      tripCreditAmount: 200_000,
      feeAmount: 0,
      forfeitedAmount: 0,
    });
  });

  it('[CXL-001] fractions of a cent entered are cut, and a negative fee or refund counts as none', () => {
    expect(
      calculateBookingCancellation({ ...base, reasonCode: '13', refundAmount: 1_000.9, dueAmount: -0.5 }),
    ).toMatchObject({ refundAmount: 1_000, forfeitedAmount: 199_000 });
    expect(calculateBookingCancellation({ ...base, reasonCode: '13', refundAmount: -5 })).toMatchObject({
      refundAmount: 0,
      forfeitedAmount: 200_000,
    });
    expect(calculateBookingCancellation({ ...base, reasonCode: '04', feeAmount: -5 })).toMatchObject({
      feeAmount: 0,
      tripCreditAmount: 50_000,
      forfeitedAmount: 150_000,
    });
    expect(calculateBookingCancellation({ ...base, reasonCode: '05', downPaymentAmount: -5 })).toMatchObject({
      tripCreditAmount: 0,
      forfeitedAmount: 200_000,
    });
    expect(calculateBookingCancellation({ ...base, reasonCode: '08', dueAmount: -20_000 })).toMatchObject({
      tripCreditAmount: 50_000,
      refundAmount: 150_000,
    });
  });
});

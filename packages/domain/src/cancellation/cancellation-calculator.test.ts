// Tests of the booking cancellation calculator: codes, refund levels, field modes and the split of paid money.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_CALCULATOR_FIELDS,
  CANCELLATION_REASON_CODE_LIST,
  CANCELLATION_REASON_CODES,
  type CancellationReasonCode,
} from './cancellation.constants.js';
import {
  calculateBookingCancellation,
  cancellationFieldModes,
  cancellationRefundLevel,
} from './cancellation-calculator.rules.js';
import {
  bookingCancellationOutputsSchema,
  cancellationBookingFieldsSchema,
  cancellationReasonCodeSchema,
} from './cancellation.schema.js';

/** Paid $2,000, nothing due, $500 down payment, $100 fee. */
const base = { paidAmount: 200000, dueAmount: 0, downPaymentAmount: 50000, feeAmount: 10000, voucherCode: 'V-1' };
const calc = (reasonCode: CancellationReasonCode, over: Partial<typeof base> & { refundAmount?: number } = {}) =>
  calculateBookingCancellation({ reasonCode, ...base, ...over });

describe('calculator entity', () => {
  it('[CXL-001] computes refund, fee, credit and forfeited amounts for a cancellation', () => {
    expect(calc('06')).toEqual({
      voucherCode: 'V-1',
      refundAmount: 140000,
      tripCreditAmount: 50000,
      feeAmount: 10000,
      forfeitedAmount: 0,
    });
  });

  it('[CXL-002] [CAN-003] outputs are voucherCode, forfeitedAmount, refundAmount, tripCreditAmount and feeAmount', () => {
    const out = bookingCancellationOutputsSchema.parse(calc('04'));
    expect(Object.keys(out).sort()).toEqual(
      ['voucherCode', 'forfeitedAmount', 'refundAmount', 'tripCreditAmount', 'feeAmount'].sort(),
    );
  });

  it('[CXL-003] uses dueAmount, automaticPayment, isPendingCancellation, addOns and cancellationRequestDate', () => {
    const fields = cancellationBookingFieldsSchema.parse({
      dueAmount: -2500,
      automaticPayment: { status: 'active' },
      isPendingCancellation: true,
      addOns: [{ type: 'ground-transfer', user: 'u1', groundTransfer: 'gt1', deleted: false }],
      cancellationRequestDate: '2026-02-01T10:00:00Z',
    });
    expect(fields.addOns[0]?.groundTransfer).toBe('gt1');
    expect(fields.cancellationRequestDate?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(calc('12', { dueAmount: -2500 }).refundAmount).toBe(200000);
  });

  it('[CAN-002] a reason code parses from its string or number form', () => {
    expect(cancellationReasonCodeSchema.parse('06')).toBe('06');
    expect(cancellationReasonCodeSchema.parse(4)).toBe('04');
    expect(cancellationReasonCodeSchema.safeParse('02').success).toBe(false);
  });
});

describe('reason codes', () => {
  it('[CXL-004] 01 is traveler, pending booking, full refund', () => {
    expect(CANCELLATION_REASON_CODES['01']).toBe('traveler, pending booking, full refund');
    expect(calc('01')).toEqual({ refundAmount: 200000, tripCreditAmount: 0, feeAmount: 0, forfeitedAmount: 0 });
  });

  it('[CXL-005] 04 is confirmed, fee applied, credit down payment (rest forfeited)', () => {
    expect(CANCELLATION_REASON_CODES['04']).toBe('confirmed, fee applied, credit down payment');
    expect(calc('04')).toEqual({
      voucherCode: 'V-1',
      refundAmount: 0,
      tripCreditAmount: 50000,
      feeAmount: 10000,
      forfeitedAmount: 140000,
    });
  });

  it('[CXL-006] 05 is fee waived, credit down payment (rest forfeited)', () => {
    expect(CANCELLATION_REASON_CODES['05']).toBe('fee waived, credit down payment');
    expect(calc('05')).toMatchObject({
      refundAmount: 0,
      tripCreditAmount: 50000,
      feeAmount: 0,
      forfeitedAmount: 150000,
    });
  });

  it('[CXL-007] 06 is fee applied, credit down payment, refund remaining', () => {
    expect(CANCELLATION_REASON_CODES['06']).toBe('fee applied, credit down payment, refund remaining');
    expect(calc('06')).toMatchObject({
      refundAmount: 140000,
      tripCreditAmount: 50000,
      feeAmount: 10000,
      forfeitedAmount: 0,
    });
  });

  it('[CXL-008] 08 is fee waived, credit down payment, refund remaining', () => {
    expect(CANCELLATION_REASON_CODES['08']).toBe('fee waived, credit down payment, refund remaining');
    expect(calc('08')).toMatchObject({
      refundAmount: 150000,
      tripCreditAmount: 50000,
      feeAmount: 0,
      forfeitedAmount: 0,
    });
  });

  it('[CXL-009] 09 is fee waived, credit in full', () => {
    expect(CANCELLATION_REASON_CODES['09']).toBe('fee waived, credit in full');
    expect(calc('09')).toMatchObject({ refundAmount: 0, tripCreditAmount: 200000, feeAmount: 0, forfeitedAmount: 0 });
  });

  it('[CXL-010] 11 is confirmed, full balance forfeited', () => {
    expect(CANCELLATION_REASON_CODES['11']).toBe('confirmed, full balance forfeited');
    expect(calc('11')).toEqual({ refundAmount: 0, tripCreditAmount: 0, feeAmount: 0, forfeitedAmount: 200000 });
  });

  it('[CXL-011] 12 is confirmed, full refund', () => {
    expect(CANCELLATION_REASON_CODES['12']).toBe('confirmed, full refund');
    expect(calc('12').refundAmount).toBe(200000);
  });

  it('[CXL-012] 13 is partial refund of the entered amount, the rest forfeited', () => {
    expect(CANCELLATION_REASON_CODES['13']).toBe('partial refund');
    expect(calc('13', { refundAmount: 75000 })).toEqual({
      refundAmount: 75000,
      tripCreditAmount: 0,
      feeAmount: 0,
      forfeitedAmount: 125000,
    });
    expect(calc('13', { refundAmount: 999999 }).refundAmount).toBe(200000);
  });

  it('[CXL-013] 14 is disputed, full balance forfeited', () => {
    expect(CANCELLATION_REASON_CODES['14']).toBe('disputed, full balance forfeited');
    expect(calc('14').forfeitedAmount).toBe(200000);
  });

  it('[CXL-014] [CXL-015] [CXL-016] 16 host, 17 provider and 19 provider traveler removal are full refunds', () => {
    expect(CANCELLATION_REASON_CODES['16']).toBe('host, full refund');
    expect(CANCELLATION_REASON_CODES['17']).toBe('provider, full refund');
    expect(CANCELLATION_REASON_CODES['19']).toBe('provider traveler removal, full refund');
    for (const code of ['16', '17', '19'] as const) expect(calc(code).refundAmount).toBe(200000);
  });

  it('[CXL-017] the refund level is full for 01', () => {
    expect(cancellationRefundLevel('01')).toBe('full');
  });

  it('[CXL-018] the refund level is partial for 04 and 06', () => {
    expect(cancellationRefundLevel('04')).toBe('partial');
    expect(cancellationRefundLevel('06')).toBe('partial');
  });

  it('[CXL-019] the refund level is none for every other code', () => {
    const others = CANCELLATION_REASON_CODE_LIST.filter((c) => !['01', '04', '06'].includes(c));
    expect(others).toHaveLength(10);
    for (const c of others) expect(cancellationRefundLevel(c)).toBe('none');
  });
});

describe('field modes (DECIDE)', () => {
  it('[CXL-020] each code disables or requires fields: fee for fee-applied, refund for 13, voucher with credit', () => {
    expect(cancellationFieldModes('04')).toEqual({
      refundAmount: 'disabled',
      tripCreditAmount: 'disabled',
      feeAmount: 'required',
      forfeitedAmount: 'disabled',
      voucherCode: 'required',
    });
    expect(cancellationFieldModes('06').feeAmount).toBe('required');
    expect(cancellationFieldModes('05').feeAmount).toBe('disabled');
    expect(cancellationFieldModes('13').refundAmount).toBe('required');
    expect(cancellationFieldModes('12').voucherCode).toBe('disabled');
    expect(Object.values(cancellationFieldModes('11')).every((m) => m === 'disabled')).toBe(true);
  });

  it('[CXL-020] a code whose voucher is disabled never gives credit; a disabled fee is always 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_REASON_CODE_LIST),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (code, paid, fee) => {
          const modes = cancellationFieldModes(code);
          const out = calculateBookingCancellation({ ...base, reasonCode: code, paidAmount: paid, feeAmount: fee });
          if (modes.voucherCode === 'disabled') expect(out.tripCreditAmount).toBe(0);
          if (modes.feeAmount === 'disabled') expect(out.feeAmount).toBe(0);
        },
      ),
    );
  });
});

describe('the split of paid money', () => {
  it('an unpaid balance is written off and credit available is refunded', () => {
    expect(calc('11', { paidAmount: 50000, dueAmount: 150000 })).toMatchObject({
      forfeitedAmount: 50000,
      refundAmount: 0,
    });
    expect(calc('11', { paidAmount: 210000, dueAmount: -10000 })).toMatchObject({
      forfeitedAmount: 200000,
      refundAmount: 10000,
    });
    expect(calc('04', { paidAmount: 30000 })).toMatchObject({
      feeAmount: 10000,
      tripCreditAmount: 20000,
      forfeitedAmount: 0,
    });
  });

  it('refund + credit + fee + forfeited equal what was paid and never exceed it, each at least 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_REASON_CODE_LIST),
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.option(fc.integer({ min: -1000, max: 2_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: -1000, max: 20_000_000 }), { nil: undefined }),
        (code, paid, due, downPayment, fee, refund) => {
          const out = calculateBookingCancellation({
            reasonCode: code,
            paidAmount: paid,
            dueAmount: due,
            downPaymentAmount: downPayment,
            feeAmount: fee,
            refundAmount: refund,
          });
          const parts = [out.refundAmount, out.tripCreditAmount, out.feeAmount, out.forfeitedAmount];
          for (const p of parts) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
          }
          expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.max(paid, 0));
        },
      ),
    );
  });
});

// The calculator's field list in the spec's order, held against the spec's table (the outputs schema above is the
// behaviour; no screen reads the order yet).
describe("the spec's lists", () => {
  it.each([
    [
      '[CXL-002] the calculator fields, in order',
      CANCELLATION_CALCULATOR_FIELDS,
      ['refundAmount', 'tripCreditAmount', 'feeAmount', 'forfeitedAmount', 'voucherCode'],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});

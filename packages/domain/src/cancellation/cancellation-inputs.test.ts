// Tests of what the operator must and may enter for a cancellation's reason code (CXL-020).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASON_CODE_LIST } from './cancellation.constants.js';
import { cancellationFieldModes } from './cancellation-calculator.rules.js';
import { cancellationInputErrors, cancellationRequiredInputs } from './cancellation-inputs.rules.js';

describe('cancellation inputs', () => {
  it('[CXL-020] a fee code needs its fee and voucher; a full-refund code takes neither; 13 needs its refund', () => {
    expect(cancellationRequiredInputs('04')).toEqual(['feeAmount', 'voucherCode']);
    expect(cancellationRequiredInputs('01')).toEqual([]);
    expect(cancellationRequiredInputs('13')).toEqual(['refundAmount']);
    expect(cancellationRequiredInputs('05')).toEqual(['voucherCode']);
    expect(cancellationInputErrors('04', {})).toEqual({
      feeAmount: 'Reason code 04 needs a fee.',
      voucherCode: 'Reason code 04 needs a voucher code.',
    });
    expect(cancellationInputErrors('04', { feeAmount: 0, voucherCode: 'CXL-1' })).toEqual({});
    expect(cancellationInputErrors('04', { feeAmount: 5_000, voucherCode: '  ' })).toEqual({
      voucherCode: 'Reason code 04 needs a voucher code.',
    });
    expect(cancellationInputErrors('01', { feeAmount: 5_000 })).toEqual({ feeAmount: 'Reason code 01 takes no fee.' });
    expect(cancellationInputErrors('13', { refundAmount: 1 })).toEqual({});
    expect(cancellationInputErrors('13', { voucherCode: 'V' })).toEqual({
      refundAmount: 'Reason code 13 needs a refund amount.',
      voucherCode: 'Reason code 13 takes no voucher code.',
    });
  });

  it('[CXL-020] the entered fields pass exactly when each required one is there and no disabled one is', () => {
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_REASON_CODE_LIST),
        maybe(fc.nat()),
        maybe(fc.nat()),
        maybe(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')),
        (code, feeAmount, refundAmount, voucherCode) => {
          const inputs = { feeAmount, refundAmount, voucherCode };
          const modes = cancellationFieldModes(code);
          const fits = (['feeAmount', 'refundAmount', 'voucherCode'] as const).every(
            (f) => (modes[f] === 'required') === (inputs[f] !== undefined),
          );
          expect(Object.keys(cancellationInputErrors(code, inputs)).length === 0).toBe(fits);
        },
      ),
    );
  });
});

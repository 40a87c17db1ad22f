// The Cancel tool's fields as rendered and sent: only those the reason code requires (CXL-020), amounts in minor units.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelFields, EMPTY_CANCEL_FIELDS, cancelInputsOf } from './CancelFields.js';

const labels = (code: '01' | '04' | '13') =>
  [
    ...renderToStaticMarkup(
      <CancelFields code={code} currency="USD" values={EMPTY_CANCEL_FIELDS} onChange={() => undefined} />,
    ).matchAll(/<label[^>]*>([^<]*)/g),
  ].map((m) => m[1]);

describe('cancel fields', () => {
  it('[CXL-020] a fee code shows Fee and Voucher code, 13 the refund amount, 01 nothing', () => {
    expect(labels('04')).toEqual(['Fee (USD)', 'Voucher code']);
    expect(labels('13')).toEqual(['Refund amount (USD)']);
    expect(labels('01')).toEqual([]);
  });

  it('[CXL-020] only the fields the code requires are sent, amounts in minor units, a blank voucher as absent', () => {
    const typed = { feeAmount: '50.25', refundAmount: '12', voucherCode: '  CXL-1 ' };
    expect(cancelInputsOf('04', typed, 'USD')).toEqual({ feeAmount: 5_025, voucherCode: 'CXL-1' });
    expect(cancelInputsOf('13', typed, 'USD')).toEqual({ refundAmount: 1_200 });
    expect(cancelInputsOf('01', typed, 'USD')).toEqual({});
    expect(cancelInputsOf('04', { ...typed, feeAmount: '-1', voucherCode: ' ' }, 'USD')).toEqual({
      feeAmount: undefined,
      voucherCode: undefined,
    });
  });
});

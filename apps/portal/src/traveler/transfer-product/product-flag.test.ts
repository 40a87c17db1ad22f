// The Transfer product's flag as the build sets it (GTF-011).
import { describe, expect, it } from 'vitest';
import { TRANSFER_PRODUCT_ENV, isTransferProductShown, transferProductFlags } from './product-flag.js';

describe('transfer product flag', () => {
  it('[GTF-011] [PLT-048] DECIDE: on when the build sets nothing; off only when it says off', () => {
    expect(isTransferProductShown({})).toBe(true);
    expect(isTransferProductShown({ [TRANSFER_PRODUCT_ENV]: 'on' })).toBe(true);
    expect(isTransferProductShown({ [TRANSFER_PRODUCT_ENV]: 'off' })).toBe(false);
    expect(isTransferProductShown({ [TRANSFER_PRODUCT_ENV]: 'false' })).toBe(false);
    expect(transferProductFlags({})).toEqual({});
  });
});

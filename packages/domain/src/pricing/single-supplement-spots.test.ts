// The single supplement's total spots are one rule (OPT-041): the operator's form and the API's body agree on every
// input, message included, because the form parses with the pricing schema itself.
import { describe, expect, it } from 'vitest';
import { singleSupplementSpotsFormSchema } from '../services/service-forms.schema.js';
import { SINGLE_SUPPLEMENT_SPOTS_MESSAGES } from './pricing.constants.js';
import { singleSupplementTotalSpotsSchema } from './trip-pricing.rules.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('single supplement total spots', () => {
  it('[OPT-041] 0 and up are accepted by the form and the body alike; -1 is refused by both with the same message', () => {
    for (const n of [0, 1, 40]) {
      expect(singleSupplementTotalSpotsSchema.safeParse(n).success).toBe(true);
      expect(singleSupplementSpotsFormSchema.parse({ quantity: String(n) })).toEqual({ quantity: n });
    }
    expect(firstMessage(singleSupplementTotalSpotsSchema.safeParse(-1))).toBe(SINGLE_SUPPLEMENT_SPOTS_MESSAGES.minimum);
    expect(firstMessage(singleSupplementSpotsFormSchema.safeParse({ quantity: '-1' }))).toBe(
      'Total spots must be at least 0',
    );
  });

  it('[OPT-041] a word or a fraction is refused by both: the same message for the same input', () => {
    for (const [raw, parsed] of [
      ['abc', Number.NaN],
      ['1.5', 1.5],
    ] as const) {
      const body = firstMessage(singleSupplementTotalSpotsSchema.safeParse(parsed));
      const form = firstMessage(singleSupplementSpotsFormSchema.safeParse({ quantity: raw }));
      expect(body).toBeDefined();
      expect(form).toBe(body);
    }
    expect(firstMessage(singleSupplementSpotsFormSchema.safeParse({ quantity: 'abc' }))).toBe(
      'Total spots must be a number',
    );
  });
});

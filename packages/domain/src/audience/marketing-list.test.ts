// The marketing list reader (HAP-031): header spellings, quoted fields, invalid lines, duplicates and the limits.
import { describe, expect, it } from 'vitest';
import {
  MARKETING_LIST_MAX_ROWS,
  MARKETING_LIST_MESSAGES,
  csvFields,
  readMarketingList,
} from './marketing-list.rules.js';

describe('readMarketingList', () => {
  it('[HAP-031] reads email with optional names under any usual header spelling, quoted commas and quotes kept', () => {
    expect(csvFields('"Lee, Jr.","say ""hi""",x')).toEqual(['Lee, Jr.', 'say "hi"', 'x']);
    const read = readMarketingList('\uFEFFE-mail Address\nA@Example.com\n');
    expect(read).toEqual({
      ok: true,
      rows: [{ email: 'a@example.com', firstName: '', lastName: '' }],
      invalidLines: [],
    });
    const named = readMarketingList('first_name,Surname,email\n"Lee, Jr.",Park,lee@example.com\nX,Y,lee@EXAMPLE.com\n');
    expect(named).toEqual({
      ok: true,
      rows: [{ email: 'lee@example.com', firstName: 'Lee, Jr.', lastName: 'Park' }],
      invalidLines: [],
    });
  });

  it('[HAP-031] names the lines without a valid address and refuses files it cannot use', () => {
    expect(readMarketingList('email\nok@example.com\nnope\n\nalso@bad')).toMatchObject({
      ok: true,
      invalidLines: [3, 5],
    });
    expect(readMarketingList('name\nAna')).toEqual({ ok: false, message: MARKETING_LIST_MESSAGES.noEmailColumn });
    expect(readMarketingList('email\n')).toEqual({ ok: false, message: MARKETING_LIST_MESSAGES.empty });
    expect(readMarketingList('email\na@b.co\u0000')).toEqual({ ok: false, message: MARKETING_LIST_MESSAGES.notText });
    const many = ['email', ...Array.from({ length: MARKETING_LIST_MAX_ROWS + 1 }, (_, i) => `p${i}@example.com`)];
    expect(readMarketingList(many.join('\n'))).toEqual({ ok: false, message: MARKETING_LIST_MESSAGES.tooMany });
  });
});

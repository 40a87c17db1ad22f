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

  it('[HAP-031] reads CRLF and CR line ends, skips blank lines, trims fields, and allows exactly the maximum', () => {
    const read = (text: string) => readMarketingList(text);
    const expected = { ok: true, rows: [{ email: 'a@example.com', firstName: 'Ana', lastName: '' }], invalidLines: [] };
    expect(read('First,Email\r\nAna,a@example.com\r\n')).toEqual(expected);
    expect(read('First,Email\rAna,a@example.com\r')).toEqual(expected);
    expect(read('First,Email\n   \n Ana , A@example.com \n')).toEqual(expected);
    const max = ['email', ...Array.from({ length: MARKETING_LIST_MAX_ROWS }, (_, i) => `p${i}@example.com`)];
    const full = readMarketingList(max.join('\n'));
    expect(full.ok && full.rows.length).toBe(MARKETING_LIST_MAX_ROWS);
  });

  it('[HAP-031] a line without the email column, or a list of only bad lines, names those lines', () => {
    expect(readMarketingList('name,email\nAna\nBen,ben@example.com')).toEqual({
      ok: true,
      rows: [{ email: 'ben@example.com', firstName: '', lastName: '' }],
      invalidLines: [2],
    });
    expect(readMarketingList('email\nnope\n')).toEqual({ ok: true, rows: [], invalidLines: [2] });
    expect(readMarketingList('')).toEqual({ ok: false, message: MARKETING_LIST_MESSAGES.noEmailColumn });
    // A byte-order mark is the file's, at its start only: one inside a line is part of what was typed.
    expect(readMarketingList('email\nan\uFEFFa@example.com\nb@example.com')).toMatchObject({
      ok: true,
      invalidLines: [2],
    });
  });

  it('[HAP-031] a quote opens a quoted field only at its start; a doubled quote inside one is one quote', () => {
    expect(csvFields('a,"b,c",d')).toEqual(['a', 'b,c', 'd']);
    expect(csvFields('"x""",y')).toEqual(['x"', 'y']);
    expect(csvFields('"""",z')).toEqual(['"', 'z']);
    expect(csvFields(' a ,, b ')).toEqual(['a', '', 'b']);
    expect(csvFields('')).toEqual(['']);
    expect(MARKETING_LIST_MESSAGES.tooMany).toBe('A list can hold at most 5,000 addresses');
  });
});

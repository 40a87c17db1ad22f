// Tests of the CSV exports' cells: quoting per RFC 4180, formulas neutralised, and every cell reads back as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

/** A minimal RFC 4180 reader, to check that what we write reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)?.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && next === '\n') {
      endCell();
      rows.push([]);
      i += 1;
    } else cell += c;
  }
  endCell();
  return rows;
}

describe('CSV export cells', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])
      expect(parseCsv(csvCell(formula))[0]?.[0]).toBe(`'${formula}`);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('Hana Kato')).toBe('Hana Kato');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Cusco, Peru')).toBe('"Cusco, Peru"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('a,b\r\n1,');
  });

  it('reads back cell for cell, and no text cell starts a formula (property)', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ',', '\n'),
      fc.string({ unit: fc.constantFrom('=', '"', ',', '\r', '\n', 'a', ' ') }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const width = rows[0]?.length ?? 1;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const header = Array.from({ length: width }, (_, i) => `c${i}`);
        const back = parseCsv(toCsv(header, table)).slice(1);
        expect(back).toEqual(table.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v))));
      }),
    );
  });
});

describe('csv cells with blanks around them', () => {
  it('a cell with leading or trailing blanks is quoted so a spreadsheet keeps them', () => {
    expect(csvCell(' a')).toBe('" a"');
    expect(csvCell('a ')).toBe('"a "');
    expect(csvCell('a b')).toBe('a b');
  });
});

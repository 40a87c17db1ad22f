// A host's marketing list as an admin imports it (HAP-031): a CSV file of names and e-mail addresses, read into the
// rows the host's audience keeps, with the lines that could not be read named by number.
import { z } from 'zod';

/** DECIDE: at most 5,000 addresses per import: a creator's exported list fits, and one request stays well under 1 MiB. */
export const MARKETING_LIST_MAX_ROWS = 5000;
/** The multipart field the file travels in (§7.2). */
export const MARKETING_LIST_FILE_FIELD = 'file';

export const MARKETING_LIST_MESSAGES = {
  noFile: 'Choose a CSV file to import',
  notText: 'The file is not a CSV text file',
  noEmailColumn: 'The first line must name the columns, one of them email',
  empty: 'The list has no addresses',
  tooMany: `A list can hold at most ${MARKETING_LIST_MAX_ROWS.toLocaleString('en-US')} addresses`,
} as const;

export interface MarketingListRow {
  firstName: string;
  lastName: string;
  /** Lower-cased, so one address is one person whatever its spelling. */
  email: string;
}

type MarketingListRead =
  | { ok: true; rows: MarketingListRow[]; invalidLines: number[] }
  | { ok: false; message: (typeof MARKETING_LIST_MESSAGES)[keyof typeof MARKETING_LIST_MESSAGES] };

/** The header spellings each column is known by, compared without case, spaces, dashes or underscores. */
const COLUMN_NAMES = {
  email: ['email', 'emailaddress', 'mail'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
} as const;
const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');
const emailSchema = z.email();

/** The fields of one CSV line (RFC 4180: quoted fields may hold commas and doubled quotes). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/**
 * The rows of a marketing list CSV: the first line names the columns (email required; first and last name optional),
 * each later line is an address. A line without a valid address is skipped and named (1-based, the header is line 1);
 * an address twice in the file is kept once. Multi-line quoted fields are not supported: a list has none.
 */
export function readMarketingList(text: string): MarketingListRead {
  if (text.includes('\u0000')) return { ok: false, message: MARKETING_LIST_MESSAGES.notText };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  // Stryker disable next-line StringLiteral: split always gives at least one line, so the fallback is never read
  const header = csvFields(lines[0] ?? '').map(normalise);
  const indexOf = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const column = {
    email: indexOf(COLUMN_NAMES.email),
    firstName: indexOf(COLUMN_NAMES.firstName),
    lastName: indexOf(COLUMN_NAMES.lastName),
  };
  if (column.email < 0) return { ok: false, message: MARKETING_LIST_MESSAGES.noEmailColumn };
  const rows: MarketingListRow[] = [];
  const invalidLines: number[] = [];
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (i === 0 || line.trim() === '') continue;
    const fields = csvFields(line);
    // Stryker disable next-line StringLiteral: a line too short for the email column has no address, whatever stands in for it
    const email = (fields[column.email] ?? '').toLowerCase();
    if (!emailSchema.safeParse(email).success) {
      invalidLines.push(i + 1);
      continue;
    }
    if (seen.has(email)) continue;
    seen.add(email);
    rows.push({ email, firstName: fields[column.firstName] ?? '', lastName: fields[column.lastName] ?? '' });
    if (rows.length > MARKETING_LIST_MAX_ROWS) return { ok: false, message: MARKETING_LIST_MESSAGES.tooMany };
  }
  if (rows.length === 0 && invalidLines.length === 0) return { ok: false, message: MARKETING_LIST_MESSAGES.empty };
  return { ok: true, rows, invalidLines };
}

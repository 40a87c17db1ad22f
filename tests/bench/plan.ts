// What the raw-SQL baseline replays for an endpoint: the statements Caravan ran for one request, grouped into
// transactions and into batches that ran at the same time, with the JSON Caravan answered.

/** One statement as recorded in the Caravan process (sql-recorder.ts). */
export interface Statement {
  /** The connection (or PGlite transaction) it ran on. */
  owner: number;
  text: string;
  values: unknown[];
  start: number;
  end: number;
}

export type Sql = { text: string; values: unknown[] };
/** A statement on any pooled connection, or a transaction on one connection. */
export type Unit = { kind: 'query'; sql: Sql } | { kind: 'tx'; statements: Sql[] };

export interface EndpointPlan {
  /** Run one after another; the units inside one batch overlapped in Caravan, so they run together. */
  batches: Unit[][];
  status: number;
  body: unknown;
  /** Parameters matching these patterns get a fresh random value per request (new session tokens, keys). */
  fresh: string[];
  /** Sign-in also checks a password: the baseline does the same scrypt work (it is not SQL, but it is the cost). */
  verifyPassword?: { password: string; hash: string } | undefined;
  /** Keys the database makes (a new booking's id): read from a statement's RETURNING, used in the later ones. */
  learn?: Learn[] | undefined;
  /**
   * A write that must take effect: a transaction statement with RETURNING that returns no row (no spot left, the
   * traveler already booked) rolls the transaction back and answers 409, as Caravan does, so it never counts as done.
   */
  guarded?: boolean | undefined;
}

/** The captured value `captured` stands for what `column` of the first row returned by a statement matching `statement` holds. */
export interface Learn {
  statement: string;
  column: string;
  captured: string;
}

export interface RawPlanFile {
  database: { url: string } | { pglite: string };
  endpoints: Record<string, EndpointPlan>;
}

const isBegin = (s: string) => /^\s*(begin|start transaction)\b/i.test(s);
const isEnd = (s: string) => /^\s*(commit|rollback|end)\b/i.test(s);

/** Groups recorded statements into transactions and concurrent batches, in the order Caravan ran them. */
export function toBatches(entries: Statement[]): Unit[][] {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const units: { unit: Unit; start: number; end: number }[] = [];
  const open = new Map<number, { unit: Unit & { kind: 'tx' }; start: number; end: number }>();
  for (const e of sorted) {
    const sql = { text: e.text, values: e.values };
    const tx = open.get(e.owner);
    if (isBegin(e.text)) {
      const u = { unit: { kind: 'tx' as const, statements: [] as Sql[] }, start: e.start, end: e.end };
      open.set(e.owner, u);
      units.push(u);
    } else if (tx && isEnd(e.text)) {
      tx.end = e.end;
      open.delete(e.owner);
    } else if (tx) {
      tx.unit.statements.push(sql);
      tx.end = e.end;
    } else {
      units.push({ unit: { kind: 'query', sql }, start: e.start, end: e.end });
    }
  }
  const batches: Unit[][] = [];
  let batchEnd = Number.NEGATIVE_INFINITY;
  for (const u of units) {
    const current = batches[batches.length - 1];
    if (current && u.start < batchEnd) current.push(u.unit);
    else batches.push([u.unit]);
    batchEnd = Math.max(u.start < batchEnd ? batchEnd : u.end, u.end);
  }
  return batches;
}

/** How many statements a plan runs (the number in the report). */
export const statementCount = (batches: Unit[][]) =>
  batches.flat().reduce((n, u) => n + (u.kind === 'query' ? 1 : u.statements.length + 2), 0);

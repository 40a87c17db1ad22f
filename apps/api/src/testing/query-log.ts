// Records every SQL statement a test database runs, at the driver (PGlite or node-postgres), for query budgets and plans.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** One statement as the driver received it. */
export interface RecordedQuery {
  sql: string;
  params: readonly unknown[];
}

/** Transaction control is how a driver runs a transaction, not a read or write the code asked for. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export interface QueryLog {
  /** Runs `work` and answers the statements it sent (transaction control left out), with its result. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; queries: RecordedQuery[] }>;
}

type Recorder = (q: RecordedQuery) => void;

/** Wraps `target.query` so every call is told to `record`, whatever its arguments' form. */
function tap(target: { query: (...args: never[]) => unknown }, record: () => Recorder | null) {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const r = record();
    if (r) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      const params = Array.isArray(second) ? second : ((first as { values?: unknown[] } | undefined)?.values ?? []);
      r({ sql: text, params });
    }
    return original(...args);
  };
}

/**
 * Installs the recorder on the driver behind a drizzle database (`db.$client`): a PGlite instance (its queries and
 * those of its transactions) or a node-postgres pool (its queries and those of the clients it lends).
 */
export function installQueryLog(client: unknown): QueryLog {
  let current: Recorder | null = null;
  const recorder = () => current;
  if ('totalCount' in (client as object)) {
    // A pool runs every statement on a client it lends (pool.query too, through connect's callback form).
    const pool = client as pg.Pool;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    const tapped = new WeakSet<object>();
    const tapOnce = (lent: unknown) => {
      if (lent && !tapped.has(lent as object)) {
        tapped.add(lent as object);
        tap(lent as never, recorder);
      }
    };
    (pool as { connect: unknown }).connect = (callback?: (err: unknown, lent: unknown, done: unknown) => void) => {
      if (callback)
        return connect((err: unknown, lent: unknown, done: unknown) => {
          tapOnce(lent);
          callback(err, lent, done);
        });
      return (connect() as Promise<pg.PoolClient>).then((lent) => {
        tapOnce(lent);
        return lent;
      });
    };
  } else {
    const lite = client as PGlite;
    tap(lite as never, recorder);
    const transaction = lite.transaction.bind(lite);
    lite.transaction = ((callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>) =>
      transaction((tx) => {
        tap(tx as never, recorder);
        return callback(tx);
      })) as PGlite['transaction'];
  }
  return {
    async during(work) {
      if (current) throw new Error('The query log is already recording: one measured request at a time.');
      const queries: RecordedQuery[] = [];
      current = (q) => {
        if (!TRANSACTION_CONTROL.test(q.sql)) queries.push(q);
      };
      try {
        const result = await work();
        return { result, queries };
      } finally {
        current = null;
      }
    },
  };
}

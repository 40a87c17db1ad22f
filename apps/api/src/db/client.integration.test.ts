// The PostgreSQL connection pool survives the server cutting its idle connections (restart, failover, an admin's
// termination, a dropped database): without a listener node-postgres turns that into an uncaught error that ends
// the process. Only meaningful on a real server; PGlite has no connections to cut.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { log } from '../observability/logger.js';

const onServer = Boolean(process.env.DATABASE_URL);
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Ends every other connection to the test database from a separate client, as an administrator would. */
async function cutIdleConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe.runIf(onServer)('the PostgreSQL pool', () => {
  it('an idle connection cut by the server is noted, not fatal, and the next query opens a new one', async () => {
    const warn = vi.spyOn(log(), 'warn').mockImplementation(() => {});
    try {
      // Several connections open and idle in the pool.
      await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
      const cut = await cutIdleConnections(database.url as string);
      expect(cut).toBeGreaterThan(0);
      // Wait until every cut connection has been noted (and so discarded): waiting for the first note only let the
      // pool hand the query a connection whose termination it had not read yet (a CI flake).
      const notes = () =>
        warn.mock.calls.filter((args) => args.some((a) => /idle connection was closed/.test(String(a))));
      await vi.waitFor(() => expect(notes()).toHaveLength(cut));
      const [row] = await database.db.select({ answer: sql<number>`41 + 1` }).from(sql`(select 1) as one`);
      expect(row).toEqual({ answer: 42 });
    } finally {
      warn.mockRestore();
    }
  });
});

// Decision 040: a connection lease (CARAVAN_DB_LEASE=on) runs a request's statements and transactions on one pooled
// connection, and hands it back when asked, before slow work. Only meaningful on a real server: PGlite is one
// connection, and its `leased` is `db`.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionLeases } from './connection-lease.js';

const url = process.env.DATABASE_URL;
let pool: pg.Pool;

beforeAll(() => {
  if (url) pool = new pg.Pool({ connectionString: url, max: 3 });
});
afterAll(() => pool?.end());

const backend = async (client: { query: (c: pg.QueryConfig) => Promise<unknown> }) =>
  ((await client.query({ text: 'select pg_backend_pid() as pid' })) as pg.QueryResult<{ pid: number }>).rows[0]?.pid;

describe.skipIf(!url)('connection leases (decision 040)', () => {
  it('[issue 29] every statement of a lease, a transaction included, runs on one connection, and it goes back at the end', async () => {
    const leases = connectionLeases(pool);
    const pids = await leases.run(async () => {
      const first = await backend(leases.client);
      await leases.client.query({ text: 'begin' });
      const inTransaction = await backend(leases.client);
      await leases.client.query({ text: 'commit' });
      return [first, inTransaction, await backend(leases.client)];
    });
    expect(new Set(pids).size).toBe(1);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('[issue 29] a paused lease holds no connection until its next statement', async () => {
    const leases = connectionLeases(pool);
    await leases.run(async () => {
      await backend(leases.client);
      expect(pool.totalCount - pool.idleCount).toBe(1);
      leases.pause();
      // Given back on the next turn (the release waits for the checkout's promise).
      await new Promise((resolve) => setImmediate(resolve));
      expect(pool.totalCount - pool.idleCount).toBe(0);
      await backend(leases.client);
      expect(pool.totalCount - pool.idleCount).toBe(1);
    });
  });

  it('[issue 29] outside a lease the leased client refuses, so no statement silently runs on a stray connection', async () => {
    const leases = connectionLeases(pool);
    expect(() => leases.client.query({ text: 'select 1' })).toThrow(/only inside leases.run/);
  });
});

// One pooled connection held through a request's database work (decision 040; opt-in: CARAVAN_DB_LEASE=on): a
// request that leases one checks it out at its first statement and keeps it until it ends or hands it back, so its
// statements and transactions never queue for the pool again. The leased Db is one process-wide instance (its
// prepared statements are made once) whose client finds the request's connection through AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient, QueryConfig } from 'pg';

/** The connection a request holds: taken at its first statement, handed back by `pause` or when the request ends. */
interface Lease {
  client: Promise<PoolClient> | undefined;
}

export interface ConnectionLeases {
  /** The client the leased Db is built on: every statement runs on the current request's connection. */
  client: { query: (config: QueryConfig, values?: unknown[]) => Promise<unknown> };
  /** Runs `work` holding one connection (nested calls share the outer one); it goes back to the pool at the end. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hands the connection back now (before slow work that needs none, e.g. a password's hash); the next statement takes one again. */
  pause(): void;
}

/** The leases of one pool. */
export function connectionLeases(pool: Pool): ConnectionLeases {
  const current = new AsyncLocalStorage<Lease>();
  const giveBack = (lease: Lease) => {
    const held = lease.client;
    lease.client = undefined;
    // A connection that failed to open has nothing to give back; one that did is released when it settles.
    held?.then((client) => client.release()).catch(() => {});
  };
  return {
    // Named so drizzle's node-postgres session does not take it for a pool (it would check a connection out per transaction).
    client: {
      query(config, values) {
        const lease = current.getStore();
        if (!lease) throw new Error('the leased database is used only inside leases.run()');
        lease.client ??= pool.connect();
        return lease.client.then((client) => client.query(config, values));
      },
    },
    async run(work) {
      if (current.getStore()) return work();
      const lease: Lease = { client: undefined };
      try {
        return await current.run(lease, work);
      } finally {
        giveBack(lease);
      }
    },
    pause() {
      const lease = current.getStore();
      if (lease) giveBack(lease);
    },
  };
}

// The benchmark's own connection to Caravan's database, for seeding and sessions: node-postgres or PGlite.
import pg from 'pg';

export interface BenchDb {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openBenchDb(target: { url: string } | { dataDir: string }): Promise<BenchDb> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    return {
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The API keeps PGlite's files under DATA_DIR/pglite (config.ts pgliteDir).
  const db = new PGlite(`${target.dataDir}/pglite`);
  await db.waitReady;
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

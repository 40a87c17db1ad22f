// The health check's probe of the database (GET /api/health): one round trip that touches no table.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Resolves when the database answers `select 1`; rejects with the driver's error otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

// Where a host's Home lands and which welcome it shows (HAP-024, HOM-002..005): from the host's level and trip count.
import { homeLandingPath, homeWelcome } from '@caravan/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, trips } from '../../db/schema/index.js';

/** Host `hostId`'s level (null before they have a host record), trip count, landing path and welcome. */
export async function readHomeProgress(db: Db, hostId: string) {
  const [host] = await db.select({ level: hosts.level }).from(hosts).where(eq(hosts.userId, hostId));
  // DECIDE: every trip of the host counts, cancelled ones too, because the dashboard lists them under Cancelled.
  const [tally] = await db.select({ n: count() }).from(trips).where(eq(trips.hostId, hostId));
  const tripCount = Number(tally?.n ?? 0);
  return {
    level: host?.level ?? null,
    tripCount,
    landingPath: homeLandingPath(tripCount),
    welcome: homeWelcome(host ?? null),
  };
}

// Loads the demo data into an empty database: deterministic, and never into production.
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { seedAudience } from './audience.js';
import { seedAudienceResponses } from './audience-responses.js';
import { seedBookings } from './bookings.js';
import { seedCatalogueTiers } from './catalogue.js';
import { seedUserId } from './context.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedHosts } from './hosts.js';
import { seedItineraries } from './itineraries.js';
import { seedOperatorTrips } from './operator-trips.js';
import { seedOperators } from './operators.js';
import { seedTrips } from './trips.js';
import { seedEarningsReports } from './earnings-reports.js';
import { seedHostBookings } from './host-bookings.js';

/** True when the database holds no users yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo accounts and the demo data (operators, hosts, audience, itineraries, trips, bookings) in one
 * transaction; returns false when the database already had data. Extra non-demo users share one password hash.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const sharedHash = hashes[0];
  if (!sharedHash) throw new Error('no demo accounts to seed');
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        id: seedUserId(a.email),
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        group: a.group,
        role: a.role,
        passwordHash: hashes[i] ?? null,
      })),
    );
    await seedOperators(tx);
    await seedItineraries(tx);
    await seedCatalogueTiers(tx);
    await seedHosts(tx, sharedHash);
    await seedAudience(tx);
    await seedAudienceResponses(tx);
    await seedTrips(tx);
    await seedBookings(tx, sharedHash);
    await seedOperatorTrips(tx);
    await seedHostBookings(tx, sharedHash);
    await seedEarningsReports(tx);
  });
  return true;
}

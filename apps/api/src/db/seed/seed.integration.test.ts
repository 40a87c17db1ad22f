// The demo seed on a real database (PGlite, or PostgreSQL on DATABASE_URL): coverage, consistency, idempotence,
// and the constraints that refuse bad rows.
import { BOOKING_STATUSES, DAY_SERVICE_TYPES, PACKAGE_LEVELS, TRIP_STATUSES } from '@caravan/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import {
  bookings,
  bookingTravelers,
  dayServices,
  groundTransfers,
  hosts,
  inventoryItems,
  itineraries,
  payments,
  services,
  surveyResponses,
  trips,
  users,
  validityPeriods,
} from '../schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_ITINERARY_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from './demo-ids.js';
import { seedDemoData } from './seed.js';
import { verifyPassword } from '../../auth/password.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemoData(database.db)).toBe(true);
});

afterAll(async () => {
  await database?.close();
});

const distinct = async <T>(rows: Promise<{ v: T }[]>): Promise<T[]> => [...new Set((await rows).map((r) => r.v))];

/** Runs a statement expected to break the named constraint. */
async function expectViolation(statement: Promise<unknown>, constraint: string): Promise<void> {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the row`).toBeInstanceOf(Error);
  const messages = [(error as Error).message, ((error as Error).cause as Error | undefined)?.message ?? ''];
  expect(messages.join('\n')).toContain(constraint);
}

describe('demo seed', () => {
  it('stores every seeded password as a scrypt N=2^17 hash that verifies the demo password', async () => {
    const rows = await database.db.select({ hash: users.passwordHash }).from(users);
    const hashes = rows.map((r) => r.hash).filter((h): h is string => h !== null);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, hashes[0] as string)).toBe(true);
  });

  it('covers every trip status, mostly owned by host@ and some by host2@', async () => {
    const db = database.db;
    const statuses = await distinct(db.select({ v: trips.status }).from(trips));
    expect(statuses.sort()).toEqual([...TRIP_STATUSES].sort());
    const owners = await db.select({ hostId: trips.hostId, n: count() }).from(trips).groupBy(trips.hostId);
    const byOwner = Object.fromEntries(owners.map((o) => [o.hostId, o.n]));
    expect(byOwner[DEMO_USER_IDS.host]).toBeGreaterThan(byOwner[DEMO_USER_IDS.host2] ?? 0);
    expect(byOwner[DEMO_USER_IDS.host2]).toBeGreaterThan(0);
  });

  it('covers every booking status, the demo travelers as customers and companion@ as a secondary traveler', async () => {
    const db = database.db;
    const demo = await db
      .select({ status: bookings.status, customerId: bookings.customerId })
      .from(bookings)
      .where(sql`${bookings.customerId} in (${DEMO_USER_IDS.traveler}, ${DEMO_USER_IDS.traveler2})`);
    expect([...new Set(demo.map((b) => b.status))].sort()).toEqual([...BOOKING_STATUSES].sort());
    const secondary = await db
      .select({ bookingId: bookingTravelers.bookingId })
      .from(bookingTravelers)
      .where(eq(bookingTravelers.userId, DEMO_USER_IDS.companion));
    expect(secondary).toEqual([{ bookingId: DEMO_BOOKING_IDS.travelerLive }]);
  });

  it('has hosts at levels 0 to 3 and survey responses for host@', async () => {
    const db = database.db;
    expect((await distinct(db.select({ v: hosts.level }).from(hosts))).sort()).toEqual([0, 1, 2, 3]);
    const [responses] = await db
      .select({ n: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, DEMO_USER_IDS.host));
    expect(responses?.n).toBeGreaterThan(0);
  });

  it('has rides in several statuses', async () => {
    const statuses = await distinct(database.db.select({ v: groundTransfers.status }).from(groundTransfers));
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(statuses).toEqual(expect.arrayContaining(['pending', 'confirmed', 'completed', 'cancelled']));
  });

  it('has both operators with inventory and non-inventory itineraries, every package level and service type', async () => {
    const db = database.db;
    const rows = await db
      .select({ operatorId: itineraries.operatorId, inventory: itineraries.itineraryInventoryEnabled })
      .from(itineraries);
    for (const operatorId of [DEMO_USER_IDS.operator, DEMO_USER_IDS.operator2]) {
      const mine = rows.filter((r) => r.operatorId === operatorId);
      expect(mine.some((r) => r.inventory)).toBe(true);
      expect(mine.some((r) => !r.inventory)).toBe(true);
    }
    const [inca] = await db.select().from(itineraries).where(eq(itineraries.id, DEMO_ITINERARY_IDS.incaTrail));
    expect(PACKAGE_LEVELS.every((level) => inca?.packages[level].enabled)).toBe(true);
    const itemLevels = await distinct(
      db
        .select({ v: inventoryItems.packageLevel })
        .from(inventoryItems)
        .where(eq(inventoryItems.itineraryId, DEMO_ITINERARY_IDS.incaTrail)),
    );
    expect(itemLevels.sort()).toEqual([...PACKAGE_LEVELS].sort());
    const periodLevels = await distinct(
      db
        .select({ v: validityPeriods.packageLevel })
        .from(validityPeriods)
        .where(eq(validityPeriods.itineraryId, DEMO_ITINERARY_IDS.patagonia)),
    );
    expect(periodLevels.sort()).toEqual([...PACKAGE_LEVELS].sort());
    const types = await distinct(
      db
        .select({ v: services.type })
        .from(dayServices)
        .innerJoin(services, eq(services.id, dayServices.serviceId))
        .where(eq(dayServices.itineraryId, DEMO_ITINERARY_IDS.incaTrail)),
    );
    expect(types.sort()).toEqual([...DAY_SERVICE_TYPES].sort());
  });

  it('gives traveler@ a live booking with a balance due and private rooms left, and one trip with exactly 3 rooms left', async () => {
    const db = database.db;
    const [booking] = await db
      .select({ status: bookings.status, due: bookings.dueAmount, customerId: bookings.customerId })
      .from(bookings)
      .where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    expect(booking).toMatchObject({ status: 'confirmed', customerId: DEMO_USER_IDS.traveler });
    expect(booking?.due).toBeGreaterThan(0);
    const [live] = await db.select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(live?.status).toBe('live');
    expect(live?.singleSupplementQuantityAvailable).toBeGreaterThan(0);
    expect(live?.startDate > '2026-11-21').toBe(true);
    const threeLeft = await db
      .select({ id: trips.id })
      .from(trips)
      .where(eq(trips.singleSupplementQuantityAvailable, 3));
    expect(threeLeft).toEqual([{ id: DEMO_TRIP_IDS.confirmed }]);
  });

  it('keeps spots taken equal to the spots of pending, awaiting and confirmed bookings', async () => {
    const rows = await database.db
      .select({
        spotsTaken: trips.spotsTaken,
        held: sql<number>`coalesce(sum(${bookings.totalSpotsBooked}) filter (where ${bookings.status} in ('pending','awaiting','confirmed')), 0)::int`,
      })
      .from(trips)
      .leftJoin(bookings, eq(bookings.tripId, trips.id))
      .groupBy(trips.id);
    expect(rows.length).toBe(TRIP_STATUSES.length);
    for (const r of rows) expect(r.spotsTaken).toBe(Number(r.held));
  });

  it('keeps paid amounts equal to the successful payments', async () => {
    const rows = await database.db
      .select({
        paidAmount: bookings.paidAmount,
        paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'success'), 0)::int`,
      })
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .groupBy(bookings.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.paidAmount).toBe(Number(r.paid));
  });

  it('does nothing on a second call', async () => {
    const db = database.db;
    const before = await db.select({ n: count() }).from(users);
    const bookingsBefore = await db.select({ n: count() }).from(bookings);
    expect(await seedDemoData(db)).toBe(false);
    expect(await db.select({ n: count() }).from(users)).toEqual(before);
    expect(await db.select({ n: count() }).from(bookings)).toEqual(bookingsBefore);
  });
});

describe('constraints', () => {
  const itemId = async () => {
    const [item] = await database.db.select({ id: inventoryItems.id }).from(inventoryItems).limit(1);
    if (!item) throw new Error('no inventory item');
    return item.id;
  };

  it('refuse a negative quantity', async () => {
    const id = await itemId();
    await expectViolation(
      database.db.update(inventoryItems).set({ quantityAvailable: -1 }).where(eq(inventoryItems.id, id)),
      'inventory_items_available_check',
    );
    await expectViolation(
      database.db.update(trips).set({ singleSupplementQuantityAvailable: -1 }).where(eq(trips.id, DEMO_TRIP_IDS.live)),
      'trips_single_supplement_available_check',
    );
  });

  it('refuse confirmed above available', async () => {
    const id = await itemId();
    await expectViolation(
      database.db
        .update(inventoryItems)
        .set({ quantityConfirmed: sql`${inventoryItems.quantityAvailable} + 1` })
        .where(eq(inventoryItems.id, id)),
      'inventory_items_confirmed_within_available_check',
    );
  });

  it('refuse spots taken above the maximum spots', async () => {
    await expectViolation(
      database.db
        .update(trips)
        .set({ spotsTaken: sql`${trips.maximumSpots} + 1` })
        .where(eq(trips.id, DEMO_TRIP_IDS.confirmed)),
      'trips_spots_taken_check',
    );
  });

  it('refuse an unknown status', async () => {
    await expectViolation(
      database.db.update(trips).set({ status: 'launched' }).where(eq(trips.id, DEMO_TRIP_IDS.live)),
      'trips_status_check',
    );
    await expectViolation(
      database.db.update(bookings).set({ status: 'complete' }).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive)),
      'bookings_status_check',
    );
    await expectViolation(
      database.db
        .update(groundTransfers)
        .set({ status: 'teleported' })
        .where(and(eq(groundTransfers.bookingId, DEMO_BOOKING_IDS.travelerLive), eq(groundTransfers.stage, 'arrival'))),
      'ground_transfers_status_check',
    );
  });

  it("refuse a trip whose operator is not its itinerary's operator", async () => {
    await expectViolation(
      database.db.update(trips).set({ operatorId: DEMO_USER_IDS.operator2 }).where(eq(trips.id, DEMO_TRIP_IDS.live)),
      'trips_itinerary_operator_fk',
    );
  });

  it('accept every canonical trip status', async () => {
    // The check constraint is built from the domain's list: each canonical status is stored and read back as is.
    for (const status of TRIP_STATUSES) {
      const [stored] = await database.db
        .update(trips)
        .set({ status })
        .where(eq(trips.id, DEMO_TRIP_IDS.created))
        .returning({ status: trips.status });
      expect(stored?.status).toBe(status);
    }
    await database.db.update(trips).set({ status: 'created' }).where(eq(trips.id, DEMO_TRIP_IDS.created));
  });
});

// Test fixtures (tests only): records owned by known demo users, one of each per owner, so cross-user access is testable.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  bookingTravelers,
  bookings,
  hostCohosts,
  hosts,
  itineraries,
  links,
  operators,
  travelers,
  tripRequests,
  trips,
  users,
} from '../db/schema/index.js';

export interface World {
  userId: Record<string, string>;
  trip: { t1: string; t2: string };
  tripRequest: { r1: string; r2: string };
  itinerary: { i1: string; i2: string };
  booking: { b1: string; b2: string };
  link: { l1: string; l2: string };
  traveler: { tr1: string; tr2: string; trc: string };
}

const tag = () => randomBytes(4).toString('hex');

/** Adds, beside whatever the demo seed holds: operator → itinerary → host's trip and request → traveler's booking. */
export async function buildWorld(db: Db): Promise<World> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  const userId = Object.fromEntries(rows.map((r) => [r.email.split('@')[0] as string, r.id]));
  const id = (name: string) => {
    const v = userId[name];
    if (!v) throw new Error(`demo user ${name} missing`);
    return v;
  };
  for (const h of ['host', 'host2', 'cohost']) {
    await db
      .insert(hosts)
      .values({ userId: id(h) })
      .onConflictDoNothing();
  }
  await db
    .insert(hostCohosts)
    .values({ cohostId: id('cohost'), primaryHostId: id('host') })
    .onConflictDoNothing();
  for (const o of ['operator', 'operator2']) {
    await db
      .insert(operators)
      .values({ userId: id(o), companyName: o, operatorCode: `T${tag().toUpperCase()}` })
      .onConflictDoNothing();
  }
  const itinerary = async (operator: string) => {
    const [row] = await db
      .insert(itineraries)
      .values({
        operatorId: id(operator),
        name: `Fixture ${operator} ${tag()}`,
        lengthInDays: 7,
        status: 'complete',
        packages: {} as never,
      })
      .returning({ id: itineraries.id });
    return row?.id as string;
  };
  const i1 = await itinerary('operator');
  const i2 = await itinerary('operator2');
  const trip = async (host: string, itineraryId: string, operator: string) => {
    const [row] = await db
      .insert(trips)
      .values({
        shortId: `fx-${tag()}`,
        name: `Fixture trip of ${host}`,
        itineraryId,
        operatorId: id(operator),
        hostId: id(host),
        startDate: '2027-05-01',
        endDate: '2027-05-08',
      })
      .returning({ id: trips.id });
    return row?.id as string;
  };
  const t1 = await trip('host', i1, 'operator');
  const t2 = await trip('host2', i2, 'operator2');
  const request = async (host: string, itineraryId: string) => {
    const [row] = await db
      .insert(tripRequests)
      .values({ hostId: id(host), itineraryId, selectedPackage: 'standard', formValues: {} as never })
      .returning({ id: tripRequests.id });
    return row?.id as string;
  };
  const r1 = await request('host', i1);
  const r2 = await request('host2', i2);
  const booking = async (customer: string, tripId: string) => {
    const [row] = await db
      .insert(bookings)
      .values({ orderId: `FX-${tag()}`, tripId, customerId: id(customer), travelAmount: 100_000, dueAmount: 100_000 })
      .returning({ id: bookings.id });
    return row?.id as string;
  };
  const b1 = await booking('traveler', t1);
  const b2 = await booking('traveler2', t2);
  await db.insert(bookingTravelers).values({ bookingId: b1, userId: id('companion') });
  const traveler = async (user: string, tripId: string, bookingId: string, type: string) => {
    const [row] = await db
      .insert(travelers)
      .values({ userId: id(user), tripId, bookingId, type })
      .returning({ id: travelers.id });
    return row?.id as string;
  };
  const tr1 = await traveler('traveler', t1, b1, 'traveler-primary');
  const tr2 = await traveler('traveler2', t2, b2, 'traveler-primary');
  const trc = await traveler('companion', t1, b1, 'traveler-secondary');
  const link = async (host: string) => {
    const [row] = await db
      .insert(links)
      .values({ hostId: id(host), linkType: 'survey', path: `fx-${tag()}`, destination: 'https://example.com/s' })
      .returning({ id: links.id });
    return row?.id as string;
  };
  const l1 = await link('host');
  const l2 = await link('host2');
  return {
    userId,
    trip: { t1, t2 },
    tripRequest: { r1, r2 },
    itinerary: { i1, i2 },
    booking: { b1, b2 },
    link: { l1, l2 },
    traveler: { tr1, tr2, trc },
  };
}

/** Whether a trip row still has `status`, for lifecycle tests. */
export async function tripStatus(db: Db, tripId: string) {
  const [row] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
  return row?.status;
}

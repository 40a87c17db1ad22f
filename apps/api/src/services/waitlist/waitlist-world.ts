// A test world for waitlist offers: the live trip full, travelers joining its waitlist, and spots freed on it.
import { eq, sql } from 'drizzle-orm';
import { bookings, trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, idem } from '../../testing/test-app.js';
import type { NewBookingView } from '../../views/new-booking.view.js';

export const WAITLIST_TRIP = DEMO_TRIP_IDS.live;
let visitors = 0;

/** A visitor books `spots` travelers on the trip: on its waitlist when it is full, else with a deposit. */
export async function bookAsVisitor(t: TestApp, options: { joinWaitlist: boolean; tripId?: string }) {
  const n = ++visitors;
  const email = `waitlister${n}-${Date.now()}@example.com`;
  const client = t.anonymous();
  const res = await client.request<NewBookingView>(
    'POST',
    `/api/public/trips/${options.tripId ?? WAITLIST_TRIP}/bookings`,
    {
      package: 'standard',
      travelers: [{ firstName: `Wait${n}`, lastName: 'Lister', email, room: 'shared' }],
      account: { password: 'correct horse battery' },
      termsAccepted: true,
      ...(options.joinWaitlist
        ? { joinWaitlist: true }
        : { payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } }),
    },
    idem(),
  );
  return { res, email };
}

/** Makes the trip full: every spot taken, none held. */
export async function fillTrip(t: TestApp, tripId = WAITLIST_TRIP) {
  await t.database.db
    .update(trips)
    .set({ spotsTaken: sql`${trips.maximumSpots}` })
    .where(eq(trips.id, tripId));
}

/** Joins `count` visitors to the full trip's waitlist, one minute apart so their line order is certain. */
export async function joinWaitlist(t: TestApp, count: number, joinedFrom: Date) {
  const joined = [];
  for (let i = 0; i < count; i++) {
    const { res } = await bookAsVisitor(t, { joinWaitlist: true });
    const bookingId = res.body.data?.bookingId;
    if (res.status !== 201 || res.body.data?.status !== 'waitlist' || !bookingId)
      throw new Error(`joining the waitlist answered ${res.status} ${JSON.stringify(res.body)}`);
    const [row] = await t.database.db
      .update(bookings)
      .set({ createdAt: new Date(joinedFrom.getTime() + i * 60_000) })
      .where(eq(bookings.id, bookingId))
      .returning({ customerId: bookings.customerId });
    joined.push({ bookingId, client: await t.sessionFor(row?.customerId ?? '') });
  }
  return joined;
}

// Demo pending bookings for the host's Bookings tab: three guests waiting for host@ to confirm them on the
// early-confirmed trip (each holds one spot, as a new booking does).
import { eq, sql } from 'drizzle-orm';
import { bookings, payments, travelers, trips, users } from '../schema/index.js';
import { at, seedId, seedUserId, type Tx } from './context.js';
import { DEMO_TRIP_IDS } from './demo-ids.js';

/** The pending guests, by key: their e-mails are what the browser test looks for in the outbox. */
export const HOST_BOOKINGS_PENDING_GUESTS = ['mila', 'noah', 'olga'].map((key, i) => ({
  key,
  email: `pending.${key}@caravan.test`,
  firstName: key[0]?.toUpperCase() + key.slice(1),
  lastName: 'Pending',
  bookingId: seedId(`booking/host-bookings-pending/${key}`),
  orderId: `ORD-70${String(i + 1).padStart(2, '0')}`,
}));

/** The trip the pending guests booked: early-confirmed, so Confirm Selected needs one spot (HBK-026). */
const TRIP_ID = DEMO_TRIP_IDS.earlyConfirmed;
/** The early-confirmed trip's price per spot (trip-plan.ts), in minor units. */
const PRICE = 650000;
/** A deposit paid by the first guest and none by the others, so the table shows Partial and Unpaid. */
const PAID = [150000, 0, 0];

export async function seedHostBookings(tx: Tx, passwordHash: string): Promise<void> {
  const guests = HOST_BOOKINGS_PENDING_GUESTS;
  await tx.insert(users).values(
    guests.map((g) => ({
      id: seedUserId(g.email),
      email: g.email,
      firstName: g.firstName,
      lastName: g.lastName,
      group: 'traveler',
      role: 'traveler-primary',
      passwordHash,
    })),
  );
  await tx.insert(bookings).values(
    guests.map((g, i) => ({
      id: g.bookingId,
      orderId: g.orderId,
      tripId: TRIP_ID,
      customerId: seedUserId(g.email),
      status: 'pending',
      currency: 'USD',
      travelAmount: PRICE,
      paidAmount: PAID[i] ?? 0,
      dueAmount: PRICE - (PAID[i] ?? 0),
      totalSpotsBooked: 1,
      travelersRooms: [],
      createdAt: at('2026-11-20', `1${i}:00`),
    })),
  );
  await tx.insert(payments).values(
    guests
      .filter((_, i) => (PAID[i] ?? 0) > 0)
      .map((g) => ({
        bookingId: g.bookingId,
        type: 'credit-card',
        amount: PAID[guests.indexOf(g)] ?? 0,
        status: 'success',
        paidAt: at('2026-11-20', '10:00'),
      })),
  );
  await tx.insert(travelers).values(
    guests.map((g) => ({
      id: seedId(`traveler/host-bookings-pending/${g.key}`),
      userId: seedUserId(g.email),
      tripId: TRIP_ID,
      bookingId: g.bookingId,
      type: 'traveler-primary',
      status: 'created',
    })),
  );
  await tx
    .update(trips)
    .set({ spotsTaken: sql`${trips.spotsTaken} + ${guests.length}` })
    .where(eq(trips.id, TRIP_ID));
}

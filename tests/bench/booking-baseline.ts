// Booking creation's raw baseline and its requests: what the raw-SQL server runs for one booking (the session lookup,
// the short transaction that holds the spot with a conditional UPDATE, then Caravan's booking transaction — the
// booking, traveler and payment rows — with fresh keys per request), and which traveler books which trip so that no two requests collide.
import type { EndpointPlan, Sql, Unit } from './plan.js';

/** The conditional update that takes a spot (apps/api/src/services/booking/pay-balance.ts takeSpots). */
const TAKES_SPOT =
  /^update "trips" set "spots_taken" = "trips"\."spots_taken" \+ \$1 where .*<= "trips"\."maximum_spots".* returning/i;
/** The session lookup every signed-in request starts with. */
const SESSION_LOOKUP = /\bfrom "sessions"/i;
/** The booking insert: its RETURNING gives the new booking's id, which the traveler and payment rows carry. */
const INSERTS_BOOKING = '^insert into "bookings"';
/** Keys Caravan makes per booking: an order id (create-booking.ts newOrderId) and the sandbox processor's charge id. */
export const FRESH_BOOKING_KEYS = ['^ORD-[A-Z2-9]{10}$', '^ch_sandbox_[0-9a-f]{32}$'];

/** What the capture of one booking request gives: the SQL Caravan ran, its status and its answer. */
export interface CapturedBooking {
  batches: Unit[][];
  status: number;
  body: unknown;
}

/**
 * The raw baseline of booking creation from the captured request: the session lookup, then Caravan's booking
 * transaction statement for statement (the spot, the booking, its traveler, the transitions log, the payment and the
 * amounts paid), guarded so that a spot not taken or a traveler already booked answers 409, with the booking id
 * learned from the insert's RETURNING and fresh order and charge ids per request. Left out: what Caravan runs around
 * the transaction (rate limit, trip read, Idempotency-Key claim and record, the host's e-mail address).
 */
export function bookingBaseline(captured: CapturedBooking): Pick<EndpointPlan, 'batches' | 'learn' | 'guarded'> {
  const units = captured.batches.flat();
  const session = units.find(
    (u): u is Unit & { kind: 'query' } => u.kind === 'query' && SESSION_LOOKUP.test(u.sql.text),
  );
  const isTx = (u: Unit): u is Unit & { kind: 'tx' } => u.kind === 'tx';
  // Since decision 035 the spot is held in a short transaction of its own before the booking's: both are replayed.
  const hold = units.filter(isTx).find((u) => u.statements.some((s: Sql) => TAKES_SPOT.test(s.text)));
  const booking = units
    .filter(isTx)
    .find((u) => u.statements.some((s: Sql) => new RegExp(INSERTS_BOOKING, 'i').test(s.text)));
  const bookingId = (captured.body as { data?: { bookingId?: unknown } } | null)?.data?.bookingId;
  if (captured.status !== 201 || typeof bookingId !== 'string')
    throw new Error(
      `booking creation answered ${captured.status}, not a new booking: ${JSON.stringify(captured.body)}`,
    );
  if (!session) throw new Error('no session lookup in the captured booking request');
  if (!hold) throw new Error('no transaction taking a spot with a conditional UPDATE in the captured booking request');
  if (!booking) throw new Error('no transaction inserting the booking in the captured booking request');
  return {
    batches: hold === booking ? [[session], [booking]] : [[session], [hold], [booking]],
    learn: [{ statement: INSERTS_BOOKING, column: 'id', captured: bookingId }],
    guarded: true,
  };
}

/**
 * Request `p`'s booker and trip: every pair (booker, trip) at most once for p below bookers × trips (a traveler books
 * a trip once), consecutive requests on consecutive trips (so they do not queue on one trip's row) and by bookers
 * spread over the list (so no one user meets the per-user rate limit of money writes).
 */
export function bookingPair(p: number, bookers: number, trips: number): { booker: number; trip: number } {
  const trip = p % trips;
  const round = Math.floor(p / trips);
  const stride = Math.max(1, Math.floor(bookers / trips));
  return { booker: (round + trip * stride) % bookers, trip };
}

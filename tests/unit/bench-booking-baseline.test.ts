// The benchmark's booking creation (issue 15): each request books a traveler on a trip no other request books, and
// the raw baseline is the captured session lookup and booking transaction, guarded, learning the new booking's id.
import { describe, expect, it } from 'vitest';
import { bookingBaseline, bookingPair } from '../bench/booking-baseline.js';
import type { Unit } from '../bench/plan.js';

describe('bench booking pairs (issue 15)', () => {
  it.each([
    [3000, 50],
    [501, 50],
    [7, 3],
  ])('books each of %i travelers on each of %i trips at most once', (bookers, trips) => {
    const seen = new Set<number>();
    for (let p = 0; p < bookers * trips; p++) {
      const { booker, trip } = bookingPair(p, bookers, trips);
      if (booker >= 0 && booker < bookers && trip >= 0 && trip < trips) seen.add(booker * trips + trip);
    }
    expect(seen.size).toBe(bookers * trips);
  });

  it('spreads consecutive requests over every trip and keeps each traveler under the money rate limit', () => {
    const trips = new Set(Array.from({ length: 50 }, (_, p) => bookingPair(p, 3000, 50).trip));
    expect(trips.size).toBe(50);
    // A minute of bookings at 1,000 a second: at most 20 money writes by any one traveler (MONEY_RATE_LIMIT).
    const perBooker = new Map<number, number>();
    for (let p = 20_000; p < 80_000; p++) {
      const { booker } = bookingPair(p, 3000, 50);
      perBooker.set(booker, (perBooker.get(booker) ?? 0) + 1);
    }
    expect(Math.max(...perBooker.values())).toBeLessThanOrEqual(20);
  });
});

const sql = (text: string, values: unknown[] = []) => ({ text, values });
const session: Unit = {
  kind: 'query',
  sql: sql('select "sessions"."token_hash" from "sessions" inner join "users" on true where "token_hash" = $1', ['h']),
};
const transaction: Unit = {
  kind: 'tx',
  statements: [
    sql(
      'update "trips" set "spots_taken" = "trips"."spots_taken" + $1 where ("trips"."id" = $2 and "trips"."spots_taken" + $3 <= "trips"."maximum_spots") returning "spots_taken"',
      [1, 'trip', 1],
    ),
    sql('insert into "bookings" ("id", "order_id") values (default, $1) returning "id"', ['ORD-ABCDEFGHJK']),
    sql('insert into "payments" ("id", "booking_id") values (default, $1) returning "id"', ['booking-1']),
  ],
};
const rateLimit: Unit = { kind: 'query', sql: sql('insert into "auth_throttle" ("key") values ($1)', ['rate']) };
const booked = { success: true, data: { bookingId: 'booking-1' } };

describe('bench booking baseline (issue 15)', () => {
  it('runs the session lookup and the transaction that takes the spot, guarded, learning the booking id', () => {
    const plan = bookingBaseline({ batches: [[session], [rateLimit], [transaction]], status: 201, body: booked });
    expect(plan.batches).toEqual([[session], [transaction]]);
    expect(plan.guarded).toBe(true);
    expect(plan.learn).toEqual([{ statement: '^insert into "bookings"', column: 'id', captured: 'booking-1' }]);
  });

  it('[issue 29] replays the spot held in its own transaction, then the booking transaction (decision 035)', () => {
    const [takesSpot, ...rest] = transaction.kind === 'tx' ? transaction.statements : [];
    const hold: Unit = { kind: 'tx', statements: takesSpot ? [takesSpot] : [] };
    const booking: Unit = { kind: 'tx', statements: rest };
    const plan = bookingBaseline({ batches: [[session], [hold], [rateLimit], [booking]], status: 201, body: booked });
    expect(plan.batches).toEqual([[session], [hold], [booking]]);
  });

  it('has no baseline when the captured request did not book', () => {
    const soldOut = { success: false, error: { code: 'SPOTS_UNAVAILABLE' } };
    expect(() => bookingBaseline({ batches: [[session]], status: 409, body: soldOut })).toThrow(/answered 409/);
  });

  it('has no baseline when no conditional update took the spot', () => {
    const unguarded: Unit = { kind: 'tx', statements: transaction.statements.slice(1) };
    expect(() => bookingBaseline({ batches: [[session], [unguarded]], status: 201, body: booked })).toThrow(
      /conditional UPDATE/,
    );
  });
});

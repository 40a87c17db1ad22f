// A charge whose booking could not be saved (MKT-005, MKT-007): the card is refunded at once, no booking is left, the
// key answers the same failure, and a new attempt books — never a charge without its booking.
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp, idem } from '../../testing/test-app.js';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
});
afterAll(() => t?.close());

const body = {
  package: 'standard',
  travelers: [{ firstName: 'Orla', lastName: 'Orphan', email: 'orla@example.com', room: 'shared' }],
  account: { password: 'never-charged-twice' },
  payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
  termsAccepted: true,
};

describe('a charge whose booking is not saved', () => {
  it('[MKT-007] is refunded in full; no booking; the key replays the failure; a new key books once', async () => {
    const before = (await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live)))[0];
    // The booking's payment row cannot be written: the transaction fails after the card was charged.
    await db().execute(
      sql.raw(`create function caravan_test_fail_payment() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger caravan_test_fail_payment before insert on payments
        for each row execute function caravan_test_fail_payment()`),
    );
    const key = idem();
    const visitor = t.anonymous();
    const failed = await visitor.request('POST', `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`, body, key);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.paymentFailed);
    expect(failed.body.error).toContain('refunded in full');
    expect(t.payments.charges).toHaveLength(1);
    expect(t.payments.refunds.map((r) => [r.chargeId, r.amountMinor])).toEqual([[t.payments.charges[0]?.id, 50_000]]);
    const [orla] = await db().select().from(users).where(eq(users.email, 'orla@example.com'));
    expect(
      await db()
        .select()
        .from(bookings)
        .where(eq(bookings.customerId, orla?.id ?? '')),
    ).toEqual([]);
    expect((await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live)))[0]?.spotsTaken).toBe(
      before?.spotsTaken,
    );

    // The same key answers the same failure (the processor would replay the refunded charge otherwise).
    const replay = await visitor.request('POST', `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`, body, key);
    expect(replay.status).toBe(502);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(t.payments.charges).toHaveLength(1);

    await db().execute(sql.raw('drop trigger caravan_test_fail_payment on payments'));
    const booked = await visitor.request('POST', `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`, body, idem());
    expect(booked.status).toBe(201);
    expect(t.payments.charges).toHaveLength(2);
    expect(
      await db()
        .select()
        .from(bookings)
        .where(eq(bookings.customerId, orla?.id ?? '')),
    ).toHaveLength(1);
  });
});

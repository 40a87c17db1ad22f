// Discount codes at the spec's paths (§7.4, decision 020): calculate what a code takes off, apply it once per booking
// and remove it again, with the booking's amounts read back from the database. Each test writes, so each has its world.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookingDiscountCodes, bookings, discountCodes } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

const LIVE_BOOKING = DEMO_BOOKING_IDS.travelerLive;
let t: TestApp;
let admin: TestClient;
let traveler: TestClient;
const db = () => t.database.db;
const bookingRow = async (id = LIVE_BOOKING) => {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
};
const base = (id = LIVE_BOOKING) => `/api/admin/bookings/${id}/discount`;
const DAY = 86_400_000;

beforeEach(async () => {
  t = await createTestApp();
  [admin, traveler] = await Promise.all([t.signedIn('admin@caravan.test'), t.sessionFor(DEMO_USER_IDS.traveler)]);
  // The seeded booking must owe something for a code to take off.
  await db().update(bookings).set({ dueAmount: 40_000 }).where(eq(bookings.id, LIVE_BOOKING));
  await db()
    .insert(discountCodes)
    .values([
      { code: 'WELCOME50', kind: 'fixed', value: 5000, currency: 'USD' },
      { code: 'TENOFF', kind: 'percent', value: 10 },
      { code: 'OLD', kind: 'fixed', value: 100, currency: 'USD', expiresAt: new Date(t.clock.now.getTime() - DAY) },
      { code: 'ONCE', kind: 'fixed', value: 100, currency: 'USD', maxUses: 1 },
    ]);
});
afterEach(() => t?.close());

describe('admin discount codes at the spec’s paths', () => {
  it('[HAP-053] GET …/discount/calculate?code= answers what the code takes off, whatever its case, and changes nothing', async () => {
    const before = await bookingRow();
    const fixed = await admin.request('GET', `${base()}/calculate?code=welcome50`);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toEqual({ code: 'WELCOME50', amount: 5000, currency: before.currency, applied: false });
    const percent = await admin.request<{ amount: number }>('GET', `${base()}/calculate?code=TENOFF`);
    expect(percent.body.data?.amount).toBe(Math.min(Math.floor(before.travelAmount / 10), 40_000));
    expect(await bookingRow()).toMatchObject({ dueAmount: 40_000, travelAmount: before.travelAmount });

    // Unknown booking 404; unknown code 400; expired 409; no code 400 — each in the error envelope.
    const unknownBooking = await admin.request('GET', `${base(DEMO_USER_IDS.traveler)}/calculate?code=WELCOME50`);
    expect(unknownBooking.status).toBe(404);
    const unknownCode = await admin.request('GET', `${base()}/calculate?code=NOPE`);
    expect(unknownCode.status).toBe(400);
    expect(unknownCode.body).toMatchObject({ success: false, code: 'DISCOUNT_CODE_UNKNOWN' });
    const expired = await admin.request('GET', `${base()}/calculate?code=OLD`);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ success: false, code: 'DISCOUNT_CODE_EXPIRED' });
    expect((await admin.request('GET', `${base()}/calculate`)).status).toBe(400);
    expect((await traveler.request('GET', `${base()}/calculate?code=WELCOME50`)).status).toBe(403);
  });

  it('[HAP-054] POST …/discount/apply {code} lowers what is due once, audited; remove {code} gives it back', async () => {
    const before = await bookingRow();
    const applied = await admin.request('POST', `${base()}/apply`, { code: 'Welcome50' });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ dueAmount: 35_000, travelAmount: before.travelAmount - 5000 });
    expect(await bookingRow()).toMatchObject({ dueAmount: 35_000, travelAmount: before.travelAmount - 5000 });

    // Applying it again changes nothing; calculate now answers what it took.
    const again = await admin.request('POST', `${base()}/apply`, { code: 'WELCOME50' });
    expect(again.status).toBe(200);
    expect(await bookingRow()).toMatchObject({ dueAmount: 35_000, travelAmount: before.travelAmount - 5000 });
    expect((await admin.request('GET', `${base()}/calculate?code=WELCOME50`)).body.data).toMatchObject({
      amount: 5000,
      applied: true,
    });
    const uses = await db().select().from(bookingDiscountCodes).where(eq(bookingDiscountCodes.bookingId, LIVE_BOOKING));
    expect(uses).toHaveLength(1);
    const audits = (await db().select().from(auditLog)).filter(
      (r) => (r.detail as { discountCode?: string } | null)?.discountCode === 'WELCOME50',
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: DEMO_USER_IDS.admin,
      detail: { event: 'booking.discount', amount: 5000 },
    });

    // Remove restores the amounts, once.
    const removed = await admin.request('POST', `${base()}/remove`, { code: 'welcome50' });
    expect(removed.status).toBe(200);
    expect(await bookingRow()).toMatchObject({ dueAmount: 40_000, travelAmount: before.travelAmount });
    expect((await admin.request('POST', `${base()}/remove`, { code: 'WELCOME50' })).status).toBe(200);
    expect(await bookingRow()).toMatchObject({ dueAmount: 40_000, travelAmount: before.travelAmount });
    expect(await db().select().from(bookingDiscountCodes)).toHaveLength(0);
  });

  it('[HAP-054] a bad, expired or used-up code and a non-admin are refused and change nothing', async () => {
    const before = await bookingRow();
    const other = DEMO_BOOKING_IDS.traveler2Live;
    await db().update(bookings).set({ dueAmount: 1000 }).where(eq(bookings.id, other));
    expect((await admin.request('POST', `${base(other)}/apply`, { code: 'ONCE' })).status).toBe(200);

    const refusals: [unknown, number, string][] = [
      [{ code: 'NOPE' }, 400, 'DISCOUNT_CODE_UNKNOWN'],
      [{ code: 'OLD' }, 409, 'DISCOUNT_CODE_EXPIRED'],
      [{ code: 'ONCE' }, 409, 'DISCOUNT_CODE_USED_UP'],
      [{ code: '' }, 400, 'VALIDATION_FAILED'],
      [{ code: 'WELCOME50', amount: 5 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await admin.request('POST', `${base()}/apply`, body);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    expect((await traveler.request('POST', `${base()}/apply`, { code: 'WELCOME50' })).status).toBe(403);
    expect((await traveler.request('POST', `${base()}/remove`, { code: 'WELCOME50' })).status).toBe(403);
    expect((await admin.request('POST', `${base(DEMO_USER_IDS.traveler)}/apply`, { code: 'WELCOME50' })).status).toBe(
      404,
    );
    expect(await bookingRow()).toMatchObject({ dueAmount: 40_000, travelAmount: before.travelAmount });
  });
});

// A booking update reprices the insurance only when what it covers changed (INS-015), as the portal's summary does:
// a room swap that costs nothing leaves the premium and the balance alone, so 'Changes Confirmed' tells the truth.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOns, bookings } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const T = DEMO_USER_IDS.traveler;
const C = DEMO_USER_IDS.companion;

let t: TestApp;
let traveler: TestClient;

// Both tests change the same booking's rooms, and the first needs the seeded double room: a world each.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler = await t.sessionFor(T);
});
afterEach(() => t?.close());

const bookingRow = async () => (await t.database.db.select().from(bookings).where(eq(bookings.id, BOOKING)))[0];
const insuranceLine = async () =>
  (await t.database.db.select().from(addOns).where(eq(addOns.bookingId, BOOKING))).find(
    (a) => a.type === 'insurance-plan' && !a.deleted,
  );

describe('insurance on a booking update', () => {
  it('[MBK-057] [MBK-020] [INS-015] two beds instead of one costs nothing (a twin is priced as a double): the premium and the balance stay, Changes Confirmed', async () => {
    const before = await bookingRow();
    const premium = await insuranceLine();
    expect(before?.travelersRooms).toEqual([{ roomType: 'double', travelers: [T, C] }]);
    const res = await traveler.request<{ confirmationMode: string; successTitle: string; payment: null }>(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { travelersRooms: [{ roomType: 'twin', travelers: [T, C] }] },
      idem(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ confirmationMode: 'finish', payment: null });
    const after = await bookingRow();
    expect(after?.travelersRooms).toEqual([{ roomType: 'twin', travelers: [T, C] }]);
    expect(after?.dueAmount).toBe(before?.dueAmount);
    expect((await insuranceLine())?.unitPriceWithFee).toBe(premium?.unitPriceWithFee);
  });

  it('[INS-015] a private room changes what is insured: the premium is repriced', async () => {
    const premium = await insuranceLine();
    const res = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      {
        travelersRooms: [
          { roomType: 'single', travelers: [T] },
          { roomType: 'single', travelers: [C] },
        ],
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
      },
      idem(),
    );
    expect(res.status).toBe(200);
    expect((await insuranceLine())?.unitPriceWithFee).not.toBe(premium?.unitPriceWithFee);
  });
});

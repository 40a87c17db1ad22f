// Insurance repricing as the transfer flow and the ride cancel call it (OAP-011): the traveler's and the admin's
// create call, typed on both sides, through the insurance port; the sandbox's outage answers success false.
import { INSURANCE_MESSAGES, type TravelerBooking } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';

const BOOKING = DEMO_BOOKING_IDS.travelerLive;
/** A ground transfer's price as the flow adds it to the insured amount (a sandbox sedan, minor units). */
const TRANSFER_PRICE = 6_000;

let t: TestApp;
let traveler: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [traveler, admin] = await Promise.all([t.signedIn('traveler@caravan.test'), t.signedIn('admin@caravan.test')]);
});
afterAll(() => t?.close());

type Repriced = { insuranceChange: number; repricedAddOns: { type: string; price: number }[] };

/** The body the flow sends: the booking as it is, its travel amount raised by the chosen transfer's price. */
async function body(extra: number) {
  const res = await traveler.request<TravelerBooking[]>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/bookings`);
  const b = res.body.data?.[0] as TravelerBooking;
  return {
    travelAmount: b.travelAmount + extra,
    additionalParticipants: b.additionalParticipants.map((p) => ({ _id: p._id })),
    addOns: b.addOns,
    status: b.status,
  };
}

describe('insurance repricing (OAP-011)', () => {
  it('[OAP-011] the traveler create call answers insuranceChange and repricedAddOns; a dearer booking costs more', async () => {
    const base = await traveler.request<Repriced>('POST', `/api/me/bookings/${BOOKING}/reprice-quotes`, await body(0));
    const withTransfer = await traveler.request<Repriced>(
      'POST',
      `/api/me/bookings/${BOOKING}/reprice-quotes`,
      await body(TRANSFER_PRICE),
    );
    expect(base.status).toBe(200);
    expect(withTransfer.status).toBe(200);
    expect(withTransfer.body.success).toBe(true);
    expect(withTransfer.body.data?.repricedAddOns.map((a) => a.type)).toEqual(['insurance-plan']);
    // The premium grows with the insured amount: the transfer's price is insured too.
    expect(withTransfer.body.data?.insuranceChange).toBeGreaterThan(base.body.data?.insuranceChange ?? 0);
  });

  it('[OAP-011] the admin create call reprices any booking; a traveler may not use it', async () => {
    const res = await admin.request<Repriced>('POST', `/api/admin/bookings/${BOOKING}/reprice-quotes`, await body(0));
    expect(res.status).toBe(200);
    expect(res.body.data?.repricedAddOns).toHaveLength(1);
    const refused = await traveler.request('POST', `/api/admin/bookings/${BOOKING}/reprice-quotes`, await body(0));
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });

  it('[OAP-011] a body without travelAmount is refused before the provider is asked', async () => {
    const { travelAmount: _, ...rest } = await body(0);
    const res = await traveler.request('POST', `/api/me/bookings/${BOOKING}/reprice-quotes`, rest);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("[OAP-011] a provider failure returns success false with 'We encountered an issue while connecting to our insurance provider.'", async () => {
    t.insurance.mode = 'down';
    try {
      for (const [client, path] of [
        [traveler, `/api/me/bookings/${BOOKING}/reprice-quotes`],
        [admin, `/api/admin/bookings/${BOOKING}/reprice-quotes`],
      ] as const) {
        const res = await client.request('POST', path, await body(TRANSFER_PRICE));
        expect(res.body).toMatchObject({ success: false, error: INSURANCE_MESSAGES.repriceFailed });
        expect(res.body).not.toHaveProperty('data');
      }
    } finally {
      t.insurance.mode = 'up';
    }
  });
});

// Insurance repricing as the transfer flow and the ride cancel call it (OAP-011): the traveler's and the admin's
// create call, typed on both sides, through the insurance port; the sandbox's outage answers success false. Booking
// transfers reprices the held insurance in the same request and the card pays the adjustment (GTF-042, GTF-093).
import { INSURANCE_MESSAGES, type TravelerBooking, insuranceAdjustment } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, insurancePolicies } from '../../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../../testing/test-app.js';
import type { CreateTransfersView } from '../../../views/transfer-booking.view.js';
import type { TransferContextView } from '../../../views/transfer.view.js';

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

  it('[INS-015] [MKT-040] the adjustment is proportional to the change: a $35.00 pickup moves the premium by 6% of it', async () => {
    const unchanged = await traveler.request<Repriced>(
      'POST',
      `/api/me/bookings/${BOOKING}/reprice-quotes`,
      await body(0),
    );
    expect(unchanged.body.data?.insuranceChange).toBe(0);
    const pickup = await traveler.request<Repriced>(
      'POST',
      `/api/me/bookings/${BOOKING}/reprice-quotes`,
      await body(3_500),
    );
    const rule = insuranceAdjustment({ insuredBefore: 0, insuredAfter: 3_500 }).adjustment;
    expect(rule).toBe(210);
    expect(pickup.body.data?.insuranceChange).toBe(rule);
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

describe('booking transfers reprices the insurance (GTF-042, OAP-011)', () => {
  /** The booking's held insurance add-on as stored. */
  const insurance = async () =>
    (
      await t.database.db
        .select()
        .from(addOns)
        .where(and(eq(addOns.bookingId, BOOKING), eq(addOns.type, 'insurance-plan'), eq(addOns.deleted, false)))
    )[0];
  /** Books the cheapest arrival vehicle for `flightNumber` (the sandbox's Cusco airport to the Monasterio). */
  async function book(flightNumber: string) {
    const ctx = await traveler.request<TransferContextView>(
      'GET',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/ground-transfer`,
    );
    const leg = {
      stage: 'arrival' as const,
      originPlaceId: 'sbx-cuz',
      destinationPlaceId: 'sbx-cusco-monasterio',
      pickupDateTime: `${ctx.body.data?.trip.startDate}T14:30:00`,
      passengers: 2,
      carryOnLuggage: 1,
      checkedLuggage: 1,
      flightNumber,
    };
    const quotes = await traveler.request<{ quotes: { externalId: string }[] }>(
      'POST',
      '/api/me/ground-transfers/quotes',
      { tripId: DEMO_TRIP_IDS.live, ...leg },
    );
    const contact = { firstName: 'Tess', lastName: 'Traveler', email: 'traveler@caravan.test', phone: '+1 555 0100' };
    const body = {
      bookingId: BOOKING,
      legs: [{ ...leg, quoteExternalId: quotes.body.data?.quotes[0]?.externalId ?? '' }],
      contact: { ...contact, termsAndConditions: true },
      cardToken: 'tok_visa',
    };
    return traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, idem());
  }

  it('[OAP-011] [GTF-042] [GTF-093] [INS-015] the premium is repriced on the insured amount with the transfer, stored, and paid with it', async () => {
    const before = await insurance();
    const charges = t.payments.charges.length;
    const res = await book('LA-INS1');
    expect(res.status).toBe(201);
    const data = res.body.data as CreateTransfersView;
    const price = data.transfers[0]?.price ?? 0;
    // The insurer's premium grows with what it covers: the transfer's price is insured too.
    expect(data.insuranceAdjustment).toBeGreaterThan(0);
    const after = await insurance();
    expect(after?.price).toBe((before?.price ?? before?.unitPriceWithFee ?? 0) + data.insuranceAdjustment);
    const [policy] = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.addOnId, after?.id ?? ''));
    expect(policy?.premium).toBe(after?.price);
    // One charge: the transfer plus the adjustment (the spec's total, GTF-093).
    expect(t.payments.charges.length).toBe(charges + 1);
    expect(t.payments.charges.at(-1)?.amountMinor).toBe(price + data.insuranceAdjustment);
    expect(data.payment?.amount).toBe(price + data.insuranceAdjustment);
  });

  it('[OAP-011] [INS-017] when the insurer is down the transfer is booked, the insurance kept and only the transfer paid', async () => {
    const before = await insurance();
    t.insurance.mode = 'down';
    try {
      const res = await book('LA-INS2');
      expect(res.status).toBe(201);
      const data = res.body.data as CreateTransfersView;
      expect(data.insuranceAdjustment).toBe(0);
      expect(data.payment?.amount).toBe(data.transfers[0]?.price);
      expect((await insurance())?.price).toBe(before?.price);
    } finally {
      t.insurance.mode = 'up';
    }
  });
});

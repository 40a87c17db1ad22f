// The host calls at the spec's own paths (decision 022): the trip preview frame (HAP-070), the host terms (HAP-066)
// and their acceptance (HAP-047), the earnings report (HAP-067), and confirming or cancelling bookings by order ids
// (HAP-049).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { HOST_BOOKINGS_PENDING_GUESTS } from '../../../db/seed/host-bookings.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { HostBookingOrderView, HostBookingsView } from '../../../views/host-bookings.view.js';

let t: TestApp;
let host: TestClient;
let stranger: TestClient;
const db = () => t.database.db;
const raw = (client: TestClient, path: string) =>
  t.app.request(path, { headers: { cookie: client.cookie ?? '', origin: 'http://localhost' } });

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  host = await t.signedIn('host@caravan.test');
  stranger = await t.signedIn('host2@caravan.test');
});
afterAll(() => t?.close());

describe('host calls at the spec’s paths', () => {
  it('[HAP-070] GET /api/me/pages/trip with tripId, operatorId and tripPreview=false is the trip preview page', async () => {
    const [trip] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    const query = `tripId=${trip?.id}&operatorId=${trip?.operatorId}&tripPreview=false`;
    const page = await raw(host, `/api/me/pages/trip?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(trip?.name ?? '?');
    expect((await raw(stranger, `/api/me/pages/trip?${query}`)).status).toBe(404);
    const otherOperator = `tripId=${trip?.id}&operatorId=${trip?.hostId}&tripPreview=false`;
    expect((await raw(host, `/api/me/pages/trip?${otherOperator}`)).status).toBe(404);
    expect((await raw(host, '/api/me/pages/trip?tripId=nope')).status).toBe(400);
  });

  it('[HAP-066] GET api/me/trips/{id}/host-terms returns the host terms', async () => {
    const res = await host.request<{ tripId: string; hostTerms: unknown; prices: Record<string, number | null> }>(
      'GET',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/host-terms`,
    );
    expect(res.status).toBe(200);
    const [trip] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(res.body.data).toMatchObject({
      tripId: DEMO_TRIP_IDS.live,
      hostTerms: { minimumSpots: trip?.hostTerms?.minimumSpots, maximumSpots: trip?.hostTerms?.maximumSpots },
      prices: { initial: trip?.priceInitial, serviceFee: trip?.serviceFee, transactionFee: trip?.transactionFee },
      flightStipend: 150000,
    });
    expect((await stranger.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/host-terms`)).status).toBe(404);
  });

  it('[HAP-067] GET api/me/trips/{id}/earnings-report returns the approved report as a PDF; not before approval', async () => {
    const pdf = await raw(host, `/api/me/trips/${DEMO_TRIP_IDS.complete}/earnings-report`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await raw(host, `/api/me/trips/${DEMO_TRIP_IDS.hostApproved}/earnings-report`)).status).toBe(409);
    expect((await raw(stranger, `/api/me/trips/${DEMO_TRIP_IDS.complete}/earnings-report`)).status).toBe(404);
  });

  it('[HAP-049] confirmBookings and cancelBookings take {orderIds} and answer success or the error', async () => {
    const trip = DEMO_TRIP_IDS.earlyConfirmed;
    const emails = HOST_BOOKINGS_PENDING_GUESTS.map((g) => g.email);
    const travelers = (
      await host.request<{ items: HostBookingOrderView[] }>(
        'GET',
        `/api/me/host/trips/${trip}/bookings/travelers?limit=200`,
      )
    ).body.data?.items;
    const orderOf = (email: string | undefined) => {
      const order = travelers?.find((o) => o.traveler.email === email);
      return order ? { orderId: order.orderId, bookingId: order.bookingId } : undefined;
    };
    const [mila, noah] = [orderOf(emails[0]), orderOf(emails[1])];
    if (!mila || !noah) throw new Error('seeded pending guests missing');
    const statusOf = async (id: string) =>
      (await db().select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

    const base = `/api/me/trip-details/${trip}`;
    expect((await stranger.request('POST', `${base}/confirmBookings`, { orderIds: [mila.orderId] })).status).toBe(404);
    const unknown = await host.request('POST', `${base}/confirmBookings`, { orderIds: ['ORD-NOT-HERE'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    expect((await host.request('POST', `${base}/confirmBookings`, { orderIds: [] })).status).toBe(400);

    const confirmed = await host.request<HostBookingsView>('POST', `${base}/confirmBookings`, {
      orderIds: [mila.orderId],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.success).toBe(true);
    expect(await statusOf(mila.bookingId)).toBe('confirmed');

    const cancelled = await host.request('POST', `${base}/cancelBookings`, { orderIds: [noah.orderId] });
    expect(cancelled.status).toBe(200);
    expect(await statusOf(noah.bookingId)).not.toBe('pending');
    // A confirmed order cannot be confirmed again: the booking rules' error, not a success.
    const again = await host.request('POST', `${base}/confirmBookings`, { orderIds: [mila.orderId] });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
  });

  it('[HAP-047] accept-terms takes the agreement payload terms; accept-traveler-terms and minor-disclaimer record the traveler’s', async () => {
    const id = DEMO_TRIP_IDS.pricingApproved;
    const path = `/api/me/trips/${id}/accept-terms`;
    // host@ does not lead this trip: 404, and nothing changes.
    expect((await host.request('POST', path, { terms: true })).status).toBe(404);
    expect((await stranger.request('POST', path, { terms: false })).status).toBe(400);
    const accepted = await stranger.request<{ trip: { status: string; termsAcceptedAt: string | null } }>(
      'POST',
      path,
      { terms: true },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.trip.status).toBe('host-approved');
    expect(accepted.body.data?.trip.termsAcceptedAt).not.toBeNull();

    const traveler = await t.signedIn('traveler@caravan.test');
    for (const call of ['accept-traveler-terms', 'minor-disclaimer']) {
      const res = await traveler.request('POST', `/api/me/trips/${DEMO_TRIP_IDS.live}/${call}`);
      expect(res.status, call).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

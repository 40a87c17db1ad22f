// The Bookings tab's chart and earnings card on a real database (HBK-002, HBK-005, HBK-008, HBK-009): the spots
// booked to date per day, the earnings from the confirmed spots, and the approved report's PDF.
import { hostTripEarnings } from '@caravan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import type { HostEarningsSummaryView, HostEarningsView } from '../../../views/host-earnings.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const earnings = (id: string) => `/api/me/host/trips/${id}/earnings`;

describe("the Bookings tab's earnings", () => {
  it('[HBK-002] [HBK-005] [HBK-008] charts the spots booked to date (MM/DD) and earns from the confirmed spots', async () => {
    const id = DEMO_TRIP_IDS.live;
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request<HostEarningsView>('GET', earnings(id));
    expect(res.status).toBe(200);
    const data = res.body.data;
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tripId, id), inArray(bookings.status, ['pending', 'confirmed'])));
    const spots = held.filter((b) => !b.cancelledByHost).reduce((n, b) => n + b.totalSpotsBooked, 0);
    expect(spots).toBeGreaterThan(0);
    expect(data?.chartData.labels.every((l) => /^\d{2}\/\d{2}$/.test(l))).toBe(true);
    expect(data?.chartData.series.at(-1)).toBe(spots);
    const series = data?.chartData.series ?? [];
    expect(series.every((n, i) => i === 0 || n >= (series[i - 1] ?? 0))).toBe(true);
    const confirmed = held.filter((b) => b.status === 'confirmed').reduce((n, b) => n + b.totalSpotsBooked, 0);
    expect(data?.confirmedSpots).toBe(confirmed);
    expect(data?.earningsReportApprovedAt).toBeNull();
    expect(data?.reportPath).toBeNull();
    // The earnings are the domain's one trip rule for the confirmed spots at the saved prices (MKT-042).
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, id));
    if (!trip) throw new Error('the live trip is seeded');
    expect({ earnings: data?.earnings, potentialEarnings: data?.potentialEarnings }).toEqual(
      hostTripEarnings(trip, confirmed),
    );
  });

  it('[MKT-042] every seeded priced trip earns its host money: to date, at a full trip, and at every table row', async () => {
    const host = await t.signedIn('host@caravan.test');
    const host2 = await t.signedIn('host2@caravan.test');
    const priced = (await t.database.db.select().from(trips)).filter((x) => x.priceInitial !== null);
    expect(priced.length).toBeGreaterThan(5);
    for (const trip of priced) {
      const who = trip.hostId === DEMO_USER_IDS.host ? host : host2;
      const card = (await who.request<HostEarningsView>('GET', earnings(trip.id))).body.data;
      expect(card?.potentialEarnings, trip.name).toBeGreaterThan(0);
      if ((card?.confirmedSpots ?? 0) > 0) expect(card?.earnings, trip.name).toBeGreaterThan(0);
      expect(trip.priceInitial ?? 0, `${trip.name}: early bird at or below regular`).toBeLessThanOrEqual(
        trip.priceRemaining ?? 0,
      );
      const pricing = (
        await who.request<{
          quote: { rows: { totalEarnings: number; priceWithFixedCost: number }[]; minimumEarnings: number | null };
          initialPrice: number;
          flightStipend: number;
        }>('GET', `/api/me/host/trips/${trip.id}/pricing`)
      ).body.data;
      expect(pricing?.quote.rows.length, trip.name).toBeGreaterThan(0);
      for (const row of pricing?.quote.rows ?? []) {
        expect(row.totalEarnings, trip.name).toBeGreaterThan(0);
        // The cost per traveler the host sees sits below the price the traveler pays.
        expect(row.priceWithFixedCost, trip.name).toBeLessThan((pricing?.initialPrice ?? 0) * 100);
      }
      // The saved advance is within the minimum earnings, so the untouched field shows no error (HPR-020).
      expect(pricing?.flightStipend ?? 0, trip.name).toBeLessThanOrEqual(pricing?.quote.minimumEarnings ?? 0);
    }
  });

  it('[HBK-009] once the report is approved it downloads as a PDF; before, it is refused (409); others get 404', async () => {
    const host = await t.signedIn('host@caravan.test');
    const done = await host.request<HostEarningsView>('GET', earnings(DEMO_TRIP_IDS.complete));
    expect(done.body.data?.earningsReportApprovedAt).not.toBeNull();
    const path = done.body.data?.reportPath ?? '';
    expect(path).toBe(`/api/me/host/trips/${DEMO_TRIP_IDS.complete}/earnings-report`);
    const pdf = await t.app.request(path, { headers: { cookie: host.cookie ?? '', origin: 'http://localhost' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('earnings report.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const early = await host.request('GET', `/api/me/host/trips/${DEMO_TRIP_IDS.hostApproved}/earnings-report`);
    expect(early.status).toBe(409);
    const stranger = await t.signedIn('host2@caravan.test');
    expect((await stranger.request('GET', earnings(DEMO_TRIP_IDS.live))).status).toBe(404);
    expect((await stranger.request('GET', path)).status).toBe(404);
  });
});

describe('GET /api/me/host/{id}/earnings', () => {
  it("[HAP-022] returns the host's earnings on each of their trips, as each trip's card reads them, a page at a time", async () => {
    const host = await t.signedIn('host@caravan.test');
    const path = `/api/me/host/${DEMO_USER_IDS.host}/earnings`;
    const res = await host.request<HostEarningsSummaryView>('GET', path);
    expect(res.status).toBe(200);
    const summary = res.body.data as HostEarningsSummaryView;
    expect(summary.hostId).toBe(DEMO_USER_IDS.host);
    const mine = await t.database.db.select({ id: trips.id }).from(trips).where(eq(trips.hostId, DEMO_USER_IDS.host));
    expect(summary.items.map((x) => x.tripId).sort()).toEqual(mine.map((r) => r.id).sort());
    expect(summary.nextCursor).toBeNull();
    const live = summary.items.find((x) => x.tripId === DEMO_TRIP_IDS.live);
    const card = (await host.request<HostEarningsView>('GET', `/api/me/host/trips/${DEMO_TRIP_IDS.live}/earnings`)).body
      .data;
    expect(live).toMatchObject({
      earnings: card?.earnings,
      potentialEarnings: card?.potentialEarnings,
      confirmedSpots: card?.confirmedSpots,
      flightStipend: 150000,
    });

    const cohost = await t.signedIn('cohost@caravan.test');
    expect((await cohost.request<HostEarningsSummaryView>('GET', path)).body.data?.items).toHaveLength(mine.length);
    // (issue 18) Pages of one read the same cards, each once, newest start first.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=1&cursor=${cursor}` : '?limit=1';
      const page = (await host.request<HostEarningsSummaryView>('GET', `${path}${query}`)).body
        .data as HostEarningsSummaryView;
      paged.push(...page.items.map((x) => x.tripId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(summary.items.map((x) => x.tripId));
    const starts = summary.items.map((x) => x.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const stranger = await t.signedIn('host2@caravan.test');
    expect((await stranger.request('GET', path)).status).toBe(404);
    expect((await host.request('GET', '/api/me/host/not-an-id/earnings')).status).toBe(400);
  });
});

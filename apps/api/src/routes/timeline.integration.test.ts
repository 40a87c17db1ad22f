// Timelines for hosts and travelers on their own objects (MKT-024), against a real database: every move in order, read
// a page at a time (issue 18), who made it by their part (never another user's email), the reasons meant for them, and
// 404 for anyone else's.
import { HOST_TRIP_CANCELLATION_MESSAGES, type MyTripDetails } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog } from '../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { TimelineEntry } from '../views/timeline.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TimelinePage = { items: TimelineEntry[]; nextCursor: string | null };

/** Every page of a timeline, `limit` moves at a time (issue 18), as one list; the status of the first read. */
const timeline = async (email: string, path: string, limit = 1) => {
  const client = await t.signedIn(email);
  const entries: TimelineEntry[] = [];
  let cursor: string | null = null;
  let status = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await client.request<TimelinePage>('GET', `${path}?${query}`);
    status ||= res.status;
    if (res.status !== 200) break;
    expect(res.body.data?.items.length).toBeLessThanOrEqual(limit);
    entries.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
  } while (cursor);
  return { status, entries };
};

describe('lifecycle timelines for their owners', () => {
  it("[MKT-024] the host reads their trip's moves: an admin's is Caravan's, in order, with no one's email", async () => {
    const id = DEMO_TRIP_IDS.partnerApproved;
    const path = `/api/me/trips/${id}/timeline`;
    const before = await timeline('host@caravan.test', path);
    expect(before.status).toBe(200);
    const admin = await t.signedIn('admin@caravan.test');
    expect((await admin.request('POST', `/api/admin/trips/${id}/events`, { type: 'trip.approvePricing' })).status).toBe(
      200,
    );
    const after = await timeline('host@caravan.test', path);
    expect(after.entries).toHaveLength(before.entries.length + 1);
    expect(after.entries.at(-1)).toMatchObject({
      event: 'trip.approvePricing',
      from: 'partner-approved',
      to: 'pricing-approved',
      by: 'Caravan',
      reason: null,
    });
    const times = after.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    expect(JSON.stringify(after.entries)).not.toContain('@');
    // The co-host who works on the host's trips reads it too.
    expect((await timeline('cohost@caravan.test', path)).entries).toEqual(after.entries);
  });

  it('[MKT-024] [TRP-007] a trip cancelled with a reason: the host reads its message; the admin reads the reason and who', async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const admin = await t.signedIn('admin@caravan.test');
    const reason = 'provider-cancelled-force-majeure';
    expect((await admin.request('POST', `/api/admin/trips/${id}/events`, { type: 'trip.cancel', reason })).status).toBe(
      200,
    );
    const host = await timeline('host@caravan.test', `/api/me/trips/${id}/timeline`);
    expect(host.entries.at(-1)).toMatchObject({
      event: 'trip.cancel',
      to: 'cancelled',
      by: 'Caravan',
      reason: HOST_TRIP_CANCELLATION_MESSAGES.provider,
    });
    const adminTimeline = await admin.request<{ items: TimelineEntry[] }>(
      'GET',
      `/api/admin/trips/${id}/timeline?limit=200`,
    );
    expect(adminTimeline.body.data?.items.at(-1)).toMatchObject({ by: 'admin@caravan.test', reason });
  });

  it("[MKT-024] the traveler reads their own cancellation as theirs, with their words; an admin's internal code never", async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const tripId = DEMO_TRIP_IDS.earlyConfirmed;
    const details = (await traveler.request<MyTripDetails>('GET', `/api/me/trips/${tripId}`)).body
      .data as MyTripDetails;
    const method = details.refundMethods[0];
    const id = DEMO_BOOKING_IDS.travelerPending;
    const cancelled = await traveler.request('POST', `/api/me/bookings/${id}/cancel`, {
      reason: 'Change of plans',
      ...(method
        ? {
            refundMethodDescription: method.description,
            refundAmount: method.refundAmount.refund,
            tripCreditAmount: method.refundAmount.tripCredit,
          }
        : {}),
    });
    expect(cancelled.status).toBe(200);
    const mine = await timeline('traveler@caravan.test', `/api/me/bookings/${id}/timeline`);
    expect(mine.entries.at(-1)).toMatchObject({ by: 'You', reason: 'Change of plans' });

    const admin = await t.signedIn('admin@caravan.test');
    const other = DEMO_BOOKING_IDS.traveler2Awaiting;
    expect((await admin.request('POST', `/api/admin/bookings/${other}/cancel`, { reasonCode: '17' })).status).toBe(200);
    const theirs = await timeline('traveler2@caravan.test', `/api/me/bookings/${other}/timeline`);
    expect(theirs.entries.at(-1)).toMatchObject({
      event: 'booking.cancel',
      to: 'cancelled',
      by: 'Caravan',
      reason: null,
    });
  });

  it('[MKT-024] (issue 18) a long timeline is read a page at a time: every move once, in order, ties by the log id', async () => {
    const id = DEMO_TRIP_IDS.live;
    const path = `/api/me/trips/${id}/timeline`;
    // Five moves written in one statement share one instant (to the microsecond): only the id orders them.
    await t.database.db.insert(transitionsLog).values(
      [1, 2, 3, 4, 5].map((n) => ({
        resource: 'trip',
        resourceId: id,
        event: `trip.test${n}`,
        fromState: 'live',
        toState: 'live',
      })),
    );
    const whole = await timeline('host@caravan.test', path, 200);
    const paged = await timeline('host@caravan.test', path, 2);
    expect(paged.entries).toEqual(whole.entries);
    expect(whole.entries.filter((e) => e.event.startsWith('trip.test')).map((e) => e.event)).toEqual([
      'trip.test1',
      'trip.test2',
      'trip.test3',
      'trip.test4',
      'trip.test5',
    ]);
    const ids = whole.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("[MKT-024] anyone else's object is 404: another host, a traveler on the trip, another traveler, an unknown id", async () => {
    const trip = `/api/me/trips/${DEMO_TRIP_IDS.live}/timeline`;
    expect((await timeline('host@caravan.test', trip)).status).toBe(200);
    expect((await timeline('host2@caravan.test', trip)).status).toBe(404);
    expect((await timeline('traveler@caravan.test', trip)).status).toBe(404);
    const booking = `/api/me/bookings/${DEMO_BOOKING_IDS.travelerLive}/timeline`;
    expect((await timeline('traveler@caravan.test', booking)).status).toBe(200);
    expect((await timeline('traveler2@caravan.test', booking)).status).toBe(404);
    expect((await timeline('traveler@caravan.test', '/api/me/bookings/not-a-uuid/timeline')).status).toBe(404);
    expect(
      (await timeline('host@caravan.test', '/api/me/trips/00000000-0000-4000-8000-000000000000/timeline')).status,
    ).toBe(404);
  });
});

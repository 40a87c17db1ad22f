// The public trip page end to end: the JSON view (MKT-002, MKT-004), bookability reasons (MKT-003), visits with their
// channel (MKT-001), and the server-rendered HTML with its share tags and a real 404 (MKT-001).
import { TRIP_NOT_BOOKABLE_MESSAGES } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPageVisits, trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';
import type { PublicTripView } from '../../views/public-trip.view.js';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const read = (slug: string) => t.anonymous().request<PublicTripView>('GET', `/api/public/trips/${slug}`);
const page = async (path: string) => {
  const res = await t.app.request(path, { headers: { origin: 'http://localhost' } });
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};

describe('GET /api/public/trips/{slug}', () => {
  it('[MKT-001] a live trip is readable without an account at its page path (and by id)', async () => {
    const res = await read('crv-1005');
    expect(res.status).toBe(200);
    expect(res.body.data?.id).toBe(DEMO_TRIP_IDS.live);
    expect(res.body.data?.path).toBe('/trips/crv-1005');
    expect((await read(DEMO_TRIP_IDS.live)).body.data?.path).toBe('/trips/crv-1005');
  });

  it('[MKT-002] shows name, destination, dates, days, host name and photo, hero, package price, deposit, included, spots', async () => {
    const trip = (await read('crv-1005')).body.data as PublicTripView;
    expect(trip).toMatchObject({
      name: 'Machu Picchu with Hana',
      destination: 'Cusco',
      country: 'Peru',
      startDate: '2027-05-10',
      endDate: '2027-05-17',
      heroImageUrl: '/demo/trips/crv-1005.jpg',
      host: { displayName: 'Hana Host', photoUrl: '/demo/hosts/hana.jpg' },
      currency: 'USD',
      depositPerTraveler: 50_000,
      bookability: { kind: 'open', reason: null, message: null },
    });
    expect(trip.packages).toEqual([expect.objectContaining({ level: 'standard', pricePerTraveler: 465_000 })]);
    expect(trip.packages[0]?.included.length).toBeGreaterThan(0);
    expect(trip.days).toHaveLength(8);
    expect(trip.days[0]?.items.length).toBeGreaterThan(0);
    const [row] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    expect(trip.spotsRemaining).toBe((row?.maximumSpots ?? 0) - (row?.spotsTaken ?? 0));
  });

  it('[MKT-004] carries only public fields: no earnings, costs, operator, travelers or internal notes', async () => {
    const res = await read('crv-1005');
    const text = JSON.stringify(res.body.data);
    for (const leak of [
      'priceRemaining',
      'serviceFee',
      'transactionFee',
      'flightStipend',
      'hostTerms',
      'costThresholds',
      'operatorId',
      'internalCancellationReason',
      'hostId',
      'companions',
      'traveler@caravan.test',
      'dietaryRestriction',
      'additionalRequests',
    ])
      expect(text).not.toContain(leak);
    expect(Object.keys(res.body.data ?? {}).sort()).toEqual(
      [
        'id',
        'path',
        'name',
        'summary',
        'destination',
        'country',
        'startDate',
        'endDate',
        'heroImageUrl',
        'photos',
        'host',
        'days',
        'packages',
        'currency',
        'depositPerTraveler',
        'singleSupplement',
        'spotsRemaining',
        'maximumSpots',
        'bookingsCloseOn',
        // The trip's place's zone (decision 038): public as its destination is, the booking form's "today".
        'timeZone',
        'bookingAutoConfirmation',
        'bookability',
        'launchDate',
        'notIncluded',
        'paymentSchedule',
        'cancellationPolicy',
        'terms',
        'faq',
      ].sort(),
    );
  });

  it('[MKT-003] says why a trip cannot be booked: sold out offers the waitlist; cancelled, complete, not launched say so', async () => {
    const confirmed = (await read('crv-1008')).body.data;
    expect(confirmed?.bookability).toEqual({
      kind: 'closed',
      reason: 'closed',
      message: TRIP_NOT_BOOKABLE_MESSAGES.closed,
    });
    const cancelled = (await read(DEMO_TRIP_IDS.cancelled)).body.data;
    expect(cancelled?.bookability.message).toBe(TRIP_NOT_BOOKABLE_MESSAGES.cancelled);
    const complete = (await read(DEMO_TRIP_IDS.complete)).body.data;
    expect(complete?.bookability.message).toBe(TRIP_NOT_BOOKABLE_MESSAGES.complete);
    const scheduled = (await read(DEMO_TRIP_IDS.hostApproved)).body.data;
    expect(scheduled?.bookability).toMatchObject({ kind: 'closed', reason: 'notLaunched' });

    const [row] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
    await db()
      .update(trips)
      .set({ spotsTaken: row?.maximumSpots ?? 12 })
      .where(eq(trips.id, DEMO_TRIP_IDS.live));
    try {
      const full = (await read('crv-1005')).body.data;
      expect(full?.bookability).toEqual({
        kind: 'waitlist',
        reason: 'soldOut',
        message: TRIP_NOT_BOOKABLE_MESSAGES.soldOut,
      });
      expect(full?.spotsRemaining).toBe(0);
    } finally {
      await db()
        .update(trips)
        .set({ spotsTaken: row?.spotsTaken ?? 0 })
        .where(eq(trips.id, DEMO_TRIP_IDS.live));
    }
  });

  it('[MKT-001] an unknown or unpublished trip is a 404', async () => {
    expect((await read('no-such-trip')).status).toBe(404);
    expect((await read(DEMO_TRIP_IDS.created)).status).toBe(404);
    expect((await read('crv-1001')).status).toBe(404);
  });
});

describe('POST /api/public/trips/{slug}/visits', () => {
  it('[MKT-001] records each visit with its channel for the host: utm_source, then the referrer, else direct', async () => {
    const visit = (body: object) =>
      t.anonymous().request<{ channel: string }>('POST', '/api/public/trips/crv-1005/visits', body);
    expect((await visit({ utmSource: 'instagram', referrer: 'https://www.google.com/' })).body.data?.channel).toBe(
      'instagram',
    );
    expect((await visit({ referrer: 'https://www.facebook.com/some/post?id=42' })).body.data?.channel).toBe('facebook');
    expect((await visit({ utmSource: 'spring', utmMedium: 'email', utmCampaign: 'launch' })).body.data?.channel).toBe(
      'email',
    );
    expect((await visit({})).body.data?.channel).toBe('direct');
    const rows = await db()
      .select()
      .from(tripPageVisits)
      .where(eq(tripPageVisits.tripId, DEMO_TRIP_IDS.live))
      .orderBy(tripPageVisits.id);
    expect(rows.map((r) => r.channel)).toEqual(['instagram', 'facebook', 'email', 'direct']);
    // Only the referrer's host is kept: its path and query may carry personal data.
    expect(rows[1]?.referrerHost).toBe('www.facebook.com');
    expect(JSON.stringify(rows)).not.toContain('id=42');
    expect(rows[2]?.utmCampaign).toBe('launch');
    expect((await t.anonymous().request('POST', '/api/public/trips/crv-1001/visits', {})).status).toBe(404);
  });
});

describe('GET /trips/{slug} (server-rendered HTML)', () => {
  it('[MKT-001] sends the title, description, canonical URL, Open Graph and Twitter tags and real content without script', async () => {
    const { status, type, html } = await page('/trips/crv-1005');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<title>Machu Picchu with Hana · Caravan</title>');
    expect(html).toMatch(/<meta name="description" content="Machu Picchu with Hana: 8 days in Cusco\." \/>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/trips/crv-1005" />');
    expect(html).toContain('<meta property="og:title" content="Machu Picchu with Hana" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost:5000/trips/crv-1005" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost:5000/demo/trips/crv-1005.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image" content="http://localhost:5000/demo/trips/crv-1005.jpg" />');
    expect(html).toContain('<h1>Machu Picchu with Hana</h1>');
    expect(html).toContain('Hosted by Hana Host');
    expect(html).toContain('$4,650.00 per traveler');
    expect(html).not.toContain('<script');
  });

  it('[MKT-001] escapes what hosts type: a trip name with markup stays text in tags and content', async () => {
    const hostile = 'Fjords "<script>alert(1)</script>" & more';
    await db()
      .update(trips)
      .set({ name: hostile, tripSummary: `x" onload="alert(2)` })
      .where(eq(trips.id, DEMO_TRIP_IDS.live));
    try {
      const { html } = await page('/trips/crv-1005');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('" onload="');
      expect(html).toContain(
        '<meta property="og:title" content="Fjords &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; more" />',
      );
      expect(html).toContain('<h1>Fjords &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; more</h1>');
    } finally {
      await db()
        .update(trips)
        .set({ name: 'Machu Picchu with Hana', tripSummary: 'Machu Picchu with Hana: 8 days in Cusco.' })
        .where(eq(trips.id, DEMO_TRIP_IDS.live));
    }
  });

  it('[MKT-003] a trip that cannot be booked says why in the HTML', async () => {
    const { status, html } = await page(`/trips/crv-1011`);
    expect(status).toBe(200);
    expect(html).toContain(TRIP_NOT_BOOKABLE_MESSAGES.cancelled);
  });

  it('[MKT-001] an unknown or unpublished trip gets a real 404 page', async () => {
    for (const path of ['/trips/no-such-trip', '/trips/crv-1001']) {
      const { status, type, html } = await page(path);
      expect(status).toBe(404);
      expect(type).toContain('text/html');
      expect(html).toContain('Trip not found');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('og:title');
    }
  });
});

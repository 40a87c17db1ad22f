// MKT-044 on a real app started with a PUBLIC_URL: a booking e-mail's links and the server-rendered documents' links
// (the trip page and the host's profile: canonical, Open Graph, Twitter) all start from it, whatever Host is asked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../testing/test-app.js';

const PUBLIC = 'https://trips.example.org';
/** The Host a request names: an attacker's, or a proxy's inner address; never where links point. */
const ASKED_HOST = 'internal.caravan.local:8123';

/** Every absolute http(s) address in a text or an HTML document. */
const absoluteLinks = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);

/** A document's link-bearing tags: canonical, og:url, og:image, twitter:image. */
const documentLinks = (html: string) =>
  [
    ...html.matchAll(
      /<(?:link rel="canonical" href|meta (?:property|name)="(?:og:url|og:image|twitter:image)" content)="([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? '');

describe('[MKT-044] PUBLIC_URL builds every link in e-mails and documents', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC, liftRateLimits: true });
    admin = await t.signedIn('admin@caravan.test');
    // Room for one more booking on the live trip (the seed fills it nearly).
    await t.database.db.update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, DEMO_TRIP_IDS.live));
  });
  afterAll(() => t?.close());

  it('[MKT-044] a booking e-mail links to the trip at PUBLIC_URL, whatever Host the booking request named', async () => {
    const email = 'mkt044.links@example.com';
    const res = await t.anonymous().request(
      'POST',
      `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`,
      {
        package: 'standard',
        travelers: [{ firstName: 'Lina', lastName: 'Links', email, room: 'shared' }],
        account: { password: 'links-from-config-1' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      },
      { ...idem(), host: ASKED_HOST },
    );
    expect(res.status).toBe(201);
    const outbox = await admin.request<{ items: { to: string; text: string }[] }>('GET', '/api/admin/outbox?limit=50');
    const text = outbox.body.data?.items.find((m) => m.to === email)?.text ?? '';
    expect(text).toMatch(new RegExp(`See your trip: ${PUBLIC.replace(/\./g, '\\.')}/app/traveler/trips/\\S+`));
    const links = absoluteLinks(text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC}/`), link).toBe(true);
    expect(text).not.toContain(ASKED_HOST);
    expect(text).not.toContain('localhost');
  });

  it.each([
    ['the trip page', '/trips/crv-1005'],
    ['the host profile', '/hosts/hana-host'],
  ])(
    '[MKT-044] %s (a server-rendered document) links from PUBLIC_URL, whatever Host it was asked at',
    async (_, path) => {
      const res = await t.app.request(path, { headers: { host: ASKED_HOST } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const links = documentLinks(html);
      expect(links).toContain(`${PUBLIC}${path}`);
      for (const link of links) expect(link.startsWith(`${PUBLIC}/`), link).toBe(true);
      expect(html).not.toContain(ASKED_HOST);
    },
  );
});

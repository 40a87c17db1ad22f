// The authorization matrix: every generic route as every demo role and a second user of the same role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../services/test-world.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

let t: TestApp;
let w: World;
const clients: Record<string, TestClient> = {};
const ROLES = ['admin', 'host', 'host2', 'cohost', 'operator', 'operator2', 'traveler', 'traveler2', 'companion'];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  for (const r of ROLES) clients[r] = await t.signedIn(`${r}@caravan.test`);
});
afterAll(() => t.close());

type Kind = 'trip' | 'tripRequest' | 'itinerary' | 'booking' | 'link' | 'traveler';
const BASES: Record<Kind, string> = {
  trip: '/api/me/trips',
  tripRequest: '/api/me/trip-requests',
  itinerary: '/api/me/itineraries',
  booking: '/api/me/bookings',
  link: '/api/me/links',
  traveler: '/api/me/travelers',
};
const fixtureIds = (k: Kind): string[] =>
  Object.values(
    {
      trip: w.trip,
      tripRequest: w.tripRequest,
      itinerary: w.itinerary,
      booking: w.booking,
      link: w.link,
      traveler: w.traveler,
    }[k],
  );

/** Which fixtures each user may read on the me bases; null means the base refuses the role outright. */
function visible(role: string, k: Kind): string[] | null {
  const { t1, t2 } = w.trip;
  const { r1, r2 } = w.tripRequest;
  const { i1, i2 } = w.itinerary;
  const { b1, b2 } = w.booking;
  const { l1, l2 } = w.link;
  const { tr1, tr2, trc } = w.traveler;
  const m: Record<string, Partial<Record<Kind, string[]>>> = {
    host: { trip: [t1], tripRequest: [r1], itinerary: [i1, i2], booking: [b1], link: [l1], traveler: [tr1, trc] },
    cohost: { trip: [t1], tripRequest: [r1], itinerary: [i1, i2], booking: [b1], link: [l1], traveler: [tr1, trc] },
    host2: { trip: [t2], tripRequest: [r2], itinerary: [i1, i2], booking: [b2], link: [l2], traveler: [tr2] },
    operator: { trip: [t1], tripRequest: [r1], itinerary: [i1], booking: [b1], traveler: [tr1, trc] },
    operator2: { trip: [t2], tripRequest: [r2], itinerary: [i2], booking: [b2], traveler: [tr2] },
    traveler: { trip: [t1], itinerary: [i1], booking: [b1], traveler: [tr1] },
    companion: { trip: [t1], itinerary: [i1], booking: [b1], traveler: [trc] },
    traveler2: { trip: [t2], itinerary: [i2], booking: [b2], traveler: [tr2] },
    admin: {},
  };
  return m[role]?.[k] ?? null;
}

const client = (r: string) => clients[r] as TestClient;
/**
 * Decision 004: a route outside the role's group answers 403 before any lookup; another user's object on a route the
 * role may use answers 404, exactly like a missing one, so no one learns it exists.
 */
const refusalFor = (allowedList: string[] | null) => (allowedList === null ? 403 : 404);

describe('authorization matrix on the me bases (HAP-002, HAP-004, HAP-009..013)', () => {
  for (const role of ROLES) {
    for (const k of Object.keys(BASES) as Kind[]) {
      it(`${role} on ${BASES[k]}: list shows only their records, get refuses everyone else's`, async () => {
        const allowed = visible(role, k);
        type Item = { id?: string; _id?: string };
        const list = await client(role).request<{ items: Item[] } | Item[]>('GET', BASES[k]);
        if (allowed === null) {
          expect(list.status).toBe(403);
          expect(list.body.success).toBe(false);
        } else {
          expect(list.status).toBe(200);
          // Travelers' /api/me/trips is the traveler app's own shape (a bare array of trips with _id, TAP-005).
          const data = list.body.data;
          const items = Array.isArray(data) ? data : (data?.items ?? []);
          const ids = new Set(items.map((i) => i.id ?? i._id));
          for (const id of fixtureIds(k)) expect(ids.has(id), `${role} list ${k} ${id}`).toBe(allowed.includes(id));
        }
        for (const id of fixtureIds(k)) {
          const res = await client(role).request('GET', `${BASES[k]}/${id}`);
          if (allowed?.includes(id)) expect(res.status, `${role} get ${k}`).toBe(200);
          else expect(res.status, `${role} get ${k} ${id}`).toBe(refusalFor(allowed));
        }
      });
    }
  }
});

describe('writes: only the owner, never a second user of the same role nor a secondary role', () => {
  it('[HAP-045] a host renames their own trip; host2, the co-host, the operator and travelers cannot', async () => {
    const ok = await client('host').request('POST', `/api/me/trips/${w.trip.t1}`, { name: 'Renamed by owner' });
    expect(ok.status).toBe(200);
    // host2 may rename trips, just not this one (404: it does not exist for them); the co-host and the operator read
    // it but may not rename it, and the other groups may not rename trips at all (403).
    const refusals = { host2: 404, cohost: 403, operator: 403, operator2: 403, traveler: 403, traveler2: 403 };
    for (const [role, status] of Object.entries({ ...refusals, companion: 403, admin: 403 })) {
      const res = await client(role).request('POST', `/api/me/trips/${w.trip.t1}`, { name: `By ${role}` });
      expect(res.status, role).toBe(status);
    }
    const read = await client('host').request<{ name: string }>('GET', `/api/me/trips/${w.trip.t1}`);
    expect(read.body.data?.name).toBe('Renamed by owner');
  });

  it('[HAP-004] a host creates and edits their own links; host2 cannot touch them and the co-host cannot write', async () => {
    const created = await client('host').request<{ id: string }>('POST', '/api/me/links', {
      linkType: 'referral',
      path: `matrix-${Date.now()}`,
      destination: 'https://example.com/r',
    });
    expect(created.status).toBe(201);
    const id = created.body.data?.id as string;
    expect(
      (await client('host').request('POST', `/api/me/links/${id}`, { destination: 'https://example.com/x' })).status,
    ).toBe(200);
    expect(
      (await client('host2').request('POST', `/api/me/links/${id}`, { destination: 'https://e.com/y' })).status,
    ).toBe(404);
    expect(
      (
        await client('cohost').request('POST', '/api/me/links', {
          linkType: 'survey',
          path: `cohost-${Date.now()}`,
          destination: 'https://example.com/c',
        })
      ).status,
    ).toBe(403);
  });

  it('[OAP-021] an operator edits their own itinerary; operator2 and hosts cannot', async () => {
    const pkg = (enabled: boolean) => ({
      enabled,
      accommodationLevels: enabled ? ['Comfort'] : [],
      mealLevels: enabled ? ['Half board'] : [],
      foodOptions: [],
    });
    const edit = (name: string, version: number) => ({
      name,
      country: 'NO',
      destination: 'Lofoten',
      tripSummary:
        'A week of fjords, islands and ferries, with kayaking, hiking and long dinners of the catch of the day by the sea.',
      packages: { standard: pkg(true), economy: pkg(false), premium: pkg(false) },
      photos: [],
      version,
    });
    const read = await client('operator').request<{ version: number }>('GET', `/api/me/itineraries/${w.itinerary.i1}`);
    const version = read.body.data?.version ?? 0;
    expect(
      (await client('operator').request('POST', `/api/me/itineraries/${w.itinerary.i1}`, edit('Edited', version)))
        .status,
    ).toBe(200);
    for (const [role, status] of Object.entries({ operator2: 404, host: 403, traveler: 403 })) {
      const res = await client(role).request('POST', `/api/me/itineraries/${w.itinerary.i1}`, edit(role, version + 1));
      expect(res.status, role).toBe(status);
    }
  });

  it('[HAP-013] traveler booking writes: only the customer; another traveler gets 404, a secondary traveler 403', async () => {
    const { b1, b2 } = w.booking;
    const key = () => ({ 'Idempotency-Key': `matrix-${Date.now()}-${Math.random()}` });
    const writes = (id: string) =>
      [
        ['POST', `/api/me/bookings/${id}`, { addOns: [] }, key()],
        ['POST', `/api/me/bookings/${id}/payments`, { paymentOptionType: 'full', cardToken: 'tok_visa' }, key()],
        ['POST', `/api/me/bookings/${id}/cancel`, { reason: 'Change of plans' }, {}],
        ['DELETE', `/api/me/bookings/${id}/add-ons/00000000-0000-4000-8000-000000000000`, undefined, {}],
      ] as const;
    const answer = async (role: string, id: string) => {
      const out: number[] = [];
      for (const [method, path, body, headers] of writes(id))
        out.push((await client(role).request(method, path, body, { ...headers })).status);
      return out;
    };
    // The policy: a booking outside the traveler's read scope does not exist for them (404) ...
    expect(await answer('traveler2', b1)).toEqual([404, 404, 404, 404]);
    expect(await answer('companion', b2)).toEqual([404, 404, 404, 404]);
    expect(await answer('traveler', b2)).toEqual([404, 404, 404, 404]);
    // ... one they read but may not change is a 403 (a secondary traveler only reads) ...
    expect(await answer('companion', b1)).toEqual([403, 403, 403, 403]);
    // ... and the traveler routes are for travelers only.
    for (const role of ['host', 'cohost', 'operator', 'admin'])
      for (const status of await answer(role, b1)) expect(status, role).toBe(403);
    // The customer passes the policy: what answers now is the booking's own rules, never 403 or 404.
    const [method, path, body, headers] = writes(b1)[0];
    // (the world's booking is past its editing window: the booking machine's guard refuses, a 409 naming it)
    const update = await client('traveler').request(method, path, body, { ...headers });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('booking-not-editable');
  });

  it('a closed trip is not editable (409), even by its host', async () => {
    const { trips } = await import('../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(trips).set({ status: 'closed' }).where(eq(trips.id, w.trip.t2));
    const res = await client('host2').request('POST', `/api/me/trips/${w.trip.t2}`, { name: 'Late edit' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Trip is Closed/);
  });
});

describe('admin bases (HAP-089) are admin-only', () => {
  const ADMIN_LISTS = [
    '/api/admin/hosts',
    '/api/admin/trips',
    '/api/admin/itineraries',
    '/api/admin/links',
    '/api/admin/operators',
    '/api/admin/travelers',
    '/api/admin/trip-requests',
    '/api/admin/webhooks',
    '/api/admin/users',
    '/api/metadata/listUsers',
    '/api/metadata/hosts',
  ];
  for (const path of ADMIN_LISTS) {
    it(`GET ${path}: 200 for admin, 403 for every other role, 401 signed out`, async () => {
      expect((await client('admin').request('GET', path)).status).toBe(200);
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        expect((await client(role).request('GET', path)).status, role).toBe(403);
      }
      expect((await t.client().request('GET', path)).status).toBe(401);
    });
  }

  it('[PLT-059] admin search filters by type and search text', async () => {
    const res = await client('admin').request<{ items: { id: string; status: string }[] }>(
      'GET',
      '/api/admin/trips/?limit=5&type=created&search=Fixture',
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.items.every((i) => i.status === 'created')).toBe(true);
    expect(res.body.data?.items.length).toBeLessThanOrEqual(5);
  });

  it('[HAP-073] cache clear is admin-only', async () => {
    expect((await client('admin').request('POST', `/api/admin/cache/clear/trip-details/${w.trip.t1}`)).status).toBe(
      200,
    );
    expect((await client('host').request('POST', `/api/admin/cache/clear/trip-details/${w.trip.t1}`)).status).toBe(403);
  });
});

describe('metadata lists (PLT-072..086)', () => {
  const NAMES = [
    ['PLT-072', 'accommodation-types'],
    ['PLT-073', 'room-categories'],
    ['PLT-074', 'occupancy'],
    ['PLT-075', 'star-ratings'],
    ['PLT-076', 'trip-categories'],
    ['PLT-077', 'meal-types'],
    ['PLT-078', 'meal-options'],
    ['PLT-079', 'vehicle-types'],
    ['PLT-080', 'currencies'],
    ['PLT-081', 'countries'],
    ['PLT-082', 'destinations'],
    ['PLT-083', 'days-of-week'],
    ['PLT-084', 'service-types'],
    ['PLT-085', 'host-bed-types'],
    ['PLT-086', 'activity-levels'],
  ] as const;
  for (const [req, name] of NAMES) {
    it(`[${req}] serves api/metadata/${name} to a signed-in user`, async () => {
      const res = await client('traveler').request<{ items: { value: string; label: string }[] }>(
        'GET',
        `/api/metadata/${name}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.items.length).toBeGreaterThan(0);
      expect((await t.client().request('GET', `/api/metadata/${name}`)).status).toBe(401);
    });
  }
  it('[PLT-069] days of the week start on Monday', async () => {
    const res = await client('host').request<{ items: { value: string }[] }>('GET', '/api/metadata/days-of-week');
    expect(res.body.data?.items[0]?.value).toBe('Monday');
  });
});

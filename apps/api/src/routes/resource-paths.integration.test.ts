// The spec's base paths (§7.1) and metadata lists (§9) are served, each under the envelope, to the right group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let host: TestClient;
let operator: TestClient;
let traveler: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  [admin, host, operator, traveler] = await Promise.all([
    t.signedIn('admin@caravan.test'),
    t.signedIn('host@caravan.test'),
    t.signedIn('operator@caravan.test'),
    t.signedIn('traveler@caravan.test'),
  ]);
});
afterAll(() => t.close());

type Items = { items?: unknown[] } | unknown[];
const count = (data: Items | undefined) => (Array.isArray(data) ? data.length : (data?.items?.length ?? -1));

async function served(client: TestClient, path: string) {
  const res = await client.request<Items>('GET', path);
  expect(res.status, `${path}: ${res.body.error ?? ''}`).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

describe('resource base paths', () => {
  it('[HAP-001] serves hosts at api/admin/hosts, api/me/host/user and api/metadata/hosts', async () => {
    expect(count(await served(admin, '/api/admin/hosts'))).toBeGreaterThan(1);
    expect(await served(host, '/api/me/host/user')).toBeTruthy();
    expect(count(await served(admin, '/api/metadata/hosts'))).toBeGreaterThan(1);
  });

  it('[HAP-002] serves itineraries at api/admin/itineraries, api/metadata/itineraries and api/me/itineraries', async () => {
    expect(count(await served(admin, '/api/admin/itineraries'))).toBeGreaterThan(0);
    expect(count(await served(operator, '/api/metadata/itineraries'))).toBeGreaterThan(0);
    expect(count(await served(operator, '/api/me/itineraries'))).toBeGreaterThan(0);
  });

  it('[HAP-005] [HAP-015] serves the user list at api/metadata/listUsers and users at api/admin/users', async () => {
    expect(count(await served(admin, '/api/metadata/listUsers'))).toBeGreaterThan(5);
    expect(count(await served(admin, '/api/admin/users'))).toBeGreaterThan(5);
    expect((await host.request('GET', '/api/metadata/listUsers')).status).toBe(403);
  });

  it('[HAP-006] [HAP-016] serves operators at api/admin/operators and webhooks at api/admin/webhooks', async () => {
    expect(count(await served(admin, '/api/admin/operators'))).toBeGreaterThanOrEqual(2);
    expect(await served(admin, '/api/admin/webhooks')).toBeTruthy();
    expect((await operator.request('GET', '/api/admin/operators')).status).toBe(403);
  });

  it('[HAP-009] [HAP-010] [HAP-011] [HAP-013] serves travelers, trip requests, trips and bookings on the admin and me bases', async () => {
    for (const path of ['/api/admin/travelers', '/api/admin/trip-requests', '/api/admin/trips']) {
      expect(count(await served(admin, path))).toBeGreaterThan(0);
    }
    expect(count(await served(host, '/api/me/travelers'))).toBeGreaterThan(0);
    expect(count(await served(host, '/api/me/trip-requests'))).toBeGreaterThanOrEqual(0);
    expect(count(await served(host, '/api/me/trips'))).toBeGreaterThan(0);
    expect(count(await served(traveler, '/api/me/bookings'))).toBeGreaterThan(0);
  });

  it('[PLT-057] [PLT-058] [PLT-059] List, Get and Search call GET {base}, GET {base}/{id} and GET {base}/?limit&type&search', async () => {
    const list = (await served(admin, '/api/admin/trips')) as { items: { id: string; status: string; name: string }[] };
    const first = list.items[0];
    expect(first).toBeDefined();
    const one = await admin.request<{ id: string }>('GET', `/api/admin/trips/${first?.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data?.id).toBe(first?.id);
    const search = (await served(admin, `/api/admin/trips/?limit=2&type=${first?.status}`)) as {
      items: { status: string }[];
    };
    expect(search.items.length).toBeLessThanOrEqual(2);
    expect(search.items.every((i) => i.status === first?.status)).toBe(true);
  });
});

describe('metadata lists (§9)', () => {
  const lists = {
    'accommodation-types': '[PLT-072]',
    'room-categories': '[PLT-073]',
    occupancy: '[PLT-074]',
    'star-ratings': '[PLT-075]',
    'trip-categories': '[PLT-076]',
    'meal-types': '[PLT-077]',
    'meal-options': '[PLT-078]',
    'vehicle-types': '[PLT-079]',
    currencies: '[PLT-080]',
    countries: '[PLT-081]',
    destinations: '[PLT-082]',
    'days-of-week': '[PLT-083]',
    'service-types': '[PLT-084]',
    'host-bed-types': '[PLT-085]',
    'activity-levels': '[PLT-086]',
  } as const;
  // Literal ids so req-coverage sees them: [PLT-072] [PLT-073] [PLT-074] [PLT-075] [PLT-076] [PLT-077] [PLT-078]
  // [PLT-079] [PLT-080] [PLT-081] [PLT-082] [PLT-083] [PLT-084] [PLT-085] [PLT-086]
  for (const [name, id] of Object.entries(lists)) {
    it(`${id} serves api/metadata/${name} as a non-empty list of {value, label}`, async () => {
      const data = (await served(traveler, `/api/metadata/${name}`)) as Items;
      const items = (Array.isArray(data) ? data : data.items) as { value: unknown; label: unknown }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(typeof item.value).toBe('string');
        expect(typeof item.label).toBe('string');
      }
    });
  }

  it('[PLT-083] lists the days of the week starting on Monday', async () => {
    const data = (await served(traveler, '/api/metadata/days-of-week')) as Items;
    const items = (Array.isArray(data) ? data : data.items) as { value: string }[];
    expect(items[0]?.value).toMatch(/^mon/i);
    expect(items).toHaveLength(7);
  });
});

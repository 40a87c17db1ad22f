// The generic data access write verbs (§7.1): Create is POST {base}, Update is POST {base}/{id}; PATCH and PUT are
// kept for the feature routes that change one part of a record, never the generic bases (PLT-061's DECIDE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';
import { MOUNTS } from './resources/mounts.js';
import { GENERIC_UPDATE_METHOD } from './resources/resource-routes.js';

type Link = { id: string; path: string; destination: string; linkType: string };

let t: TestApp;
let host: TestClient;
let host2: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  [host, host2] = await Promise.all([t.signedIn('host@caravan.test'), t.signedIn('host2@caravan.test')]);
});
afterAll(() => t.close());

const newLink = (path: string) => ({ linkType: 'referral', path, destination: `https://caravan.test/${path}` });

describe('generic create and update', () => {
  it('[PLT-060] Create calls POST {base}: the record is made, answered as the audience view and listed after', async () => {
    const res = await host.request<Link>('POST', '/api/me/links', newLink('generic-create'));
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject(newLink('generic-create'));
    const one = await host.request<Link>('GET', `/api/me/links/${res.body.data?.id}`);
    expect(one.body.data?.path).toBe('generic-create');
    // A body the base does not take is a 400 in the envelope, and nothing is made.
    const bad = await host.request('POST', '/api/me/links', { ...newLink('generic-bad'), hostId: 'someone-else' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await host.request('GET', '/api/me/links/?search=generic-bad')).body.data).toMatchObject({ items: [] });
  });

  it('[PLT-061] Update calls POST {base}/{id}; another user’s record answers 404 and stays as it was', async () => {
    const made = await host.request<Link>('POST', '/api/me/links', newLink('generic-update'));
    const id = made.body.data?.id;
    const res = await host.request<Link>('POST', `/api/me/links/${id}`, { destination: 'https://caravan.test/moved' });
    expect(res.status).toBe(200);
    expect(res.body.data?.destination).toBe('https://caravan.test/moved');
    expect((await host.request<Link>('GET', `/api/me/links/${id}`)).body.data?.destination).toBe(
      'https://caravan.test/moved',
    );
    const theirs = await host2.request('POST', `/api/me/links/${id}`, { destination: 'https://caravan.test/stolen' });
    expect(theirs.status).toBe(404);
    expect((await host.request<Link>('GET', `/api/me/links/${id}`)).body.data?.destination).toBe(
      'https://caravan.test/moved',
    );
  });

  it('[PLT-061] DECIDE: no generic base updates by PATCH or PUT; those verbs belong to feature routes', async () => {
    expect(GENERIC_UPDATE_METHOD).toBe('post');
    const made = await host.request<Link>('POST', '/api/me/links', newLink('generic-verbs'));
    const id = made.body.data?.id;
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await host.request(method, `/api/me/links/${id}`, { destination: 'https://caravan.test/other' });
      expect(res.status, method).toBe(404);
    }
    expect((await host.request<Link>('GET', `/api/me/links/${id}`)).body.data?.destination).toBe(
      'https://caravan.test/generic-verbs',
    );
    // Every generic base that takes updates takes them as POST {base}/{id} in the served contract.
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const updatable = MOUNTS.filter((m) => m.ops.includes('update'));
    expect(updatable.length).toBeGreaterThan(0);
    for (const m of updatable) {
      const ops = doc.paths[`${m.base}/{id}`] ?? {};
      expect(Object.keys(ops), m.base).toContain('post');
      expect(Object.keys(ops), m.base).not.toContain('patch');
      expect(Object.keys(ops), m.base).not.toContain('put');
    }
  });
});

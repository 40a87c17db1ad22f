// GET /api/authentication/session: who is signed in, asked by a visitor's public pages (the home, the search's header,
// the trip page's booking form). A visitor is answered 200 with no profile, never 401, so their console stays clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/authentication/session', () => {
  it('[MKT-026] a visitor is answered 200 with no profile', async () => {
    const res = await t.anonymous().request('GET', '/api/authentication/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { profile: null } });
  });

  it('[MKT-026] a signed-in user gets the same profile GET /api/me/profile answers', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const session = await traveler.request<{ profile: { email: string } | null }>('GET', '/api/authentication/session');
    const profile = await traveler.request('GET', '/api/me/profile');
    expect(session.status).toBe(200);
    expect(session.body.data?.profile).toEqual(profile.body.data);
    expect(session.body.data?.profile?.email).toBe('traveler@caravan.test');
  });
});

// Impersonation (HAP-086) and its audit trail, against a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { IMPERSONATION_MAX_MS } from './impersonation.js';

let t: TestApp;
const idOf = async (email: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no ${email}`);
  return u.id;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('impersonation', () => {
  it('[HAP-086] an admin impersonates a host: the profile reports who is behind it, and requests are audited', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const hostId = await idOf('host@caravan.test');
    const res = await admin.request('POST', `/api/admin/users/impersonate/${hostId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { email: 'host@caravan.test' }, redirectTo: '/app' });

    const profile = await admin.request<{ email: string; impersonating: { by: { email: string } } | null }>(
      'GET',
      '/api/me/profile?x=1',
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data?.email).toBe('host@caravan.test');
    expect(profile.body.data?.impersonating?.by.email).toBe('admin@caravan.test');

    const adminId = await idOf('admin@caravan.test');
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actingAsId, hostId));
    expect(rows.every((r) => r.actorId === adminId)).toBe(true);
    expect(rows.map((r) => [r.method, r.path, r.status])).toEqual(
      expect.arrayContaining([
        ['POST', `/api/admin/users/impersonate/${hostId}`, '200'],
        ['GET', '/api/me/profile', '200'],
      ]),
    );
    // A refused request made while impersonating is audited too.
    expect((await admin.request('GET', '/api/admin/users')).status).toBe(403);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.actingAsId, hostId));
    expect(after.some((r) => r.path === '/api/admin/users' && r.status === '403')).toBe(true);
  });

  it('logout while impersonating ends the impersonated session', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const travelerId = await idOf('traveler@caravan.test');
    expect((await admin.request('POST', `/api/admin/users/${travelerId}/impersonate`)).status).toBe(200);
    const cookie = admin.cookie;
    expect((await admin.request('POST', '/api/authentication/logout')).status).toBe(200);
    const replay = t.client();
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/me/profile')).status).toBe(401);
  });

  it('an impersonated session expires after the impersonation limit, not the normal one', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const operatorId = await idOf('operator@caravan.test');
    await admin.request('POST', `/api/admin/users/impersonate/${operatorId}`);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.impersonatorId, await idOf('admin@caravan.test')));
    expect(row?.expiresAt.getTime()).toBe(t.clock.now.getTime() + IMPERSONATION_MAX_MS);
  });

  it('only admins impersonate, never an admin, and never with a malformed id', async () => {
    const hostId = await idOf('host2@caravan.test');
    for (const email of ['host@caravan.test', 'operator@caravan.test', 'traveler@caravan.test']) {
      const c = await t.signedIn(email);
      expect((await c.request('POST', `/api/admin/users/impersonate/${hostId}`)).status).toBe(403);
    }
    expect((await t.client().request('POST', `/api/admin/users/impersonate/${hostId}`)).status).toBe(401);
    const admin = await t.signedIn('admin@caravan.test');
    const adminId = await idOf('admin@caravan.test');
    expect((await admin.request('POST', `/api/admin/users/impersonate/${adminId}`)).status).toBe(403);
    expect((await admin.request('POST', '/api/admin/users/impersonate/not-a-uuid')).status).toBe(400);
    expect(
      (await admin.request('POST', '/api/admin/users/impersonate/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

// The admin's user detail and the end of an impersonation (MKT-021, PLT-026), against a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { AdminUserOverview } from '../../views/admin-user-overview.view.js';

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

describe('admin user detail', () => {
  it('[MKT-021] an admin reads a traveler: role, their bookings with trip names, and their live sessions', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', '/api/me/profile')).status).toBe(200);
    const admin = await t.signedIn('admin@caravan.test');
    const res = await admin.request<AdminUserOverview>(
      'GET',
      `/api/admin/users/${await idOf('traveler@caravan.test')}/overview`,
    );
    expect(res.status).toBe(200);
    const data = res.body.data as AdminUserOverview;
    expect(data.user).toMatchObject({ email: 'traveler@caravan.test', group: 'traveler', role: 'traveler-primary' });
    expect(data.bookingCount).toBeGreaterThan(0);
    expect(data.bookings.length).toBe(Math.min(data.bookingCount, 10));
    expect(data.bookings.every((b) => b.tripName.length > 0)).toBe(true);
    expect(data.trips).toEqual([]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions.every((s) => s.impersonatedBy === null)).toBe(true);
    // The view is closed: no token, no hash.
    expect(JSON.stringify(res.body)).not.toMatch(/tokenHash|passwordHash/);
  });

  it('[MKT-021] a host reads as the host of their trips; an impersonated session names the admin', async () => {
    const hostId = await idOf('host@caravan.test');
    const admin = await t.signedIn('admin@caravan.test');
    const acting = await t.signedIn('admin@caravan.test');
    expect((await acting.request('POST', `/api/admin/users/impersonate/${hostId}`)).status).toBe(200);
    const res = await admin.request<AdminUserOverview>('GET', `/api/admin/users/${hostId}/overview`);
    const data = res.body.data as AdminUserOverview;
    expect(data.tripCount).toBeGreaterThan(0);
    expect(data.trips.every((trip) => trip.as === 'host')).toBe(true);
    expect(data.sessions.map((s) => s.impersonatedBy)).toContain('admin@caravan.test');
  });

  it('[MKT-021] only admins read it; an unknown id answers 404', async () => {
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('GET', `/api/admin/users/${await idOf('traveler@caravan.test')}/overview`)).status).toBe(
      403,
    );
    const admin = await t.signedIn('admin@caravan.test');
    const missing = await admin.request('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/overview');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });
});

describe('ending an impersonation', () => {
  it("[MKT-021] closing restores the admin's own session and points back to the user's admin page", async () => {
    const travelerId = await idOf('traveler2@caravan.test');
    const browser = await t.signedIn('admin@caravan.test');
    expect((await browser.request('POST', `/api/admin/users/${travelerId}/impersonate`)).status).toBe(200);
    const impersonatedCookie = browser.cookie;
    const end = await browser.request<{ restored: boolean; redirectTo: string }>(
      'POST',
      '/api/authentication/end-impersonation',
    );
    expect(end.status).toBe(200);
    expect(end.body.data).toEqual({ restored: true, redirectTo: `/admin/users/${travelerId}` });
    const profile = await browser.request<{ email: string; impersonating: unknown }>('GET', '/api/me/profile');
    expect(profile.body.data).toMatchObject({ email: 'admin@caravan.test', impersonating: null });
    // The impersonated session is gone for good.
    const replay = t.client();
    replay.cookie = impersonatedCookie;
    expect((await replay.request('GET', '/api/me/profile')).status).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actingAsId, travelerId));
    expect(rows.some((r) => (r.detail as { event?: string } | null)?.event === 'impersonation.end')).toBe(true);
  });

  it('[PLT-026] an admin deactivated meanwhile is not restored: the session ends and close goes to /login', async () => {
    const travelerId = await idOf('companion@caravan.test');
    const [second] = await t.database.db
      .insert(users)
      .values({ email: 'admin-two@caravan.test', firstName: 'Ada', lastName: 'Two', group: 'admin' })
      .returning();
    if (!second) throw new Error('no admin');
    const browser = await t.sessionFor(second.id);
    expect((await browser.request('POST', `/api/admin/users/${travelerId}/impersonate`)).status).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, second.id));
    const end = await browser.request('POST', '/api/authentication/end-impersonation');
    expect(end.body.data).toEqual({ restored: false, redirectTo: '/login' });
    expect((await browser.request('GET', '/api/me/profile')).status).toBe(401);
  });

  it('a session that is not an impersonation cannot end one (409, nothing changes)', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const res = await admin.request('POST', '/api/authentication/end-impersonation');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOT_IMPERSONATING');
    expect((await admin.request('GET', '/api/me/profile')).status).toBe(200);
  });
});

// Sign-in, sessions, throttling and CSRF against a real database (PGlite, or PostgreSQL in CI).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ACCOUNT_MAX_FAILURES, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from './auth.constants.js';
import { hashPassword, verifyPassword } from './password.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('[HAP-007] signs in a demo user and serves their profile at api/me/profile', async () => {
    const c = await t.signedIn('host@caravan.test');
    expect(c.cookie).toMatch(/^caravan_session=[A-Za-z0-9_-]{22}$/); // 128 bits, base64url
    const res = await c.request('GET', '/api/me/profile');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'host@caravan.test',
      group: 'host',
      role: 'host-primary',
      impersonating: null,
    });
  });

  it('sets an HttpOnly SameSite cookie, and the __Host- prefix with Secure over https', async () => {
    const plain = await t
      .client()
      .request('POST', '/api/authentication/login', { email: 'admin@caravan.test', password: 'caravan-demo' });
    expect(plain.headers.get('set-cookie')).toMatch(/^caravan_session=.*HttpOnly.*SameSite=Lax/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    const secure = await createTestApp({ seed: false, secure: true });
    try {
      const res = await secure.client().request('GET', '/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    } finally {
      await secure.close();
    }
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('issues a new token on every sign-in and drops the one the browser had', async () => {
    const c = await t.signedIn('traveler@caravan.test');
    const first = c.cookie;
    await c.request('POST', '/api/authentication/login', { email: 'traveler@caravan.test', password: 'caravan-demo' });
    expect(c.cookie).not.toBe(first);
    const stale = t.client();
    stale.cookie = first;
    expect((await stale.request('GET', '/api/me/profile')).status).toBe(401);
  });

  it('stores only a hash of the token, and the password as scrypt N=2^17 r=8 p=1', async () => {
    const c = await t.signedIn('operator@caravan.test');
    const token = c.cookie?.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    // The hash the app makes (test worlds re-hash the seeded accounts cheaply: testing/cheap-demo-passwords.ts).
    const made = await hashPassword('caravan-demo');
    expect(made).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('caravan-demo', made)).toBe(true);
    expect(await verifyPassword('caravan-demo!', made)).toBe(false);
  });

  it('answers a wrong password with 401 and the same message as an unknown account', async () => {
    const wrong = await t
      .client()
      .request('POST', '/api/authentication/login', { email: 'host2@caravan.test', password: 'nope' });
    const unknown = await t
      .client()
      .request('POST', '/api/authentication/login', { email: 'ghost@caravan.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      error: 'The email or password is incorrect.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects a malformed login body with 400 and field-level messages', async () => {
    const res = await t.client().request('POST', '/api/authentication/login', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.fields).toEqual({ email: 'Enter a valid email address', password: 'Enter your password' });
    const broken = await t.client().request('POST', '/api/authentication/login', '{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
  });
});

describe('sessions', () => {
  it('[PLT-014] logout invalidates the session on the server', async () => {
    const c = await t.signedIn('host@caravan.test');
    const cookie = c.cookie;
    expect((await c.request('POST', '/api/authentication/logout')).status).toBe(200);
    const replay = t.client();
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/me/profile')).status).toBe(401);
  });

  it('ends a session idle longer than the idle time-out, and any session past the absolute one', async () => {
    const idle = await t.signedIn('cohost@caravan.test');
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await idle.request('GET', '/api/me/profile')).status).toBe(401);

    const busy = await t.signedIn('cohost@caravan.test');
    const steps = Math.ceil(SESSION_ABSOLUTE_TIMEOUT_MS / (SESSION_IDLE_TIMEOUT_MS / 2)) + 1;
    let lastOk = 0;
    for (let i = 0; i < steps; i++) {
      t.clock.advance(SESSION_IDLE_TIMEOUT_MS / 2);
      if ((await busy.request('GET', '/api/me/profile')).status === 200) lastOk = i;
      else break;
    }
    expect(lastOk).toBeLessThan(steps - 1);
    expect((await busy.request('GET', '/api/me/profile')).status).toBe(401);
  });

  it('[PLT-049] marks a 401/403 with the logged-in header only when the request had a live session', async () => {
    const anonymous = await t.client().request('GET', '/api/admin/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-logged-in')).toBeNull();
    const host = await t.signedIn('host@caravan.test');
    const refused = await host.request('GET', '/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-logged-in')).toBe('true');
  });

  it('[PLT-022] requires a password change when the profile expiry date is today or past', async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(users)
      .set({ passwordExpiresOn: today })
      .where(eq(users.email, 'traveler2@caravan.test'));
    const c = await t.signedIn('traveler2@caravan.test');
    const res = await c.request<{ passwordChangeRequired: boolean }>('GET', '/api/me/profile');
    expect(res.body.data?.passwordChangeRequired).toBe(true);
    await t.database.db
      .update(users)
      .set({ passwordExpiresOn: tomorrow })
      .where(eq(users.email, 'traveler2@caravan.test'));
    expect(
      (await c.request<{ passwordChangeRequired: boolean }>('GET', '/api/me/profile')).body.data
        ?.passwordChangeRequired,
    ).toBe(false);
  });
});

describe('throttling and CSRF', () => {
  it('locks an account after repeated failures with 429, Retry-After and a clear message', async () => {
    const c = t.client();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const r = await c.request('POST', '/api/authentication/login', {
        email: 'companion@caravan.test',
        password: `wrong-${i}`,
      });
      expect(r.status).toBe(401);
    }
    const locked = await c.request('POST', '/api/authentication/login', {
      email: 'companion@caravan.test',
      password: 'caravan-demo',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(locked.body.error).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minutes\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(16 * 60 * 1000);
    expect(
      (
        await c.request('POST', '/api/authentication/login', {
          email: 'companion@caravan.test',
          password: 'caravan-demo',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const c = await t.signedIn('host@caravan.test');
    const res = await c.request('POST', '/api/authentication/logout', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF');
    expect((await c.request('GET', '/api/me/profile')).status).toBe(200);
  });

  it('refuses a cross-site form post even without a session (login CSRF), and any non-JSON body from our own pages', async () => {
    const form = 'email=host%40caravan.test&password=caravan-demo';
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await t.client().request('POST', '/api/authentication/login', form, {
      ...formHeaders,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('CSRF');
    const ours = await t.client().request('POST', '/api/authentication/login', form, formHeaders);
    expect(ours.status).toBe(415);
    expect(ours.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts our own origin seen through a TLS-terminating proxy (https outside, http inside)', async () => {
    const res = await t
      .client()
      .request(
        'POST',
        '/api/authentication/login',
        { email: 'host@caravan.test', password: 'caravan-demo' },
        { origin: 'https://localhost', 'x-forwarded-proto': 'https' },
      );
    expect(res.status).toBe(200);
  });
});

describe('envelope', () => {
  it('[PLT-053] answers an unknown API path with 404 in the error envelope', async () => {
    const res = await t.client().request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'No route for GET /api/nope', code: 'NOT_FOUND' });
  });

  it('reports the database in /api/health and serves the OpenAPI document', async () => {
    const health = await t.client().request<{ status: string; database: { ok: boolean } }>('GET', '/api/health');
    expect(health.body.data).toMatchObject({ status: 'ok', database: { ok: true } });
    const doc = await t.app.request('/api/openapi.json');
    const json = (await doc.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/authentication/login', '/api/me/profile']),
    );
    const docs = await t.app.request('/api/docs');
    expect(await docs.text()).toContain('swagger-ui');
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

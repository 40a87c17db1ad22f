// Host sign-up, activation, forgot/reset and change password, and the admin reset token, on a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EMAIL_SUBJECTS,
  ACTIVATION_TOKEN_TTL_MS,
  CHECK_INBOX_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from '../auth/accounts.constants.js';
import { hosts, userTokens, users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A browser at its own address, so the per-address e-mail limit of one test does not spill into the next. */
let addresses = 0;
function visitor(): TestClient {
  const c = t.client();
  const ip = `203.0.113.${++addresses}`;
  const base = c.request;
  c.request = <T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    base.call(c, method, path, body, { 'x-forwarded-for': ip, ...headers }) as Promise<TestResponse<T>>;
  return c;
}

/** Every message in the outbox, newest first (read through the admin outbox view). */
async function outbox(): Promise<Mail[]> {
  let res = await admin.request<{ items: Mail[] }>('GET', '/api/admin/outbox?limit=200');
  if (res.status === 401) {
    admin = await t.signedIn('admin@caravan.test'); // the movable clock ended the old session
    res = await admin.request<{ items: Mail[] }>('GET', '/api/admin/outbox?limit=200');
  }
  return res.body.data?.items ?? [];
}

async function lastMailTo(address: string): Promise<Mail | undefined> {
  return (await outbox()).find((m) => m.to === address);
}

const tokenIn = (mail: Mail | undefined, page: 'create-account' | 'change-password') =>
  new RegExp(`/${page}/([A-Za-z0-9_-]{22})`).exec(mail?.text ?? '')?.[1] ?? '';

const login = (email: string, password: string) =>
  visitor().request('POST', '/api/authentication/login', { email, password });

async function signUp(email: string, firstName = 'Nova', lastName = 'Host') {
  const res = await visitor().request('POST', '/api/authentication/signup/host', { email, firstName, lastName });
  expect(res.status).toBe(200);
  return tokenIn(await lastMailTo(email), 'create-account');
}

async function requestReset(email: string) {
  const res = await visitor().request('POST', '/api/authentication/request-new-password', { email });
  expect(res.status).toBe(200);
  return tokenIn(await lastMailTo(email), 'change-password');
}

const NEW_PASSWORD = 'correct horse battery';

describe('host sign-up and activation', () => {
  it('[HAP-078][HAP-079][HAP-080][HAP-082][PLT-010] signs up an inactive host-primary, e-mails the link, activates with it, then sign-in works', async () => {
    const email = 'nova@example.test';
    const before = await visitor().request('GET', `/api/authentication/check-user-activation?email=${email}`);
    expect(before.body.data).toEqual({ email, activated: false });

    const res = await visitor().request('POST', '/api/authentication/signup/host', {
      email: ' Nova@Example.test ',
      firstName: 'Nova',
      lastName: 'Host',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: CHECK_INBOX_MESSAGE } });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ group: 'host', role: 'host-primary', active: false, passwordHash: null });
    const [host] = await t.database.db
      .select()
      .from(hosts)
      .where(eq(hosts.userId, user?.id ?? ''));
    expect(host?.level).toBe(0);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.activation);
    expect(mail?.text).toMatch(/^http:\/\/localhost:5000\/create-account\/[A-Za-z0-9_-]{22}$/m);
    const token = tokenIn(mail, 'create-account');

    expect((await login(email, NEW_PASSWORD)).status).toBe(401); // not active yet

    const profile = await visitor().request('GET', `/api/authentication/activation/profile?token=${token}`);
    expect(profile.body).toEqual({ success: true, data: { email, firstName: 'Nova', lastName: 'Host' } });

    const activated = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: NEW_PASSWORD,
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toEqual({ email, redirectTo: '/login' });

    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ user: { email, group: 'host', role: 'host-primary' } });
    const after = await visitor().request('GET', `/api/authentication/check-user-activation?email=${email}`);
    expect(after.body.data).toEqual({ email, activated: true });
  });

  it('stores only the SHA-256 of a token, never the token itself', async () => {
    const token = await signUp('hashed@example.test');
    const rows = await t.database.db.select().from(userTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('[HAP-082] an activation link works once only', async () => {
    const token = await signUp('once@example.test');
    const first = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: NEW_PASSWORD,
    });
    expect(first.status).toBe(200);
    const again = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: 'another password!',
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ success: false, code: 'TOKEN_USED' });
    expect((await login('once@example.test', 'another password!')).status).toBe(401);
    expect((await login('once@example.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an existing address the same, creates nothing, and tells the owner by e-mail', async () => {
    const res = await visitor().request('POST', '/api/authentication/signup/host', {
      email: 'host2@caravan.test',
      firstName: 'Someone',
      lastName: 'Else',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: CHECK_INBOX_MESSAGE } });
    expect((await lastMailTo('host2@caravan.test'))?.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.alreadyRegistered);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'host2@caravan.test'));
    expect(user).toMatchObject({ firstName: expect.not.stringMatching('Someone'), active: true });
  });

  it('refuses a short password and a password that is the e-mail address, keeping the link usable', async () => {
    const token = await signUp('policy@example.test');
    const short = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields?.password).toMatch(String(PASSWORD_MIN_LENGTH));
    const own = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: 'policy@example.test',
    });
    expect(own.status).toBe(400);
    const ok = await visitor().request('POST', `/api/authentication/activate-user?token=${token}`, {
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });
});

describe('bad and misused tokens get a clear 4xx envelope', () => {
  it('a made-up or malformed token is TOKEN_INVALID; a missing one is a validation error', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      const res = await visitor().request('GET', `/api/authentication/activation/profile?token=${token}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'TOKEN_INVALID', error: expect.stringMatching(/not valid/) });
    }
    // A control character never reaches the token lookup: the schema layer refuses it (decision 006).
    const nul = await visitor().request('GET', '/api/authentication/activation/profile?token=%00');
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: { token: expect.stringMatching(/U\+0000/) },
    });
    const missing = await visitor().request('POST', '/api/authentication/activate-user', { password: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('a token is bound to its purpose: activation links do not reset, reset links do not activate', async () => {
    const activation = await signUp('purpose@example.test');
    const reset = await requestReset('traveler2@caravan.test');
    const asReset = await visitor().request('POST', '/api/authentication/change-password', {
      token: activation,
      newPassword: NEW_PASSWORD,
    });
    expect(asReset.status).toBe(400);
    expect(asReset.body.code).toBe('TOKEN_INVALID');
    const asActivation = await visitor().request('POST', `/api/authentication/activate-user?token=${reset}`, {
      password: NEW_PASSWORD,
    });
    expect(asActivation.status).toBe(400);
    expect(asActivation.body.code).toBe('TOKEN_INVALID');
    expect((await visitor().request('GET', `/api/authentication/profile-password-reset?token=${reset}`)).status).toBe(
      200,
    );
  });
});

describe('forgot and reset password', () => {
  it('[HAP-084] answers an unknown address exactly as a known one, and sends the unknown one nothing', async () => {
    const before = (await outbox()).length;
    const unknown = await visitor().request('POST', '/api/authentication/request-new-password', {
      email: 'nobody@example.test',
    });
    expect((await outbox()).length).toBe(before);
    const known = await visitor().request('POST', '/api/authentication/request-new-password', {
      email: 'operator2@caravan.test',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, data: { message: CHECK_INBOX_MESSAGE } });
    const mail = await lastMailTo('operator2@caravan.test');
    expect(mail?.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    expect(mail?.text).toMatch(/http:\/\/localhost:5000\/change-password\/[A-Za-z0-9_-]{22}/);
  });

  it('[HAP-081][HAP-077][PLT-009] a reset link shows its account, sets the password once, and ends every session', async () => {
    const email = 'companion@caravan.test';
    const phone = await t.signedIn(email);
    const laptop = await t.signedIn(email);
    const token = await requestReset(email);

    const shown = await visitor().request('GET', `/api/authentication/profile-password-reset?token=${token}`);
    expect(shown.body.data).toMatchObject({ email });

    const res = await visitor().request('POST', '/api/authentication/change-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email, redirectTo: '/login', user: null });

    expect((await phone.request('GET', '/api/me/profile')).status).toBe(401);
    expect((await laptop.request('GET', '/api/me/profile')).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const reused = await visitor().request('POST', '/api/authentication/change-password', {
      token,
      newPassword: 'a third password',
    });
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('TOKEN_USED');
    expect((await lastMailTo(email))?.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordChanged);
  });

  it('only the newest reset link works', async () => {
    const older = await requestReset('operator@caravan.test');
    const newer = await requestReset('operator@caravan.test');
    expect(newer).not.toBe(older);
    const res = await visitor().request('GET', `/api/authentication/profile-password-reset?token=${older}`);
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('TOKEN_USED');
  });
});

describe('change password', () => {
  it('[HAP-077] requires the current password, then ends every other session and keeps this one', async () => {
    const email = 'cohost@caravan.test';
    const here = await t.signedIn(email);
    const elsewhere = await t.signedIn(email);

    const none = await here.request('POST', '/api/authentication/change-password', { newPassword: NEW_PASSWORD });
    expect(none.status).toBe(400);
    expect(none.body.fields?.currentPassword).toBeDefined();
    const wrong = await here.request('POST', '/api/authentication/change-password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400); // not 401: a wrong current password must not sign the portal out
    expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_CURRENT_PASSWORD' });
    expect((await here.request('GET', '/api/me/profile')).status).toBe(200);
    const short = await here.request('POST', '/api/authentication/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'tiny',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields?.newPassword).toBeDefined();

    const before = here.cookie;
    const ok = await here.request('POST', '/api/authentication/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ email, user: { email } });
    expect(here.cookie).not.toBe(before);
    expect((await here.request('GET', '/api/me/profile')).status).toBe(200);
    expect((await elsewhere.request('GET', '/api/me/profile')).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('needs a session when no reset token is sent', async () => {
    const res = await visitor().request('POST', '/api/authentication/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it('[PLT-022][PLT-023] forces a change once the expiry date is today, then clears the expiry', async () => {
    const email = 'host@caravan.test';
    const today = t.clock.now.toISOString().slice(0, 10);
    await t.database.db.update(users).set({ passwordExpiresOn: today }).where(eq(users.email, email));
    const c = await t.signedIn(email);
    expect((await c.request('GET', '/api/me/profile')).body.data).toMatchObject({ passwordChangeRequired: true });

    const res = await c.request('POST', '/api/authentication/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await c.request('GET', '/api/me/profile')).body.data).toMatchObject({ passwordChangeRequired: false });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordExpiresOn).toBeNull();
  });

  it('[PLT-022] an impersonating admin is not forced to change, and cannot change the password', async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    const [target] = await t.database.db
      .update(users)
      .set({ passwordExpiresOn: today })
      .where(eq(users.email, 'traveler@caravan.test'))
      .returning();
    const imp = await t.signedIn('admin@caravan.test');
    expect((await imp.request('POST', `/api/admin/users/impersonate/${target?.id}`)).status).toBe(200);
    expect((await imp.request('GET', '/api/me/profile')).body.data).toMatchObject({ passwordChangeRequired: false });
    const res = await imp.request('POST', '/api/authentication/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect((await login('traveler@caravan.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('admin reset token', () => {
  it('[HAP-085] an admin e-mails a user a reset link (never shown to the admin); other roles may not', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'traveler2@caravan.test'));
    const host = await t.signedIn('host2@caravan.test');
    expect((await host.request('POST', '/api/admin/users/reset-token', { userId: user?.id })).status).toBe(403);

    const res = await admin.request<{ purpose: string; email: string }>('POST', '/api/admin/users/reset-token', {
      userId: user?.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: user?.id,
      email: 'traveler2@caravan.test',
      purpose: 'password-reset',
    });
    const token = tokenIn(await lastMailTo('traveler2@caravan.test'), 'change-password');
    expect(JSON.stringify(res.body)).not.toContain(token);
    const used = await visitor().request('POST', '/api/authentication/change-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);

    const unknown = await admin.request('POST', '/api/admin/users/reset-token', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('[HAP-085][HAP-083] an account awaiting activation gets a fresh activation link instead', async () => {
    await signUp('pending@example.test');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pending@example.test'));
    const res = await admin.request('POST', '/api/admin/users/reset-token', { userId: user?.id });
    expect(res.body.data).toMatchObject({ purpose: 'activation' });
    expect((await lastMailTo('pending@example.test'))?.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.activation);
  });
});

// These move the shared clock forward, so they run last.
describe('expiry', () => {
  it('[HAP-084] a reset link expires after PASSWORD_RESET_TOKEN_TTL_MS', async () => {
    const token = await requestReset('host2@caravan.test');
    t.clock.advance(PASSWORD_RESET_TOKEN_TTL_MS);
    const res = await visitor().request('POST', '/api/authentication/change-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
  });

  it('[HAP-082][HAP-083] an activation link expires; reset-user-token sends a fresh one that works', async () => {
    const email = 'late@example.test';
    const stale = await signUp(email);
    t.clock.advance(ACTIVATION_TOKEN_TTL_MS);
    const expired = await visitor().request('POST', `/api/authentication/activate-user?token=${stale}`, {
      password: NEW_PASSWORD,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');

    const resend = await visitor().request('POST', '/api/authentication/reset-user-token', { email });
    const unknown = await visitor().request('POST', '/api/authentication/reset-user-token', {
      email: 'ghost@example.test',
    });
    expect(resend.body).toEqual(unknown.body);
    const fresh = tokenIn(await lastMailTo(email), 'create-account');
    expect(fresh).not.toBe(stale);
    const ok = await visitor().request('POST', `/api/authentication/activate-user?token=${fresh}`, {
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('limits e-mail-sending account calls per address (ACCOUNT_EMAIL_RATE_LIMIT)', async () => {
    const c = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await c.request('POST', '/api/authentication/request-new-password', { email: `x${i}@example.test` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

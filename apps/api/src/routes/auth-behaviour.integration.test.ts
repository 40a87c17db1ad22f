// The authentication calls' server behaviour the spec leaves open (HAP-087; decision 023): no answer tells which
// addresses have accounts, and a link that can never work again is told apart from a malformed one.
import { CUSTOMER_SERVICE_SIGN_IN_MESSAGE } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_INBOX_MESSAGE, PASSWORD_RESET_TOKEN_TTL_MS, SPENT_LINK_STATUS } from '../auth/accounts.constants.js';
import { users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { type TestApp, type TestClient, type TestResponse, createTestApp } from '../testing/test-app.js';
import { INVALID_CREDENTIALS_MESSAGE } from './auth.routes.js';

let t: TestApp;
let admin: TestClient;
// A world per test: one test moves the clock past the reset link's life, which also ends the admin's session.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
});
afterEach(() => t.close());

/** A browser at its own address, so no per-address limit carries from one call to the next. */
let addresses = 0;
const call = <T = unknown>(method: string, path: string, body?: unknown): Promise<TestResponse<T>> =>
  t.client().request<T>(method, path, body, { 'x-forwarded-for': `198.51.100.${++addresses}` });
const mailsTo = async (to: string) =>
  (
    (await admin.request<{ items: { to: string; text: string }[] }>('GET', '/api/admin/outbox?limit=200')).body.data
      ?.items ?? []
  ).filter((m) => m.to === to);

describe('authentication server behaviour (§7.5)', () => {
  it('[HAP-087] answers alike for an address with an account and one without: sign-in failure and reset request', async () => {
    const wrongPassword = await call('POST', '/api/authentication/login', {
      email: 'traveler@caravan.test',
      password: `${DEMO_PASSWORD}x`,
    });
    const noAccount = await call('POST', '/api/authentication/login', {
      email: 'nobody@caravan.test',
      password: DEMO_PASSWORD,
    });
    expect(wrongPassword.status).toBe(401);
    expect(noAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(noAccount.body);
    expect(wrongPassword.body.error).toBe(INVALID_CREDENTIALS_MESSAGE);

    const known = await call('POST', '/api/authentication/request-new-password', { email: 'traveler@caravan.test' });
    const unknown = await call('POST', '/api/authentication/request-new-password', { email: 'nobody@caravan.test' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ message: CHECK_INBOX_MESSAGE });
    // Only the real account is written to.
    expect(await mailsTo('traveler@caravan.test')).toHaveLength(1);
    expect(await mailsTo('nobody@caravan.test')).toHaveLength(0);
  });

  it('[HAP-087] a spent or expired link answers SPENT_LINK_STATUS (410), a malformed one 400', async () => {
    await call('POST', '/api/authentication/request-new-password', { email: 'operator2@caravan.test' });
    const [mail] = await mailsTo('operator2@caravan.test');
    const token = /\/change-password\/([A-Za-z0-9_-]{22})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(22);
    expect((await call('GET', `/api/authentication/profile-password-reset?token=${token}`)).status).toBe(200);
    t.clock.advance(PASSWORD_RESET_TOKEN_TTL_MS + 1000);
    const expired = await call('GET', `/api/authentication/profile-password-reset?token=${token}`);
    expect(expired.status).toBe(SPENT_LINK_STATUS);
    expect(expired.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
    const malformed = await call('GET', '/api/authentication/profile-password-reset?token=not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
  });
});

describe('who signs in (RTE-001)', () => {
  it('[RTE-001] a customer-service account with the right password is told it has no screens, and gets no session', async () => {
    // A trip manager with the demo password (the traveler's hash, to spare a scrypt run).
    const [traveler] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'traveler@caravan.test'));
    await t.database.db.insert(users).values({
      email: 'manager@caravan.test',
      firstName: 'Mia',
      lastName: 'Manager',
      group: 'tripManager',
      passwordHash: traveler?.passwordHash ?? null,
    });
    const browser = t.client();
    const refused = await browser.request('POST', '/api/authentication/login', {
      email: 'manager@caravan.test',
      password: DEMO_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'NO_CARAVAN_AREA',
      error: CUSTOMER_SERVICE_SIGN_IN_MESSAGE,
    });
    expect(browser.cookie).toBeNull();
    expect((await browser.request('GET', '/api/me/profile')).status).toBe(401);
    // A product group with the same password signs in as before.
    const traveling = t.client();
    expect(
      (
        await traveling.request('POST', '/api/authentication/login', {
          email: 'traveler@caravan.test',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });
});

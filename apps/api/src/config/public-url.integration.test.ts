// The PUBLIC_URL setting on a real app: every e-mailed link starts from it, never from the request's Host header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

interface Mail {
  to: string;
  text: string;
}

/** Asks for a password reset for `email` from a browser that claims to be `host`, and returns the mail's text. */
async function resetMailText(t: TestApp, admin: TestClient, email: string, host: string): Promise<string> {
  const res = await t.client().request('POST', '/api/authentication/request-new-password', { email }, { host });
  expect(res.status).toBe(200);
  const outbox = await admin.request<{ items: Mail[] }>('GET', '/api/admin/outbox?limit=50');
  return outbox.body.data?.items.find((m) => m.to === email)?.text ?? '';
}

describe('PUBLIC_URL', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://trips.example.org' });
    admin = await t.signedIn('admin@caravan.test');
  });
  afterAll(() => t.close());

  it('[PLT-009] an e-mailed link starts from PUBLIC_URL whatever Host the request names', async () => {
    const text = await resetMailText(t, admin, 'traveler@caravan.test', 'attacker.example');
    expect(text).toMatch(/^https:\/\/trips\.example\.org\/change-password\/[A-Za-z0-9_-]{22}$/m);
    expect(text).not.toContain('attacker.example');
    expect(text).not.toContain('localhost');
  });
});

describe('PUBLIC_URL unset', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedIn('admin@caravan.test');
  });
  afterAll(() => t.close());

  it('[PLT-009] an e-mailed link starts from the address the server listens on (the default port)', async () => {
    const text = await resetMailText(t, admin, 'traveler@caravan.test', 'attacker.example');
    expect(text).toMatch(/^http:\/\/localhost:5000\/change-password\/[A-Za-z0-9_-]{22}$/m);
  });
});

// Test harness for the traveler booking routes: the seeded API with sandbox providers the test can inspect and steer.
import { SESSION_COOKIE } from '../../auth/auth.constants.js';
import { createSession } from '../../auth/sessions.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { seedDemoData } from '../../db/seed/seed.js';
import { createApp } from '../../http/app.js';
import {
  type SandboxInsuranceProvider,
  createSandboxInsuranceProvider,
} from '../../providers/insurance/sandbox-insurance-provider.js';
import {
  type SandboxPaymentGateway,
  type SandboxPaymentGatewayOptions,
  createSandboxPaymentGateway,
} from '../../providers/payments/sandbox-payment-gateway.js';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database.js';

export const ORIGIN = 'http://localhost';
/** The seeded world's "today" (demo data is anchored on 2026-11-21). */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data?: T; error?: string; code?: string; fields?: Record<string, string> };
}

export interface Client {
  request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
}

export interface TravelerTestApp {
  database: TestDatabase;
  payments: SandboxPaymentGateway;
  insurance: SandboxInsuranceProvider;
  clock: { now: Date };
  /** A client with no session. */
  anonymous(): Client;
  /** Signs in through the API (password check included). */
  signedIn(email: string): Promise<Client>;
  /** A client with a session made directly (for many users at once, without the password hash cost). */
  sessionFor(userId: string): Promise<Client>;
  close(): Promise<void>;
}

/** The seeded API on a fresh database; money rate limits are lifted so races measure the rooms, not the limiter. */
export async function createTravelerTestApp(
  options: { payments?: SandboxPaymentGatewayOptions } = {},
): Promise<TravelerTestApp> {
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const clock = { now: TEST_NOW };
  const payments = createSandboxPaymentGateway({ timeoutMs: 50, now: () => clock.now, ...options.payments });
  const insurance = createSandboxInsuranceProvider();
  const app = createApp({
    database,
    config: { TRUST_PROXY: true, NODE_ENV: 'test' },
    now: () => clock.now,
    payments,
    insurance,
    rateLimits: { money: { limit: 100_000 }, auth: { limit: 100_000 } },
  });

  const client = (initialCookie: string | null = null): Client & { cookie: string | null } => {
    const c = {
      cookie: initialCookie,
      async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
        const h: Record<string, string> = { origin: ORIGIN, ...headers };
        if (c.cookie) h.cookie = c.cookie;
        let payload: string | undefined;
        if (body !== undefined) {
          payload = JSON.stringify(body);
          h['content-type'] = 'application/json';
        }
        const res = await app.request(path, {
          method,
          headers: h,
          ...(payload !== undefined ? { body: payload } : {}),
        });
        const setCookie = res.headers.get('set-cookie');
        if (setCookie) {
          const [pair] = setCookie.split(';');
          c.cookie = pair && !/=;?$/.test(pair) && !/Max-Age=0/i.test(setCookie) ? pair : null;
        }
        const text = await res.text();
        return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} } as Answer<T>;
      },
    };
    return c;
  };

  return {
    database,
    payments,
    insurance,
    clock,
    anonymous: () => client(),
    async signedIn(email) {
      const c = client();
      const res = await c.request('POST', '/api/authentication/login', { email, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body.error}`);
      return c;
    },
    async sessionFor(userId) {
      const token = await createSession(database.db, userId, clock.now);
      return client(`${SESSION_COOKIE}=${token}`);
    },
    close: () => database.close(),
  };
}

let keys = 0;
/** A fresh Idempotency-Key header. */
export const idem = (key = `test-key-${Date.now()}-${++keys}`) => ({ 'Idempotency-Key': key });

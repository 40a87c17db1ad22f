// The API in-process on a fresh seeded database, with a movable clock and a cookie-keeping client.
import { seedDemoData } from '../db/seed/seed.js';
import { createApp } from '../http/app.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';

export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  clock: Clock;
  /** A client with its own cookie jar, as one browser. */
  client(): TestClient;
  /** A client already signed in as `email` (demo password by default). */
  signedIn(email: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data?: T; error?: string; code?: string; fields?: Record<string, string> };
}

export interface TestClient {
  cookie: string | null;
  request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse<T>>;
}

export const ORIGIN = 'http://localhost';

export async function createTestApp(options: { seed?: boolean; secure?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDemoData(database.db);
  const clock: Clock = {
    now: new Date('2026-11-21T12:00:00Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = createApp({ database, config: { TRUST_PROXY: true, NODE_ENV: 'test' }, now: () => clock.now });

  const client = (): TestClient => {
    const c: TestClient = {
      cookie: null,
      async request(method, path, body, headers = {}) {
        const h: Record<string, string> = {
          origin: ORIGIN,
          ...(options.secure ? { 'x-forwarded-proto': 'https' } : {}),
          ...headers,
        };
        if (c.cookie) h.cookie = c.cookie;
        let payload: string | undefined;
        if (body !== undefined) {
          payload = typeof body === 'string' ? body : JSON.stringify(body);
          h['content-type'] ??= 'application/json';
          h['content-length'] = String(Buffer.byteLength(payload));
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
        return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
      },
    };
    return c;
  };

  return {
    app,
    database,
    clock,
    client,
    async signedIn(email, password = DEMO_PASSWORD) {
      const c = client();
      const res = await c.request('POST', '/api/authentication/login', { email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body.error}`);
      return c;
    },
    close: () => database.close(),
  };
}

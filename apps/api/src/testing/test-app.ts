// The one API test harness: the API in-process on a fresh seeded database, with a movable clock, sandbox payment and
// insurance providers the test can inspect and steer, the job queue drained after every request (so an e-mail a
// request caused is in the memory outbox when it answers), and cookie-keeping clients.
import { SESSION_COOKIE } from '../auth/auth.constants.js';
import { createSession } from '../auth/sessions.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { type SentMail, type Mailer, createMemoryMailer } from '../email/mailer.js';
import { createSmtpMailer } from '../email/smtp-mailer.js';
import { createApp } from '../http/app.js';
import type { Deps } from '../http/context.js';
import { type JobQueue, createJobQueue } from '../queue/job-queue.js';
import {
  type SandboxInsuranceProvider,
  createSandboxInsuranceProvider,
} from '../providers/insurance/sandbox-insurance-provider.js';
import {
  type SandboxPaymentGateway,
  type SandboxPaymentGatewayOptions,
  createSandboxPaymentGateway,
} from '../providers/payments/sandbox-payment-gateway.js';
import type { PaymentGateway } from '../providers/payments/payment-gateway.js';
import { type SandboxAffirmGateway, createSandboxAffirmGateway } from '../providers/payments/sandbox-affirm-gateway.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

/** The seeded world's "today" (demo data is anchored on 2026-11-21). */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  clock: Clock;
  /** The sandbox card processor the API charges (declines, time-outs and the charges it took). */
  payments: SandboxPaymentGateway;
  /** The sandbox Affirm (checkouts, their outcomes, the loans it took and voided). */
  affirm: SandboxAffirmGateway;
  /** The sandbox insurance provider the API reprices and cancels with. */
  insurance: SandboxInsuranceProvider;
  /** The job queue, without workers: the clients drain it after each request. */
  queue: JobQueue;
  /** What the queue's mail jobs sent, oldest first. */
  mailer: Mailer & { messages: SentMail[] };
  /** A client with its own cookie jar, as one browser. */
  client(): TestClient;
  /** The same: a client with no session yet. */
  anonymous(): TestClient;
  /** A client already signed in as `email` (demo password by default). */
  signedIn(email: string, password?: string): Promise<TestClient>;
  /** A client with a session made directly (many users at once, without the password hash's cost). */
  sessionFor(userId: string): Promise<TestClient>;
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

export interface TestAppOptions {
  /** Load the demo data (default true). */
  seed?: boolean;
  /** Send every request as if over https through a trusted proxy. */
  secure?: boolean;
  /** Steer the sandbox card processor (latency, time-out). */
  payments?: SandboxPaymentGatewayOptions;
  /** Charge through this card processor instead of the sandbox (the Stripe adapter against a stand-in). */
  cardProcessor?: PaymentGateway;
  /** Lift the money and sign-in rate limits, so a race measures the rooms or the key, not the limiter. */
  liftRateLimits?: boolean;
  /** Override named rate limits (e.g. `{ money: { limit: 0 } }` to find every route that declares the money limit). */
  rateLimits?: Record<string, { limit?: number; windowMs?: number }>;
  /** The PUBLIC_URL setting links in e-mails start from (default: where a server on the default port listens). */
  publicUrl?: string;
  /** SMTP_URL: the app's mailer sends through this SMTP server (issue 27's tests start one); default: memory. */
  smtpUrl?: string;
  /** The built portal's index.html, as the server passes it: pages rendered with it carry their data for the script. */
  portalShell?: string;
  /** The mailer the queue's mail jobs send through (default: a memory mailer the test reads as `mailer.messages`). */
  mailer?: Mailer & { messages: SentMail[] };
  /** Mail retries without waiting out a real backoff (tests of failed jobs). */
  mailRetry?: { limit?: number; delaySeconds?: number };
  /** Product feature flags turned off or on (the server's default: on). */
  featureFlags?: Deps['featureFlags'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: options.seed !== false });
  const clock: Clock = {
    now: TEST_NOW,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const payments = createSandboxPaymentGateway({ timeoutMs: 50, now: () => clock.now, ...options.payments });
  const insurance = createSandboxInsuranceProvider();
  const affirm = createSandboxAffirmGateway({ timeoutMs: 50, now: () => clock.now });
  const mailer = options.mailer ?? createMemoryMailer();
  const queue = createJobQueue({
    database,
    // With an SMTP server (issue 27's tests) the jobs send through it, as the server's worker does with SMTP_URL.
    mailer: options.smtpUrl ? createSmtpMailer(options.smtpUrl) : mailer,
    workers: false,
    ...(options.mailRetry ? { mailRetry: options.mailRetry } : {}),
  });
  await queue.start();
  const app = createApp({
    queue,
    database,
    config: {
      TRUST_PROXY: true,
      NODE_ENV: 'test',
      ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    },
    now: () => clock.now,
    payments: options.cardProcessor ?? payments,
    affirm,
    insurance,
    ...(options.portalShell ? { portalShell: options.portalShell } : {}),
    ...(options.featureFlags ? { featureFlags: options.featureFlags } : {}),
    ...(options.liftRateLimits ? { rateLimits: { money: { limit: 100_000 }, auth: { limit: 100_000 } } } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });

  const client = (cookie: string | null = null): TestClient => {
    const c: TestClient = {
      cookie,
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
        // The e-mails the request wrote as jobs go out now, as the server's worker sends them right after commit.
        await queue.drain();
        return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
      },
    };
    return c;
  };

  return {
    app,
    database,
    clock,
    payments,
    affirm,
    insurance,
    queue,
    mailer,
    client: () => client(),
    anonymous: () => client(),
    async sessionFor(userId) {
      const token = await createSession(database.db, userId, clock.now);
      return client(`${SESSION_COOKIE}=${token}`);
    },
    async signedIn(email, password = DEMO_PASSWORD) {
      const c = client();
      const res = await c.request('POST', '/api/authentication/login', { email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body.error}`);
      return c;
    },
    async close() {
      await queue.stop();
      await database.close();
    },
  };
}

let keys = 0;
/** A fresh Idempotency-Key header. */
export const idem = (key = `test-key-${Date.now()}-${++keys}`) => ({ 'Idempotency-Key': key });

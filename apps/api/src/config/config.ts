// Runtime configuration from the environment, validated once at boot.
import { resolve } from 'node:path';
import { LOCAL_DEVELOPMENT_PORT } from '@caravan/domain';
import { z } from 'zod';
import { MAIL_RETRY_LIMIT } from '../queue/queue.constants.js';
import { PUBLIC_TAKEOVER_DELAY_MS } from '../http/deferred-takeover.js';
import { MAIL_FROM } from '../email/mailer.js';
import { LOG_LEVELS } from '../observability/logger.js';

/** PLT-067: the local development port, one value with the domain's spec table. */
export const DEFAULT_PORT = LOCAL_DEVELOPMENT_PORT;

const envSchema = z.object({
  /** 0 picks a free port (tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL only: hold one pooled connection through a request's database work (decision 040). Off by default:
   * measured, it lost at 50 connections on a pool of 10.
   */
  CARAVAN_DB_LEASE: z.enum(['on', 'off']).default('off'),
  DATA_DIR: z.string().default('.data'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set when a proxy in front terminates TLS, so X-Forwarded-Proto is believed. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Demo data is loaded on first start unless this is false; never in production. */
  SEED_DEMO: z.stringbool().default(true),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  /**
   * The address users reach Caravan at, which every link in an e-mail or document starts from (never the request's
   * Host header, which an attacker controls: reset-link poisoning). Unset: the address the server listens on.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /** Runs the time-driven rules on the wall clock every minute (MKT-012); false when nothing should move by itself. */
  SCHEDULER: z.stringbool().default(true),
  /** Test mode: the server's clock stands still and POST /api/test/clock moves it; refused in production. */
  CARAVAN_TEST_CLOCK: z.stringbool().default(false),
  /** Browser tests: the server's clock runs this many ms ahead of (or behind) the wall clock; refused in production. */
  CARAVAN_CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  // ---- queue (issue 27 point 4): the job queue's settings.
  /** Retries of an e-mail job before it is failed and shown to the admin (0: the first failure is final). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(MAIL_RETRY_LIMIT),
  /** A visitor's public page loads the portal's script this long after the load event, or at a first touch or key. */
  PUBLIC_TAKEOVER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(PUBLIC_TAKEOVER_DELAY_MS),
  // Issue 27, real e-mail (mail): SMTP delivery and the sender address.
  /** Sends e-mail through this SMTP server (smtp://user:pass@host:587, or smtps:// for TLS from the start); unset: the outbox folder. */
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of every e-mail; a real mail service accepts only an address of a domain it verified. */
  MAIL_FROM: z.string().min(3).default(MAIL_FROM),
  // --- stripe (issue 27 points 2 and 3): the card processor and production's refusal to run on sandboxes ---
  /** Stripe's secret key (sk_live_… or sk_test_…): card payments go through Stripe; unset: the sandbox processor. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret (whsec_…) of the Stripe webhook endpoint POST /api/webhooks/stripe; unset: that route is 404. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: the address of a local stand-in for Stripe's API (http://127.0.0.1:PORT); unset: Stripe itself. */
  STRIPE_API_BASE: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .optional(),
  /** With NODE_ENV=production the server refuses to start on a sandbox provider or the outbox folder unless this is true. */
  ALLOW_SANDBOX: z.stringbool().default(false),
  // --- ops (issue 27 point 5): logs and metrics ---
  /** pino's level for the JSON log on stdout; unset: info (only errors, to the test's console, under NODE_ENV=test). */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Serves Prometheus metrics at /metrics to `Authorization: Bearer <token>`; unset: no /metrics (a JSON 404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Config = z.infer<typeof envSchema> & { pgliteDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  if (parsed.data.CARAVAN_TEST_CLOCK && parsed.data.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  CARAVAN_TEST_CLOCK: a test clock is refused in production');
  if (parsed.data.CARAVAN_CLOCK_OFFSET_MS !== 0 && parsed.data.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  CARAVAN_CLOCK_OFFSET_MS: a shifted clock is refused in production');
  return { ...parsed.data, pgliteDir: resolve(parsed.data.DATA_DIR, 'pglite') };
}

/** The public address links start from: PUBLIC_URL when set, else the address the server listens on (`port`). */
export function publicUrlOf(config: Partial<Pick<Config, 'PUBLIC_URL' | 'PORT'>>, port = config.PORT ?? DEFAULT_PORT) {
  return config.PUBLIC_URL ?? `http://localhost:${port}`;
}

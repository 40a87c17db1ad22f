// What every handler and the services it calls can reach: the database, the clock, the config, and who is signed in.
// Outside http/ so services may import it (issue 28 point 2); http/context.ts re-exports it for the routes.
import type { Context } from 'hono';
import type { SessionInfo } from '../auth/sessions.js';
import { type Config, publicUrlOf } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { TestClock } from '../clock/clock.js';
import type { Mailer } from '../email/mailer.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { Logger } from '../observability/logger.js';
import type { Scheduler } from '../scheduler/scheduler.js';
import type { FileStore } from '../services/files/file-store.js';
import type { InsuranceProvider } from '../providers/insurance/index.js';
import type { DistanceMatrix, PlaceLookup } from '../providers/maps/index.js';
import type { AffirmGateway, PaymentGateway } from '../providers/payments/index.js';
import type { ReviewsService } from '../providers/reviews/index.js';
import type { PageScreenshots } from '../providers/screenshots/index.js';
import type { TransferProvider } from '../providers/transfers/index.js';
import { forbidden, unauthorized } from '../errors/app-error.js';

export interface Deps {
  database: Database;
  config: Pick<Config, 'TRUST_PROXY' | 'NODE_ENV'> &
    Partial<Pick<Config, 'OUTBOX_DIR' | 'DATA_DIR' | 'PUBLIC_URL' | 'PORT' | 'LOG_LEVEL' | 'METRICS_TOKEN'>>;
  /** The public address once the server listens (PORT=0 picks one then); absent: publicUrlOf(config). */
  publicUrl?: () => string;
  /** The clock port's reading (clock/clock.ts), injected so tests can move time (session time-outs, lockouts, MKT-012). */
  now: () => Date;
  /**
   * Test mode only (CARAVAN_TEST_CLOCK): the clock `now` reads, which POST /api/test/clock moves before it runs the
   * scheduler. Absent in a normal start, and then that route does not exist.
   */
  testClock?: TestClock;
  /** The time-driven rules (scheduler/scheduler.ts); the test clock route runs them after moving the clock. */
  scheduler?: Scheduler;
  /**
   * The job queue (queue/job-queue.ts): e-mails are written to it in the transaction that causes them and its worker
   * sends them through its mailer after commit.
   */
  queue: JobQueue;
  /** The mailer the outbox view reads; when absent, the queue's. */
  mailer?: Mailer;
  /**
   * Per-limit overrides by rule name (tests tighten them; operators may loosen them): a RateLimitRule's limit and
   * window, written out here so the context does not import the middleware that reads it.
   */
  rateLimits?: Record<string, { limit?: number; windowMs?: number }>;
  /** Product feature flags (host-and-platform §7.3); absent or unset: the feature is on. */
  featureFlags?: { suggestedSellPrice?: boolean };
  /** The card processor; when absent, the sandbox (see providers/index.ts providersOf). */
  payments?: PaymentGateway;
  /** Affirm (pay over time); when absent, the sandbox, whose stand-in page the API then serves. */
  affirm?: AffirmGateway;
  /** The travel insurance provider; when absent, the sandbox. */
  insurance?: InsuranceProvider;
  /** The ground-transfer provider, the place lookup and the distance matrix; when absent, the sandboxes. */
  transfers?: TransferProvider;
  places?: PlaceLookup;
  distances?: DistanceMatrix;
  /** The reviews service (HAP-038); when absent, the sandbox. */
  reviews?: ReviewsService;
  /** Page screenshots (HAP-068); when absent, the sandbox. */
  screenshots?: PageScreenshots;
  /** The portal's built index.html, when served: server-rendered public pages are poured into it. */
  portalShell?: string;
  /** Uploaded images; when absent, a folder under config.DATA_DIR, or memory. */
  files?: FileStore;
  /** The log (observability/logger.ts); when absent, one at config.LOG_LEVEL on stdout. */
  logger?: Logger;
  /** Whether the database's migrations have run (GET /api/ready); absent: they have (the server migrates first). */
  migrated?: () => boolean;
}

/** Deps as handlers see them: the mailer is always chosen. */
export type AppDeps = Deps & { mailer: Mailer; files: FileStore };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    session: SessionInfo | null;
    /** True when the request came over https (directly or through a trusted proxy). */
    secure: boolean;
    /** The request's logger: each line carries its id (observability/request-log.ts). */
    log: Logger;
    /** The request's id, also in its X-Request-Id answer. */
    requestId: string;
  };
};

export const depsOf = (c: Context<AppEnv>) => c.get('deps');

/** The address every link in an e-mail or document starts from (PUBLIC_URL, else where the server listens). */
export const publicUrlOfDeps = (deps: AppDeps): string => deps.publicUrl?.() ?? publicUrlOf(deps.config);

/** publicUrlOfDeps of the request's deps. */
export const publicUrl = (c: Context<AppEnv>): string => publicUrlOfDeps(c.get('deps'));

/** The signed-in session or a 401. */
export function requireSession(c: Context<AppEnv>): SessionInfo {
  const s = c.get('session');
  if (!s) throw unauthorized();
  return s;
}

/** The signed-in session when its user is in one of `groups`, else 401/403. */
export function requireGroup(c: Context<AppEnv>, ...groups: string[]): SessionInfo {
  const s = requireSession(c);
  if (!groups.includes(s.user.group)) throw forbidden();
  return s;
}

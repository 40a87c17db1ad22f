// What /api/health asks besides the database: checks other parts register (the job queue registers its own).
/** A part's answer: ok, or down with a reason a person can act on. */
export type HealthAnswer = { ok: true } | { ok: false; reason: string };

/** DECIDE: 2 s for each check; a database that takes longer to answer `select 1` is down for a load balancer. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

const checks = new Map<string, () => Promise<HealthAnswer>>();

/**
 * The job queue's hook: `check` is asked on every GET /api/health; when it says down (or throws, or takes longer than
 * HEALTH_CHECK_TIMEOUT_MS) the health answers 503 naming `queue`. A later call replaces the earlier.
 */
export function registerQueueHealth(check: () => Promise<HealthAnswer>): void {
  checks.set('queue', check);
}

/** Removes a registered check (a queue that stopped on purpose; tests). */
export function unregisterHealthCheck(name: string): void {
  checks.delete(name);
}

/** Runs `check` with the time-out; a throw or a time-out is a down answer. */
export async function runCheck(check: () => Promise<HealthAnswer>): Promise<HealthAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<HealthAnswer>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms` }),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      check().catch((e: unknown) => ({ ok: false as const, reason: e instanceof Error ? e.message : String(e) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every registered check's answer, by name. */
export async function registeredChecks(): Promise<Record<string, HealthAnswer>> {
  const entries = await Promise.all([...checks].map(async ([name, check]) => [name, await runCheck(check)] as const));
  return Object.fromEntries(entries);
}

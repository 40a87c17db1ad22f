// GET /metrics: the Prometheus exposition, served only when METRICS_TOKEN is set and only to that bearer token.
import { timingSafeEqual } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context.js';
import { AppError } from '../errors/app-error.js';
import type { AppMetrics, PoolUse } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** PGlite runs in the process: one connection, always (decision 032). */
export const PGLITE_POOL_USE: PoolUse = { total: 1, idle: 0, waiting: 0 };

/** Compares in constant time, so the answer's timing does not tell how much of a guessed token was right. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Adds /metrics to `app` when `token` is set (decision 032: a token on the one port, no second port). Without it the
 * path is not served at all, and answers the JSON 404 of any unknown path.
 */
export function serveMetrics(app: OpenAPIHono<AppEnv>, metrics: AppMetrics, token: string | undefined): void {
  if (!token) return;
  app.get(METRICS_PATH, async (c) => {
    const given = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!given || !sameToken(given, token))
      throw new AppError(401, 'UNAUTHENTICATED', 'Metrics need the bearer token of METRICS_TOKEN.', undefined, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    const { body, contentType } = await metrics.scrape();
    c.header('Content-Type', contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200);
  });
}

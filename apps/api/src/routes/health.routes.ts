// GET /api/health (is the API up, can it reach its database and the job queue: 503 naming what is down) and
// GET /api/ready (503 until the database's migrations have run).
import { createRoute, z } from '@hono/zod-openapi';
import { envelopeOf, refusal, router } from '../http/openapi.js';
import { PUBLIC_ROUTE } from '../http/openapi-document.js';
import { failBody } from '../http/envelope.js';
import { NOT_READY_MESSAGE } from '../http/starting.js';
import { registeredChecks, runCheck } from '../observability/health-checks.js';
import { pingDatabase } from '../services/platform/database-ping.js';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/health',
  tags: ['platform'],
  summary: 'Health of the API, its database and its job queue',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: envelopeOf(healthData) } } },
    503: refusal("Something is down: `fields` names each part that is ('database', 'queue') with the reason"),
  },
});

const readyRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/ready',
  tags: ['platform'],
  summary: 'Ready for traffic: the database is migrated',
  responses: {
    200: {
      description: 'Ready',
      content: { 'application/json': { schema: envelopeOf(z.object({ ready: z.literal(true) })) } },
    },
    503: refusal('Not ready yet: the migrations have not run'),
  },
});

export const healthRoutes = router()
  .openapi(route, async (c) => {
    const { database } = c.get('deps');
    const started = performance.now();
    const db = await runCheck(async () => {
      await pingDatabase(database.db);
      return { ok: true };
    });
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    const down: Record<string, string> = {};
    if (!db.ok) down.database = db.reason;
    for (const [name, answer] of Object.entries(await registeredChecks())) if (!answer.ok) down[name] = answer.reason;
    const names = Object.keys(down);
    if (names.length > 0) {
      c.get('log').warn({ down }, 'health: down');
      return c.json(failBody(`Caravan is not healthy: ${names.join(' and ')} down.`, 'UNHEALTHY', down), 503);
    }
    return c.json(
      {
        success: true as const,
        data: { status: 'ok' as const, database: { kind: database.kind, ok: true, latencyMs } },
      },
      200,
    );
  })
  .openapi(readyRoute, (c) => {
    const migrated = c.get('deps').migrated?.() ?? true;
    if (!migrated) return c.json(failBody(NOT_READY_MESSAGE, 'NOT_READY'), 503);
    return c.json({ success: true as const, data: { ready: true as const } }, 200);
  });

// GET /api/health: is the API up, and can it reach its database.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { envelopeOf, router } from '../http/openapi.js';
import { PUBLIC_ROUTE } from '../http/openapi-document.js';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/health',
  tags: ['platform'],
  summary: 'Health of the API and its database',
  responses: { 200: { description: 'Health', content: { 'application/json': { schema: envelopeOf(healthData) } } } },
});

export const healthRoutes = router().openapi(route, async (c) => {
  const { database } = c.get('deps');
  const started = performance.now();
  let dbOk = true;
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    dbOk = false;
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return c.json(
    {
      success: true as const,
      data: {
        status: dbOk ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, ok: dbOk, latencyMs },
      },
    },
    200,
  );
});

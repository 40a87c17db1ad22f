// Admin user list and search: GET /api/admin/users?search=
import { createRoute, z } from '@hono/zod-openapi';
import { asc, ilike, or } from 'drizzle-orm';
import { toUserView, userView } from '../auth/user-view.js';
import { users } from '../db/schema/index.js';
import { requireGroup } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';

const listQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'List and search users (admin only)',
  request: { query: listQuery },
  responses: {
    200: {
      description: 'Users',
      content: { 'application/json': { schema: envelopeOf(z.object({ items: z.array(userView) })) } },
    },
    ...errorResponses,
  },
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const adminUserRoutes = router().openapi(listRoute, async (c) => {
  requireGroup(c, 'admin');
  const { search, limit } = c.req.valid('query');
  const db = c.get('deps').database.db;
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      pattern
        ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
        : undefined,
    )
    .orderBy(asc(users.email))
    .limit(limit);
  return c.json({ success: true as const, data: { items: rows.map(toUserView) } }, 200);
});

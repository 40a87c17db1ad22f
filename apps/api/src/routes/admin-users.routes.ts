// Admin user list and search: GET /api/admin/users?search=
import { createRoute, z } from '@hono/zod-openapi';
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { and, ilike, or } from 'drizzle-orm';
import { toUserView, userView } from '../auth/user-view.js';
import { users } from '../db/schema/index.js';
import { requireGroup } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../db/paging.js';

const listQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search is too long').optional(),
});

/** By email, the order an admin scans; email is unique, the id only makes the key explicit. */
const byEmail: PageOrder<typeof users.$inferSelect> = {
  keys: [
    { column: users.email, of: (u) => u.email, value: keyValue.text },
    { column: users.id, of: (u) => u.id, value: keyValue.uuid },
  ],
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'List and search users, a page at a time by email (admin only)',
  request: { query: listQuery },
  responses: {
    200: {
      description: 'Users',
      content: { 'application/json': { schema: envelopeOf(pageSchema(userView)) } },
    },
    ...errorResponses,
  },
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const adminUserRoutes = router().openapi(listRoute, async (c) => {
  requireGroup(c, 'admin');
  const q = c.req.valid('query');
  const db = c.get('deps').database.db;
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        pattern
          ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
          : undefined,
        afterCursor(byEmail, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(byEmail))
    .limit(rowsToRead(q));
  return c.json({ success: true as const, data: pageOf(rows, q, byEmail, toUserView) }, 200);
});

// Admin user list and search: GET /api/admin/users?search=
import { createRoute, z } from '@hono/zod-openapi';
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { userView } from '../auth/user-view.js';
import { requireGroup } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { searchUsers } from '../services/admin/search-users.js';

const listQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search is too long').optional(),
});

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

export const adminUserRoutes = router().openapi(listRoute, async (c) => {
  requireGroup(c, 'admin');
  const data = await searchUsers(c.get('deps').database.db, c.req.valid('query'));
  return c.json({ success: true as const, data }, 200);
});

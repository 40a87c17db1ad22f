// The signed-in user's notification centre (MKT-052), for every role: a page of notifications with the unread count,
// mark one or all read, and the e-mail preference per kind.
import {
  notificationPageSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  pageQuerySchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import {
  markAllNotificationsRead,
  markNotificationRead,
  readNotificationPage,
  readPreferences,
  writePreferences,
} from '../../services/notifications/notification-centre.js';

/** Marking read is asked for explicitly, so a stray or malformed request changes nothing. */
const confirmBody = {
  body: {
    required: true,
    content: { 'application/json': { schema: z.object({ read: z.literal(true) }).strict() } },
  },
};

const pageRoute = createRoute({
  method: 'get',
  path: '/api/me/notifications',
  tags: ['me'],
  summary: "A page of the signed-in user's notifications, newest first, by cursor, with the unread count (MKT-052)",
  request: { query: pageQuerySchema },
  responses: { 200: jsonOk(notificationPageSchema, 'The page'), ...errorResponses },
});

const readOneRoute = createRoute({
  method: 'post',
  path: '/api/me/notifications/{id}/read',
  tags: ['me'],
  summary: 'Marks one notification read (MKT-052)',
  request: { params: z.object({ id: z.uuid({ message: 'Not a notification id' }) }), ...confirmBody },
  responses: {
    200: jsonOk(z.object({ id: z.uuid() }), 'Marked read'),
    ...errorResponses,
    404: refusal('No such notification, or not yours'),
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/api/me/notifications/read-all',
  tags: ['me'],
  summary: "Marks every one of the signed-in user's notifications read (MKT-052)",
  request: confirmBody,
  responses: {
    200: jsonOk(z.object({ marked: z.number().int().nonnegative() }), 'How many were unread'),
    ...errorResponses,
  },
});

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/api/me/notification-preferences',
  tags: ['me'],
  summary: 'Whether each kind of notification is also e-mailed to the signed-in user (MKT-052)',
  responses: { 200: jsonOk(notificationPreferencesSchema, 'Every kind with its choice'), ...errorResponses },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/api/me/notification-preferences',
  tags: ['me'],
  summary: 'Turns e-mail on or off for the kinds named (MKT-052)',
  request: {
    body: { required: true, content: { 'application/json': { schema: notificationPreferencesInputSchema } } },
  },
  responses: { 200: jsonOk(notificationPreferencesSchema, 'Every kind with its choice'), ...errorResponses },
});

export const notificationRoutes = router()
  .openapi(pageRoute, async (c) => {
    const { user } = requireSession(c);
    const data = await readNotificationPage(c.get('deps').database.db, user.id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(readAllRoute, async (c) => {
    const { user } = requireSession(c);
    const deps = c.get('deps');
    const marked = await markAllNotificationsRead(deps.database.db, user.id, deps.now());
    return c.json({ success: true as const, data: { marked } }, 200);
  })
  .openapi(readOneRoute, async (c) => {
    const { user } = requireSession(c);
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    await markNotificationRead(deps.database.db, user.id, id, deps.now());
    return c.json({ success: true as const, data: { id } }, 200);
  })
  .openapi(getPreferencesRoute, async (c) => {
    const { user } = requireSession(c);
    return c.json({ success: true as const, data: await readPreferences(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(putPreferencesRoute, async (c) => {
    const { user } = requireSession(c);
    const data = await writePreferences(c.get('deps').database.db, user.id, c.req.valid('json').preferences);
    return c.json({ success: true as const, data }, 200);
  });

// GET /api/admin/outbox: the newest e-mails Caravan sent, for admins outside production (the dev outbox view).
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../http/context.js';
import { notFound } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { cursorOfKey, keyOfCursor } from '../db/paging.js';

const sentMail = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    sentAt: z.string(),
  })
  .openapi('SentMail');

const route = createRoute({
  method: 'get',
  path: '/api/admin/outbox',
  tags: ['admin'],
  summary: 'Outgoing e-mails, newest first, a page at a time (admin only, never in production)',
  request: { query: pageQuerySchema },
  responses: {
    200: {
      description: 'Sent e-mails, newest first',
      content: { 'application/json': { schema: envelopeOf(pageSchema(sentMail)) } },
    },
    ...errorResponses,
  },
});

export const outboxRoutes = router().openapi(route, async (c) => {
  requireGroup(c, 'admin');
  const { mailer, config } = c.get('deps');
  if (config.NODE_ENV === 'production') throw notFound();
  const { limit, cursor } = c.req.valid('query');
  const page = await mailer.recent(limit, cursor === undefined ? undefined : keyOfCursor(cursor));
  return c.json(
    { success: true as const, data: { items: page.items, nextCursor: page.next && cursorOfKey(page.next) } },
    200,
  );
});

// GET /api/admin/outbox: the newest e-mails Caravan sent, for admins outside production (the dev outbox view).
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../http/context.js';
import { notFound } from '../http/errors.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';

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
  summary: 'Newest outgoing e-mails (admin only, never in production)',
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: {
    200: {
      description: 'Sent e-mails, newest first',
      content: { 'application/json': { schema: envelopeOf(z.object({ items: z.array(sentMail) })) } },
    },
    ...errorResponses,
  },
});

export const outboxRoutes = router().openapi(route, async (c) => {
  requireGroup(c, 'admin');
  const { mailer, config } = c.get('deps');
  if (config.NODE_ENV === 'production') throw notFound();
  const items = await mailer.recent(c.req.valid('query').limit);
  return c.json({ success: true as const, data: { items } }, 200);
});

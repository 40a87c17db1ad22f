// Calendar feeds (MKT-050): the signed-in user's link (GET, POST reset) and the public feed at the secret address.
// Only the token's hash is stored, so the URL is shown once, in the answer of the POST that makes it; GET tells
// whether a link exists. POST /api/me/calendar/reset both makes the first link and replaces a lost one.
import { calendarFeedParamsSchema, calendarLinkSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { publicUrl, requireSession } from '../../http/context.js';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { calendarFeed, calendarLinkOf, resetCalendarLink } from '../../services/calendar/calendar-feed.js';

const linkAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(calendarLinkSchema) } },
});

const linkRoute = createRoute({
  method: 'get',
  path: '/api/me/calendar',
  tags: ['me'],
  summary: 'Whether the signed-in user has a calendar feed link, and since when (MKT-050)',
  responses: { 200: linkAnswer('The link (its URL is only shown when made)'), ...errorResponses },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/api/me/calendar/reset',
  tags: ['me'],
  summary: 'A new calendar feed link; the old one stops working (MKT-050)',
  // The reset destroys the old address: it is asked for explicitly, so a stray or malformed request changes nothing.
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ confirm: z.literal(true) }).strict() } },
    },
  },
  responses: { 200: linkAnswer('The new link, with its URL'), ...errorResponses },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/api/calendar/{token}',
  tags: ['public'],
  summary: "A user's calendar feed (RFC 5545) at their secret address, ending in .ics (MKT-050)",
  ...PUBLIC_ROUTE,
  request: { params: calendarFeedParamsSchema },
  responses: {
    200: { description: 'The feed', content: { 'text/calendar': { schema: z.string() } } },
    400: errorResponses[400],
    404: refusal('No feed at this address (never made, or reset)'),
  },
});

export const calendarRoutes = router()
  .openapi(linkRoute, async (c) => {
    const { user } = requireSession(c);
    return c.json({ success: true as const, data: await calendarLinkOf(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(resetRoute, async (c) => {
    const { user } = requireSession(c);
    const deps = c.get('deps');
    const data = await resetCalendarLink(deps.database.db, user.id, publicUrl(c), deps.now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(feedRoute, async (c) => {
    const token = c.req.valid('param').token.replace(/\.ics$/, '');
    const deps = c.get('deps');
    const body = await calendarFeed(deps.database.db, token, deps.now());
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    // The address is the secret: no shared cache keeps a copy.
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200);
  });

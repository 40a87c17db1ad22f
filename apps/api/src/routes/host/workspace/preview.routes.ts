// GET /api/me/pages/host-trips/{id}/preview (WSP-017): the host's own trip page as the public will see it, for the
// workspace's Trip Preview frame. It lives under the frameable pages prefix (the public /trips/… page may not be framed,
// and answers 404 until the trip is launched); another host's trip is a 404, as everywhere in the workspace.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, router } from '../../../http/openapi.js';
import { publicTripViewOf } from '../../../services/booking/create-booking/public-trip.js';
import { findHostTrip } from '../../../services/host-workspace/host-trip-access.js';
import { escapeHtml, renderDocument, tripBodyContent } from '../../../views/public-trip.page.js';
import { notYours, tripParams } from './workspace.routes.js';

/** The frame's path for a trip: under the prefix whose pages the portal may frame (security.ts). */
export const hostTripPreviewPath = (id: string) => `/api/me/pages/host-trips/${id}/preview`;

/** DECIDE: the preview has a little inline style of its own (no portal script runs in it) so it reads as a page. */
const PREVIEW_STYLE =
  '<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;line-height:1.5;color:#1f2933}' +
  '.trip-page{max-width:48rem;margin:0 auto}.trip-page__hero{width:100%;max-height:18rem;object-fit:cover;border-radius:.5rem}</style>';

const previewRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/host-trips/{id}/preview',
  tags: ['me', 'host', 'pages'],
  summary: "The host's own trip page as HTML for the Trip Preview frame (WSP-017), whatever its launch status",
  request: { params: tripParams },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: notYours,
  },
});

export const previewRoutes = router().openapi(previewRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const { database, now } = c.get('deps');
  const trip = await findHostTrip(database.db, user, c.req.valid('param').id, 'read');
  const view = await publicTripViewOf(database.db, trip, now());
  const head = `<title>${escapeHtml(`Preview · ${view.name}`)}</title>\n    <meta name="robots" content="noindex" />\n    ${PREVIEW_STYLE}`;
  c.header('Cache-Control', 'no-store');
  return c.html(renderDocument(undefined, head, tripBodyContent(view)), 200);
});

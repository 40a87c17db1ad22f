// GET /api/me/pages/host-trips/{id}/preview (WSP-017): the host's own trip page as the public will see it, for the
// workspace's Trip Preview frame. It lives under the frameable pages prefix (the public /trips/… page may not be framed,
// and answers 404 until the trip is launched); another host's trip is a 404, as everywhere in the workspace.
import { createRoute, z } from '@hono/zod-openapi';
import type { PolicyUser } from '../../../auth/policy.js';
import { type AppDeps, requireGroup } from '../../../http/context.js';
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

/** The preview page of the host's own trip `id` (404 when not theirs), as the frame shows it. */
export async function hostTripPreviewHtml(deps: Pick<AppDeps, 'database' | 'now'>, user: PolicyUser, id: string) {
  const trip = await findHostTrip(deps.database.db, user, id, 'read');
  const view = await publicTripViewOf(deps.database.db, trip, deps.now());
  const head = `<title>${escapeHtml(`Preview · ${view.name}`)}</title>\n    <meta name="robots" content="noindex" />\n    ${PREVIEW_STYLE}`;
  return { trip, html: renderDocument(undefined, head, tripBodyContent(view)) };
}

export const previewRoutes = router().openapi(previewRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const { html } = await hostTripPreviewHtml(c.get('deps'), user, c.req.valid('param').id);
  c.header('Cache-Control', 'no-store');
  return c.html(html, 200);
});

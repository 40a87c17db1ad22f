// GET /public/trips/{id}/screenshot (HAP-068, decision 022): a PNG of the public trip page at the asked viewport
// (defaults 1280 x 1000), cacheable for cacheHours (default 1). An unpublished or unknown trip is 404.
import { TRIP_SCREENSHOT_DEFAULTS } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { errorResponses, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { findPublicTrip, publicTripViewOf } from '../../services/booking/create-booking/public-trip.js';
import { escapeHtml, renderDocument, tripBodyContent } from '../../views/public-trip.page.js';

/** DECIDE: a viewport from a phone's 320 px to 2560 x 4000, so one request cannot ask for a huge image. */
const SIZE = { minWidth: 320, maxWidth: 2560, minHeight: 320, maxHeight: 4000 } as const;
/** DECIDE: a screenshot may be cached for at most a week; 0 asks for no caching. */
const MAX_CACHE_HOURS = 168;

const screenshotRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/public/trips/{id}/screenshot',
  tags: ['public'],
  summary: 'A PNG of the public trip page (HAP-068): width, height and cacheHours default to 1280, 1000 and 1',
  request: {
    params: z.object({ id: z.string().min(1).max(200) }),
    query: z.object({
      width: z.coerce.number().int().min(SIZE.minWidth).max(SIZE.maxWidth).default(TRIP_SCREENSHOT_DEFAULTS.width),
      height: z.coerce.number().int().min(SIZE.minHeight).max(SIZE.maxHeight).default(TRIP_SCREENSHOT_DEFAULTS.height),
      cacheHours: z.coerce.number().int().min(0).max(MAX_CACHE_HOURS).default(TRIP_SCREENSHOT_DEFAULTS.cacheHours),
    }),
  },
  responses: {
    200: {
      description: 'The screenshot',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
    404: refusal('No such trip, or its page is not public'),
  },
});

export const tripScreenshotRoutes = router().openapi(screenshotRoute, async (c) => {
  const deps = c.get('deps');
  const { width, height, cacheHours } = c.req.valid('query');
  const trip = await findPublicTrip(deps.database.db, c.req.valid('param').id);
  const view = await publicTripViewOf(deps.database.db, trip, deps.now());
  const html = renderDocument(undefined, `<title>${escapeHtml(view.name)}</title>`, tripBodyContent(view));
  const png = await providersOf(deps).screenshots.capture({ html, width, height });
  c.header('Content-Type', 'image/png');
  c.header('Cache-Control', cacheHours > 0 ? `public, max-age=${cacheHours * 3600}` : 'no-store');
  return c.body(png as Uint8Array<ArrayBuffer>, 200);
});

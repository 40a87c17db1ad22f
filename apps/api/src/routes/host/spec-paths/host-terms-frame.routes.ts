// GET /api/me/pages/host-terms (HAP-065, decision 022): the host terms frame of the host's own trip, showing the
// prices and advance the Pricing form passes (else the saved ones), and its script that posts termsAccepted.
import { PUBLIC_ROUTE } from '../../../http/openapi-document.js';
import { currencyCodeSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { findHostTrip } from '../../../services/host-workspace/host-trip-access.js';
import {
  HOST_TERMS_SCRIPT,
  HOST_TERMS_SCRIPT_PATH,
  hostTermsPage,
} from '../../../services/host-workspace/host-terms-page.js';

/** DECIDE: amounts in the frame's query are minor units, as every amount the API takes; bounded like the prices. */
const MAX_MINOR = 100_000_000;
const flag = z.enum(['true', 'false']).default('false');
const minor = z.coerce.number().int().min(0).max(MAX_MINOR).optional();

const pageRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/host-terms',
  tags: ['me', 'host', 'pages'],
  summary: "The host terms frame of the host's own trip (HAP-065); accepting posts {termsAccepted} to the parent",
  request: {
    query: z.object({
      tripId: z.uuid({ message: 'Not a trip id' }),
      hideFooterButtons: flag,
      postTermsDocument: flag,
      initialPrice: minor,
      remainingPrice: minor,
      flightAdvance: minor,
    }),
  },
  responses: {
    200: { description: 'The terms page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: { description: 'No such trip, or not yours', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

const scriptRoute = createRoute({
  // A static script without data: public, so a frame's page loads it whoever is signed in (issue 27 point 8).
  ...PUBLIC_ROUTE,
  method: 'get',
  path: HOST_TERMS_SCRIPT_PATH,
  tags: ['host', 'pages'],
  summary: "The host terms frame's script: posts termsAccepted (and termsDocument when asked) to the parent window",
  responses: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } } },
});

export const hostTermsFrameRoutes = router()
  .openapi(pageRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const q = c.req.valid('query');
    const trip = await findHostTrip(c.get('deps').database.db, user, q.tripId, 'read');
    const html = hostTermsPage({
      tripName: trip.name,
      currency: currencyCodeSchema.parse(trip.currency),
      initialPrice: q.initialPrice ?? trip.priceInitial ?? null,
      remainingPrice: q.remainingPrice ?? trip.priceRemaining ?? null,
      flightAdvance: q.flightAdvance ?? trip.flightStipend ?? null,
      minimumSpots: trip.hostTerms?.minimumSpots ?? null,
      maximumSpots: trip.hostTerms?.maximumSpots ?? null,
      hideFooterButtons: q.hideFooterButtons === 'true',
      postTermsDocument: q.postTermsDocument === 'true',
    });
    c.header('Cache-Control', 'no-store');
    return c.html(html, 200);
  })
  .openapi(scriptRoute, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(HOST_TERMS_SCRIPT, 200);
  });

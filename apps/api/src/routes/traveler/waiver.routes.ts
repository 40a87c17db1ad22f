// The traveler terms (waiver) calls: the terms page loaded in a frame (TAP-017), its script, and the two flags it
// sends: accepted terms (TAP-018) and the minor disclaimer (TAP-019). A traveler reaches only trips they are on.
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { travelerTermsQuerySchema, travelerTermsResultSchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../http/context.js';
import { AppError } from '../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { recordTravelerTerms, type TermsFlag } from '../../services/traveler-terms/accept-terms.js';
import { accessTrip } from '../../services/booking/index.js';
import { travelerTermsHtml, travelerTermsToAccept } from '../../services/operator-trip/index.js';
import {
  TRAVELER_TERMS_NOT_FOUND,
  TRAVELER_TERMS_SCRIPT,
  TRAVELER_TERMS_SCRIPT_PATH,
} from '../../views/traveler-terms.page.js';
import { viewerOf } from './traveler-context.js';

const notYours = { description: 'Not found, or not yours', content: { 'application/json': { schema: errorEnvelope } } };
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const pageRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/traveler-terms',
  tags: ['traveler', 'operator', 'pages'],
  summary:
    "The traveler terms page of a trip in a frame of the portal: a traveler's to accept (TAP-017, TRV-056), or the trip's terms for its operator and hosts (OAP-029)",
  request: { query: travelerTermsQuerySchema },
  responses: { 200: html('The terms page'), 404: html('Not one of your trips'), ...errorResponses },
});

const scriptRoute = createRoute({
  // A static script without data: public, so a frame's page loads it whoever is signed in (issue 27 point 8).
  ...PUBLIC_ROUTE,
  method: 'get',
  path: TRAVELER_TERMS_SCRIPT_PATH,
  tags: ['traveler'],
  summary: "The terms page's script: posts termsAccepted or minorDisclaimer to the parent window (TRV-058)",
  responses: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } } },
});

const flagRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['traveler'],
    summary,
    request: { params: tripIdParamsSchema },
    responses: {
      200: {
        description: 'The waiver as recorded',
        content: { 'application/json': { schema: envelopeOf(travelerTermsResultSchema) } },
      },
      ...errorResponses,
      404: notYours,
    },
  });

const acceptRoute = flagRoute(
  '/api/me/trips/{id}/accept-traveler-terms',
  'Records that the traveler accepted the terms for the trip (TAP-018)',
);
const minorRoute = flagRoute(
  '/api/me/trips/{id}/minor-disclaimer',
  "Records the traveler's minor disclaimer for the trip (TAP-019)",
);

const record = async (c: Context<AppEnv>, id: string, flag: TermsFlag) => {
  const data = await recordTravelerTerms(c.get('deps').database.db, viewerOf(c), id, flag, c.get('deps').now());
  return c.json({ success: true as const, data }, 200);
};

/**
 * The terms page for whoever reads it: one document, the same terms. A traveler on the trip gets it with the buttons
 * that post to the portal; the trip's operator and hosts read it as it stands (OAP-029), by the trip policy. One path,
 * so the portal frames the same address for everyone.
 */
async function termsPageFor(c: Context<AppEnv>, tripId: string): Promise<string> {
  const { user } = requireSession(c);
  const { db } = c.get('deps').database;
  if (user.group !== 'traveler') return travelerTermsHtml(db, user, tripId);
  const { trip } = await accessTrip(db, viewerOf(c), tripId);
  return travelerTermsToAccept(db, trip);
}

export const travelerWaiverRoutes = router()
  .openapi(pageRoute, async (c) => {
    try {
      const page = await termsPageFor(c, c.req.valid('query').tripId);
      c.header('Cache-Control', 'private, no-store');
      return c.html(page, 200);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return c.html(TRAVELER_TERMS_NOT_FOUND, 404);
      throw error;
    }
  })
  .openapi(scriptRoute, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(TRAVELER_TERMS_SCRIPT, 200);
  })
  .openapi(acceptRoute, (c) => record(c, c.req.valid('param').id, 'termsAccepted'))
  .openapi(minorRoute, (c) => record(c, c.req.valid('param').id, 'minorDisclaimer'));

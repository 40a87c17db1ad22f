// The host's audience (§2.5, §7.2): GET /api/me/audience (HAP-032), one answer by id, the survey and email-capture links
// (HAP-004) and the recommended itineraries of a qualified host (AUD-006). A co-host reads their primary host's.
import { pageQuerySchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { scope } from '../../../auth/policy.js';
import { requireGroup } from '../../../http/context.js';
import { forbidden, notFound } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import {
  AUDIENCE_COLLECT_LINK_TYPES,
  type AudienceCollectLinkType,
  ensureAudienceLink,
  findAudienceLink,
  isAudienceLinkLocked,
  linkOwner,
} from '../../../services/audience/audience-links.js';
import { findAudienceResponse } from '../../../services/audience/find-response.js';
import { audienceOwner, loadAudience } from '../../../services/audience/load-audience.js';
import { readRecommendedItineraries } from '../../../services/audience/recommended-itineraries.js';
import {
  audienceLinksView,
  audienceLinkView,
  audienceView,
  recommendedItinerariesView,
  surveyResponseView,
  toSurveyResponseView,
} from '../../../views/audience.view.js';

const notFoundResponse = { description: 'Not found', content: { 'application/json': { schema: errorEnvelope } } };

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/audience',
  tags: ['me', 'host'],
  summary: "The host's audience in data.data: all and qualified responses, metrics and graphs (HAP-032, AUD-007)",
  responses: {
    200: { description: 'The audience', content: { 'application/json': { schema: envelopeOf(audienceView) } } },
    ...errorResponses,
  },
});

const responseRoute = createRoute({
  method: 'get',
  path: '/api/me/audience/responses/{id}',
  tags: ['me', 'host'],
  summary: "One of the host's survey answers (another host's is not found)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: envelopeOf(surveyResponseView) } } },
    404: notFoundResponse,
    ...errorResponses,
  },
});

const linksRoute = createRoute({
  method: 'get',
  path: '/api/me/audience/links',
  tags: ['me', 'host'],
  summary: "The host's survey and email-capture links with their locks (HAP-004, AUD-015, AUD-016)",
  responses: {
    200: { description: 'The links', content: { 'application/json': { schema: envelopeOf(audienceLinksView) } } },
    ...errorResponses,
  },
});

const createLinkRoute = createRoute({
  method: 'post',
  path: '/api/me/audience/links/{linkType}',
  tags: ['me', 'host'],
  summary: 'Creates the host’s survey or email-capture link, or answers the one they have (HAP-004)',
  request: { params: z.object({ linkType: z.enum(AUDIENCE_COLLECT_LINK_TYPES) }) },
  responses: {
    200: { description: 'The link', content: { 'application/json': { schema: envelopeOf(audienceLinkView) } } },
    404: notFoundResponse,
    ...errorResponses,
  },
});

const recommendedRoute = createRoute({
  method: 'get',
  path: '/api/me/audience/recommended-itineraries',
  tags: ['me', 'host'],
  summary: 'A page of the itineraries recommended to a qualified host, top ones first; none for other hosts (AUD-006)',
  request: { query: pageQuerySchema },
  responses: {
    200: {
      description: 'The recommendations',
      content: { 'application/json': { schema: envelopeOf(recommendedItinerariesView) } },
    },
    ...errorResponses,
  },
});

export const audienceRoutes = router()
  .openapi(readRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const loaded = await loadAudience(c.get('deps').database.db, user);
    const data = {
      data: loaded.audience,
      totalAudience: loaded.totalAudience,
      exportStatus: loaded.owner.exportStatus,
      host: { status: loaded.owner.status, qualified: loaded.owner.qualified },
    };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(responseRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const row = await findAudienceResponse(c.get('deps').database.db, user, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ success: true as const, data: toSurveyResponseView(row) }, 200);
  })
  .openapi(linksRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { db } = c.get('deps').database;
    const hostId = (await audienceOwner(db, user)).hostId ?? user.id;
    const owner = await linkOwner(db, hostId);
    const one = async (type: AudienceCollectLinkType) => ({
      linkType: type,
      path: (await findAudienceLink(db, hostId, type))?.path ?? null,
      locked: isAudienceLinkLocked(type, owner),
    });
    const data = { survey: await one('survey'), emailCapture: await one('emailCapture') };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(createLinkRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    // Only a primary host makes links (the link policy); a co-host reads the primary host's.
    if (scope(user, 'create', { kind: 'link', area: 'me' }).kind !== 'where') throw forbidden();
    const { db } = c.get('deps').database;
    const type = c.req.valid('param').linkType;
    const row = await ensureAudienceLink(db, user.id, type);
    const owner = await linkOwner(db, user.id);
    const data = { linkType: type, path: row.path, locked: isAudienceLinkLocked(type, owner) };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(recommendedRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await readRecommendedItineraries(c.get('deps').database.db, user, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });

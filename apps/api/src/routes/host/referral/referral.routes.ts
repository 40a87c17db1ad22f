// Refer-a-Friend (§2.8, REF-001): GET /api/me/host/referral, the host's referral link, and GET /api/me/host/referrals,
// the hosts who signed up through it, newest first, a page at a time. A host reads only their own.
import {
  pageQuerySchema,
  pageSchema,
  REFERRAL_FIRST_TRIP_REWARD_MINOR,
  REFERRAL_SECOND_TRIP_BONUS_MINOR,
} from '@caravan/domain';
import { createRoute, type z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { notFound } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { ensureReferralLink } from '../../../services/host-referral/referral.js';
import { countReferredHosts, listReferredHosts } from '../../../services/host-referral/referred-hosts.js';
import { hostReferralLinkView, referredHostView } from '../../../views/host-referral.view.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const notFoundResponse = { 404: { description: 'No host record', ...json(errorEnvelope) } };

const linkRoute = createRoute({
  method: 'get',
  path: '/api/me/host/referral',
  tags: ['me', 'host'],
  summary:
    "The host's shareable referral link (REF-001, REF-003), made on first read, and how many signed up through it",
  responses: {
    200: { description: 'Link', ...json(envelopeOf(hostReferralLinkView)) },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/host/referrals',
  tags: ['me', 'host'],
  summary: 'The hosts who signed up through the referral link, newest first (REF-001)',
  request: { query: pageQuerySchema },
  responses: {
    200: { description: 'Referred hosts', ...json(envelopeOf(pageSchema(referredHostView))) },
    ...errorResponses,
  },
});

export const hostReferralRoutes = router()
  .openapi(linkRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    // Referring is the primary host's: a co-host has no host record and no link of their own.
    if (user.role === 'host-secondary') throw notFound('No host record here.');
    const db = c.get('deps').database.db;
    const { code, destination } = await ensureReferralLink(db, user.id);
    const referredCount = await countReferredHosts(db, user.id);
    const url = new URL(destination, new URL(c.req.url).origin);
    if (c.get('secure')) url.protocol = 'https:';
    return c.json(
      {
        success: true as const,
        data: {
          code,
          url: url.toString(),
          referredCount,
          rewardFirstTripMinor: REFERRAL_FIRST_TRIP_REWARD_MINOR,
          rewardSecondTripBonusMinor: REFERRAL_SECOND_TRIP_BONUS_MINOR,
        },
      },
      200,
    );
  })
  .openapi(listRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await listReferredHosts(c.get('deps').database.db, user.id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });

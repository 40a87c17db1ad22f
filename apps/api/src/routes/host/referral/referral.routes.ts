// Refer-a-Friend (§2.8, REF-001): GET /api/me/host/referral, the host's referral link, and GET /api/me/host/referrals,
// the hosts who signed up through it, newest first, a page at a time. A host reads only their own.
import {
  pageQuerySchema,
  pageSchema,
  REFERRAL_CONFIRMED_TRIP_STATUSES,
  REFERRAL_FIRST_TRIP_REWARD_MINOR,
  REFERRAL_SECOND_TRIP_BONUS_MINOR,
} from '@caravan/domain';
import { createRoute, type z } from '@hono/zod-openapi';
import { count, and, eq, inArray, sql } from 'drizzle-orm';
import { hostReferrals, trips, users } from '../../../db/schema/index.js';
import { requireGroup } from '../../../http/context.js';
import { notFound } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import {
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  type PageOrder,
  pageOf,
  rowsToRead,
} from '../../../db/paging.js';
import { ensureReferralLink } from '../../../services/host-referral/referral.js';
import { hostReferralLinkView, referredHostView, toReferredHostView } from '../../../views/host-referral.view.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const notFoundResponse = { 404: { description: 'No host record', ...json(errorEnvelope) } };

type Row = {
  id: string;
  createdAt: Date;
  createdAtKey: string;
  firstName: string;
  lastName: string;
  active: boolean;
  confirmedTrips: number;
};
/**
 * Newest first, the referred host's id breaking ties: (created_at, id) descending is the keyset. The instant is the
 * column's exact text (microseconds): one rounded to milliseconds compared below rows of that millisecond, and a page
 * after it skipped them.
 */
const ORDER: PageOrder<Row> = {
  direction: 'desc',
  keys: [
    { column: hostReferrals.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: hostReferrals.referredHostId, of: (r) => r.id, value: keyValue.uuid },
  ],
};

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
    const [counted] = await db
      .select({ n: count() })
      .from(hostReferrals)
      .where(eq(hostReferrals.referrerHostId, user.id));
    const url = new URL(destination, new URL(c.req.url).origin);
    if (c.get('secure')) url.protocol = 'https:';
    return c.json(
      {
        success: true as const,
        data: {
          code,
          url: url.toString(),
          referredCount: counted?.n ?? 0,
          rewardFirstTripMinor: REFERRAL_FIRST_TRIP_REWARD_MINOR,
          rewardSecondTripBonusMinor: REFERRAL_SECOND_TRIP_BONUS_MINOR,
        },
      },
      200,
    );
  })
  .openapi(listRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const q = c.req.valid('query');
    const db = c.get('deps').database.db;
    const rows = await db
      .select({
        id: hostReferrals.referredHostId,
        createdAt: hostReferrals.createdAt,
        createdAtKey: exactInstant(hostReferrals.createdAt),
        firstName: users.firstName,
        lastName: users.lastName,
        active: users.active,
        // The referred host's confirmed trips decide the reward (REF-007, REF-008).
        confirmedTrips: sql<number>`cast((${db
          .select({ n: count() })
          .from(trips)
          .where(
            and(
              eq(trips.hostId, hostReferrals.referredHostId),
              inArray(trips.status, [...REFERRAL_CONFIRMED_TRIP_STATUSES]),
            ),
          )}) as integer)`,
      })
      .from(hostReferrals)
      .innerJoin(users, eq(users.id, hostReferrals.referredHostId))
      .where(and(eq(hostReferrals.referrerHostId, user.id), afterCursor(ORDER, q.cursor)))
      .orderBy(...orderByKeys(ORDER))
      .limit(rowsToRead(q));
    return c.json({ success: true as const, data: pageOf(rows, q, ORDER, toReferredHostView) }, 200);
  });

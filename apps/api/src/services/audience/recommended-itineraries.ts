// The itineraries recommended to a qualified host (AUD-006), a page at a time, top picks first; none for other hosts.
// A co-host reads their primary host's.
import type { PageQuery } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { hostRecommendations, itineraries } from '../../db/schema/index.js';
import { audienceOwner } from './load-audience.js';

type Recommended = { itineraryId: string; name: string; topRecommended: boolean };
/** Top picks first, then by name; the itinerary's id (one recommendation per host and itinerary) breaks a tie. */
const RECOMMENDED_ORDER: PageOrder<Recommended> = {
  keys: [
    {
      column: hostRecommendations.topRecommended,
      of: (r) => r.topRecommended,
      value: keyValue.bool,
      direction: 'desc',
    },
    { column: itineraries.name, of: (r) => r.name, value: keyValue.text },
    { column: itineraries.id, of: (r) => r.itineraryId, value: keyValue.uuid },
  ],
};

/** Whether the host (or their primary host) is qualified, and a page of their active recommendations if so. */
export async function readRecommendedItineraries(db: Db, user: PolicyUser, q: PageQuery) {
  const owner = await audienceOwner(db, user);
  const page =
    owner.qualified && owner.hostId
      ? pageOf(
          await db
            .select({
              itineraryId: itineraries.id,
              name: itineraries.name,
              destination: itineraries.destination,
              country: itineraries.country,
              note: hostRecommendations.note,
              topRecommended: hostRecommendations.topRecommended,
            })
            .from(hostRecommendations)
            .innerJoin(itineraries, eq(itineraries.id, hostRecommendations.itineraryId))
            .where(
              and(
                eq(hostRecommendations.hostId, owner.hostId),
                eq(hostRecommendations.active, true),
                afterCursor(RECOMMENDED_ORDER, q.cursor),
              ),
            )
            .orderBy(...orderByKeys(RECOMMENDED_ORDER))
            .limit(rowsToRead(q)),
          q,
          RECOMMENDED_ORDER,
        )
      : { items: [], nextCursor: null };
  return { qualified: owner.qualified, ...page };
}

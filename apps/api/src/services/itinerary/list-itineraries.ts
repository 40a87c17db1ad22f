// GET /api/me/itineraries: a page of the itineraries the caller reaches. An operator reads their own, one sidebar group
// at a time in name order (RTE-017); hosts and travelers the catalogue the policy opens to them, in id order.
import { type OperatorItineraryGroupKey, type Page, type PageQuery, itineraryStatusesOfGroup } from '@caravan/domain';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { itineraries } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { type ItineraryView, toItineraryView } from '../../views/itinerary.view.js';
import { type ItineraryRow, itineraryScope } from './itinerary-access.js';

export interface ItineraryListQuery extends PageQuery {
  /** One sidebar group (Not Submitted, Pending Approval, Live). */
  group?: OperatorItineraryGroupKey | undefined;
  /** A status (PLT-059's type filter). */
  type?: string | undefined;
  search?: string | undefined;
}

/** The operator's order: by name, the id breaking ties (index itineraries_operator_status_name_idx). */
const BY_NAME: PageOrder<ItineraryRow> = {
  keys: [
    { column: itineraries.name, of: (r) => r.name, value: keyValue.text },
    { column: itineraries.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};
/** The catalogue's order, as every generic list: the primary key. */
const BY_ID: PageOrder<ItineraryRow> = {
  keys: [{ column: itineraries.id, of: (r) => r.id, value: keyValue.uuid }],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listItineraries(db: Db, user: PolicyUser, q: ItineraryListQuery): Promise<Page<ItineraryView>> {
  const allowed = itineraryScope(user, 'list');
  const order = user.group === 'operator' ? BY_NAME : BY_ID;
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const rows = await db
    .select()
    .from(itineraries)
    .where(
      and(
        allowed,
        q.group ? inArray(itineraries.status, [...itineraryStatusesOfGroup(q.group)]) : undefined,
        q.type ? eq(itineraries.status, q.type) : undefined,
        pattern
          ? or(
              ilike(itineraries.name, pattern),
              ilike(itineraries.destination, pattern),
              ilike(itineraries.country, pattern),
            )
          : undefined,
        afterCursor(order, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q));
  return pageOf(rows, q, order, toItineraryView);
}

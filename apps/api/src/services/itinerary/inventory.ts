// The Itinerary Inventory calls (OAP-002..006): list, get, create, partial update and delete the departures of an
// itinerary the caller can read, each action allowed by the domain's inventory permissions (INV-018). A quantity
// change is one conditional UPDATE: never below confirmed plus pending, and only upwards for an item in use (INV-032),
// re-checked by PostgreSQL on the row as it is when the update runs, so a trip request taking a spot meanwhile wins.
import {
  type FieldErrors,
  INVENTORY_MESSAGES,
  type InventoryAction,
  type Page,
  type PageQuery,
  canChangeInventoryTripQuantity,
  canPerformInventoryAction,
  checkInventoryStartDate,
  todayInZone,
  userGroupSchema,
} from '@caravan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { inventoryItems } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { mapDbErrors } from '../db-errors.js';
import { type ItineraryRow, readItinerary } from './itinerary-access.js';

export type InventoryRow = typeof inventoryItems.$inferSelect;
type Writable = Omit<
  typeof inventoryItems.$inferInsert,
  'id' | 'itineraryId' | 'quantityPending' | 'quantityConfirmed' | 'createdAt'
>;
export type InventoryCreate = Writable & { itinerary: string };
export type InventoryUpdate = Partial<Omit<Writable, 'startDate' | 'packageLevel'>>;

/** The itinerary, if the caller reads it and its group may take `action` on its inventory (else 403 or 404). */
async function itineraryFor(db: Db, user: PolicyUser, id: string, action: InventoryAction): Promise<ItineraryRow> {
  const itinerary = await readItinerary(db, user, id, 'read');
  if (!canPerformInventoryAction(userGroupSchema.parse(user.group), action)) throw forbidden();
  return itinerary;
}

const itemsOf = (db: Db, itineraryId: string) =>
  db
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.itineraryId, itineraryId))
    .orderBy(asc(inventoryItems.startDate), asc(inventoryItems.packageLevel));

/** Date order, then the package: the pair is unique within an itinerary (inventory_items_departure_unique). */
const INVENTORY_ORDER: PageOrder<InventoryRow> = {
  keys: [
    { column: inventoryItems.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: inventoryItems.packageLevel, of: (r) => r.packageLevel, value: keyValue.text },
  ],
};

/** OAP-002: a page of the itinerary's departures in date order (issue 18). */
export async function listInventory(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  q: PageQuery,
): Promise<Page<InventoryRow>> {
  await readItinerary(db, user, itineraryId, 'read');
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.itineraryId, itineraryId), afterCursor(INVENTORY_ORDER, q.cursor)))
    .orderBy(...orderByKeys(INVENTORY_ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, INVENTORY_ORDER);
}

/** OAP-003: one departure of the itinerary (another itinerary's item answers 404). */
export async function readInventoryItem(db: Db, user: PolicyUser, itineraryId: string, itemId: string) {
  await readItinerary(db, user, itineraryId, 'read');
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.itineraryId, itineraryId)));
  if (!row) throw notFound('No such inventory item.');
  return row;
}

/** OAP-004: a new departure (hosts): its start date inside the lead window and not reserved (INV-036, INV-037, INV-039). */
export async function createInventoryItem(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  input: InventoryCreate,
  now: Date,
): Promise<InventoryRow> {
  if (input.itinerary !== itineraryId)
    throw badRequest('Check the highlighted fields.', { itinerary: 'Not this itinerary' });
  const itinerary = await itineraryFor(db, user, itineraryId, 'add');
  // The departure's lead window counts from today at the itinerary's place (decision 038).
  const today = todayInZone(now, itinerary.timeZone);
  const check = checkInventoryStartDate(input.startDate, await itemsOf(db, itineraryId), today);
  if (!check.selectable) {
    const message =
      check.message ?? (check.reason === 'before-minimum' ? 'This date is too soon' : 'This date is too far ahead');
    throw badRequest('Check the highlighted fields.', { startDate: message });
  }
  const { itinerary: _path, ...values } = input;
  const [row] = await mapDbErrors(() =>
    db
      .insert(inventoryItems)
      .values({ ...values, itineraryId })
      .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The refusal of a quantity the row as stored does not allow. */
const quantityRefused = (fields: FieldErrors) =>
  new AppError(409, 'QUANTITY_REFUSED', INVENTORY_MESSAGES.tripQuantityCanOnlyBeIncreased, fields);

/**
 * OAP-005: the changed fields of a departure (operators, admins, hosts). A new trip quantity is the domain's to allow
 * (INV-026: an item in use only takes a higher one); the update is conditional on the quantities it was decided on, so
 * a trip requesting the date meanwhile makes it a refusal, never a quantity below what trips took.
 */
export async function updateInventoryItem(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  itemId: string,
  changes: InventoryUpdate,
): Promise<InventoryRow> {
  await itineraryFor(db, user, itineraryId, 'edit');
  const next = changes.quantityAvailable;
  const current = await readInventoryItem(db, user, itineraryId, itemId);
  const refused = () => quantityRefused({ quantityAvailable: INVENTORY_MESSAGES.tripQuantityCanOnlyBeIncreased });
  if (next !== undefined && !canChangeInventoryTripQuantity(current, next)) throw refused();
  const [row] = await mapDbErrors(() =>
    db
      .update(inventoryItems)
      .set(changes)
      .where(
        and(
          eq(inventoryItems.id, itemId),
          eq(inventoryItems.itineraryId, itineraryId),
          next === undefined
            ? undefined
            : and(
                eq(inventoryItems.quantityAvailable, current.quantityAvailable),
                eq(inventoryItems.quantityPending, current.quantityPending),
                eq(inventoryItems.quantityConfirmed, current.quantityConfirmed),
              ),
        ),
      )
      .returning(),
  );
  if (row) return row;
  await readInventoryItem(db, user, itineraryId, itemId);
  throw refused();
}

/** OAP-006: deletes a departure no trip requested or confirmed (conditional: a request arriving meanwhile wins). */
export async function deleteInventoryItem(db: Db, user: PolicyUser, itineraryId: string, itemId: string) {
  await itineraryFor(db, user, itineraryId, 'delete');
  const gone = await db
    .delete(inventoryItems)
    .where(
      and(
        eq(inventoryItems.id, itemId),
        eq(inventoryItems.itineraryId, itineraryId),
        sql`${inventoryItems.quantityConfirmed} + ${inventoryItems.quantityPending} = 0`,
      ),
    )
    .returning({ id: inventoryItems.id });
  if (gone.length > 0) return;
  await readInventoryItem(db, user, itineraryId, itemId);
  throw conflict('IN_USE', `${INVENTORY_MESSAGES.inUseTitle}: trips have requested or confirmed it.`);
}

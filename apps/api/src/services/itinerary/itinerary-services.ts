// Configure services (servicesByDay) of an operator's itinerary: read, and save the whole builder in one transaction
// on the version read (a stale save answers 409, nothing written), with the length; a check failure answers 400 with
// every field error and writes nothing. Services are the operator's own rows; the day entries place them on days.
import { CURRENCIES, type CurrencyCode } from '@caravan/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, itineraries, services } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { type CheckedDayService, type ItineraryServicesSave, checkServicesSave } from './day-services-input.js';
import { type ItineraryRow, readItinerary } from './itinerary-access.js';
import { staleVersion } from './save-itinerary.js';
import { type TripNoticeMail, tellItineraryChanged } from '../notifications/trip-notices.js';
import type { ItineraryServices, StoredDayService } from '../../views/itinerary-services.view.js';

type ServiceRow = typeof services.$inferSelect;
export type { ItineraryServices, StoredDayService };

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A service's searchable columns from its form values; the values themselves are kept whole in `details`. */
export function serviceColumns(type: string, values: Record<string, unknown>, currency: string) {
  const exponent = CURRENCIES[currency as CurrencyCode]?.exponent ?? 2;
  const price = num(values.price) ?? num(values.pricePerHour) ?? 0;
  return {
    type,
    name: text(values.name) ?? text(values.title) ?? text(values.mealType) ?? '',
    description: text(values.description) ?? '',
    price: Math.max(0, Math.round(price * 10 ** exponent)),
    currency,
    startTime: text(values.startTime) ?? text(values.timeAvailableStart) ?? null,
    length: num(values.length) ?? null,
    numberOfNights: num(values.numberOfNights) ?? null,
    images: Array.isArray(values.images) ? values.images.filter((i): i is string => typeof i === 'string') : [],
    details: values,
  };
}

/** The day entries of an itinerary, grouped by day (lengthInDays lists), in position order. */
async function loadDays(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], itinerary: ItineraryRow) {
  const rows = await db
    .select({ day: dayServices, service: services })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.itineraryId, itinerary.id), eq(dayServices.removed, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  const days: StoredDayService[][] = Array.from({ length: itinerary.lengthInDays }, () => []);
  for (const row of rows) days[row.day.dayIndex]?.push(row);
  return days;
}

/** The caller's itinerary with its day services (another operator's answers 404). */
export async function readItineraryServices(db: Db, user: PolicyUser, id: string): Promise<ItineraryServices> {
  const itinerary = await readItinerary(db, user, id, 'read');
  return { itinerary, days: await loadDays(db, itinerary) };
}

/**
 * Saves the builder: the length and every day's services, if the itinerary is still at `version`. Services sent with
 * their id must already be on this itinerary (edited in place); the rest are created; those no longer placed are
 * marked deleted unless kept in the library. One transaction: the row is locked, checked, then everything written,
 * with the notices to the travelers of its trips when `notices` says where their e-mails go.
 */
export async function saveItineraryServices(
  db: Db,
  user: PolicyUser,
  id: string,
  save: ItineraryServicesSave,
  now: Date,
  notices?: TripNoticeMail,
): Promise<ItineraryServices> {
  return db.transaction(async (tx) => {
    const row = await readItinerary(tx, user, id, 'update', true);
    if (row.version !== save.version) throw staleVersion();
    const { days, errors } = checkServicesSave(save);
    const before = await loadDays(tx, row);
    const placed = new Map(before.flat().map((s) => [s.service.id, s.service]));
    for (const [d, day] of days.entries())
      for (const [i, e] of day.entries())
        if (e.serviceId && !placed.has(e.serviceId))
          errors[`servicesByDay.${d}.${i}.serviceId`] = 'This service is not on this itinerary';
    if (Object.keys(errors).length > 0) throw badRequest('Check the highlighted services.', errors);

    const keptIds = new Set<string>();
    const rows: (typeof dayServices.$inferInsert)[] = [];
    for (const [d, day] of days.entries()) {
      for (const [position, entry] of day.entries()) {
        const serviceId = await writeService(tx, row, entry, placed);
        keptIds.add(serviceId);
        rows.push({ itineraryId: row.id, serviceId, dayIndex: d, duration: entry.duration, position });
      }
    }
    await tx.delete(dayServices).where(eq(dayServices.itineraryId, row.id));
    if (rows.length > 0) await tx.insert(dayServices).values(rows);
    const dropped = [...placed.values()].filter((s) => !keptIds.has(s.id) && !s.inLibrary).map((s) => s.id);
    if (dropped.length > 0) await tx.update(services).set({ deleted: true }).where(inArray(services.id, dropped));
    const [updated] = await tx
      .update(itineraries)
      .set({ lengthInDays: save.lengthInDays, version: sql`${itineraries.version} + 1`, updatedAt: now })
      .where(and(eq(itineraries.id, row.id), eq(itineraries.version, save.version)))
      .returning();
    if (!updated) throw staleVersion();
    // Travelers booked on the itinerary's running trips hear of the new plan (MKT-052), only if this save commits.
    if (notices) await tellItineraryChanged(tx, notices, { itineraryId: row.id, now });
    return { itinerary: updated, days: await loadDays(tx, updated) };
  });
}

/** Updates a placed service in place (a legacy one is left as it is) or creates a new one; answers its id. */
async function writeService(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  itinerary: ItineraryRow,
  entry: CheckedDayService,
  placed: Map<string, ServiceRow>,
): Promise<string> {
  const columns = serviceColumns(entry.type, entry.values, itinerary.currency);
  const stored = entry.serviceId ? placed.get(entry.serviceId) : undefined;
  if (stored) {
    if (stored.type !== entry.type) throw badRequest('A placed service keeps its type.', { type: 'Type changed' });
    if (Object.keys(entry.values).length === 0) return stored.id;
    await tx
      .update(services)
      .set({ ...columns, deleted: false, inLibrary: stored.inLibrary || entry.saveToLibrary })
      .where(eq(services.id, stored.id));
    return stored.id;
  }
  const [created] = await tx
    .insert(services)
    .values({ ...columns, operatorId: itinerary.operatorId, inLibrary: entry.saveToLibrary })
    .returning({ id: services.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

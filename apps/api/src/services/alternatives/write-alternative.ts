// Create, edit and delete an alternative accommodation of a day range (ALT-003, ALT-004, ALT-006, OAP-018): the form
// is re-checked with the domain's alternativeAccommodationFormSchema (the range fixes the nights, ALT-016; price 0 by
// default, ALT-017), each write one transaction on the locked itinerary, answering the whole alternatives read.
import { type FieldErrors, alternativeAccommodationFormSchema } from '@caravan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { accommodationAlternatives, accommodationSelections, inventoryItems, services } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { serviceColumns } from '../itinerary/itinerary-services.js';
import { itineraryForAlternatives } from './alternatives-access.js';
import { type LoadedAlternatives, type LoadedRange, loadAlternatives } from './load-alternatives.js';

/** The form as sent: price in major units of the itinerary currency. */
export type AlternativeForm = Record<string, unknown>;

/** The form checked for `range`, or 400 with the domain's messages by field. */
function checkForm(range: LoadedRange, form: AlternativeForm) {
  const parsed = alternativeAccommodationFormSchema(range.range.duration).safeParse(form);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  throw badRequest('Check the highlighted fields.', errors);
}

/** The service columns of a checked form (the type's own fields kept in details, as the builder stores them). */
function columnsOf(values: ReturnType<typeof checkForm>, currency: string) {
  return serviceColumns('ACCOMMODATION', values as unknown as Record<string, unknown>, currency);
}

/** ALT-003: a new alternative for the range at `dayRangeIndex`. */
export async function createAlternative(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  dayRangeIndex: number,
  form: AlternativeForm,
): Promise<LoadedAlternatives> {
  return db.transaction(async (tx) => {
    const itinerary = await itineraryForAlternatives(tx, user, itineraryId, true);
    const range = (await loadAlternatives(tx, itinerary)).ranges[dayRangeIndex];
    if (!range) throw badRequest('Check the highlighted fields.', { dayRangeIndex: 'No such accommodation day range' });
    const values = checkForm(range, form);
    const [service] = await tx
      .insert(services)
      .values({ ...columnsOf(values, itinerary.currency), operatorId: itinerary.operatorId })
      .returning({ id: services.id });
    if (!service) throw new Error('insert returned no row');
    await tx.insert(accommodationAlternatives).values({
      itineraryId: itinerary.id,
      dayRangeIndex,
      defaultServiceId: range.range.defaultAccommodationId,
      serviceId: service.id,
    });
    return loadAlternatives(tx, itinerary);
  });
}

/** The alternative `alternativeId` of the itinerary and its range, or 404. */
function alternativeIn(loaded: LoadedAlternatives, alternativeId: string) {
  for (const range of loaded.ranges) {
    const found = range.alternatives.find((a) => a.row.id === alternativeId);
    if (found) return { range, alternative: found };
  }
  throw notFound('No such alternative.');
}

/** ALT-004: edits an alternative's details; its nights stay the range's. */
export async function updateAlternative(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  alternativeId: string,
  form: AlternativeForm,
): Promise<LoadedAlternatives> {
  return db.transaction(async (tx) => {
    const itinerary = await itineraryForAlternatives(tx, user, itineraryId, true);
    const { range, alternative } = alternativeIn(await loadAlternatives(tx, itinerary), alternativeId);
    const values = checkForm(range, form);
    await tx.update(services).set(columnsOf(values, itinerary.currency)).where(eq(services.id, alternative.service.id));
    return loadAlternatives(tx, itinerary);
  });
}

/** ALT-006: deletes an alternative; the items that chose it fall back to the range's default. */
export async function deleteAlternative(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  alternativeId: string,
): Promise<LoadedAlternatives> {
  return db.transaction(async (tx) => {
    const itinerary = await itineraryForAlternatives(tx, user, itineraryId, true);
    const { alternative } = alternativeIn(await loadAlternatives(tx, itinerary), alternativeId);
    const itemIds = tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(eq(inventoryItems.itineraryId, itinerary.id));
    await tx
      .delete(accommodationSelections)
      .where(
        and(
          eq(accommodationSelections.serviceId, alternative.service.id),
          inArray(accommodationSelections.inventoryItemId, itemIds),
        ),
      );
    await tx.delete(accommodationAlternatives).where(eq(accommodationAlternatives.id, alternative.row.id));
    await tx.update(services).set({ deleted: true }).where(eq(services.id, alternative.service.id));
    return loadAlternatives(tx, itinerary);
  });
}

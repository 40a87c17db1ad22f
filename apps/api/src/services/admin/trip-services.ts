// The admin's trip day services (SVC-035..038): read with the domain's form permissions for the viewer, and one
// service's editable fields saved as the trip's own override (copy-on-change: the shared service row is not touched).
import {
  type ItineraryServiceType,
  TRIP_SERVICE_OVERRIDE_MESSAGES,
  checkTripServiceOverride,
  isLegacyDayService,
  tripServiceFormPermissions,
  tripToday,
} from '@caravan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, services, trips, type TripRow } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { AdminTripDayServiceView, AdminTripServicesView } from '../../views/admin-trip-services.view.js';
import { valuesOf } from '../../views/itinerary-services.view.js';
import type { Tx } from '../lifecycle.js';
import { tripServiceTripOf } from '../operator-trip/trip-review.js';

type Entry = typeof dayServices.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

/** DECIDE: the refusal of an override while the trip's services are closed to this user (409, like the operator's). */
export const TRIP_SERVICE_LOCKED_MESSAGE = 'The services of this trip can no longer be changed.';

/**
 * A service's form values on a trip: its common columns (seeded and older rows keep them only there; prices are not
 * taken, the columns hold minor units and the form major ones), its form values, then the trip's overrides on top.
 */
function tripServiceValues(service: ServiceRow, overrides: Record<string, unknown>): Record<string, unknown> {
  const columns = { startTime: service.startTime, length: service.length, numberOfNights: service.numberOfNights };
  return {
    name: service.name,
    description: service.description,
    images: service.images,
    ...Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== null)),
    ...valuesOf(service),
    ...overrides,
  };
}

/** The form permissions of one entry for `user`: a legacy service is never edited in a form (SVC-020). */
function permissionsOf(user: PolicyUser, row: TripRow, entry: Entry, service: ServiceRow, now: Date) {
  if (isLegacyDayService(service)) return { canSave: false, canRemove: false, disabledFields: [] };
  return tripServiceFormPermissions({
    userGroup: user.group as Parameters<typeof tripServiceFormPermissions>[0]['userGroup'],
    type: service.type as ItineraryServiceType,
    dayIndex: entry.dayIndex,
    trip: tripServiceTripOf(row),
    today: tripToday(row, now),
  });
}

function entryView(
  user: PolicyUser,
  row: TripRow,
  entry: Entry,
  service: ServiceRow,
  now: Date,
): AdminTripDayServiceView {
  return {
    id: entry.id,
    dayIndex: entry.dayIndex,
    duration: entry.duration,
    position: entry.position,
    removed: entry.removed,
    service: { id: service.id, type: service.type as AdminTripDayServiceView['service']['type'], name: service.name },
    values: tripServiceValues(service, entry.overrides),
    overridden: Object.keys(entry.overrides),
    permissions: permissionsOf(user, row, entry, service, now),
  };
}

async function readTrip(db: Db | Tx, id: string, lock = false): Promise<TripRow> {
  const query = db.select().from(trips).where(eq(trips.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such trip.');
  return row;
}

/** The trip's day services in day and position order, each with its values and permissions for `user`. */
export async function readAdminTripServices(
  db: Db | Tx,
  user: PolicyUser,
  id: string,
  now: Date,
  row?: TripRow,
): Promise<AdminTripServicesView> {
  const trip = row ?? (await readTrip(db, id));
  const rows = await db
    .select({ entry: dayServices, service: services })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(eq(dayServices.tripId, id))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  return {
    tripId: trip.id,
    startDate: trip.startDate,
    servicesByDay: rows.map(({ entry, service }) => entryView(user, trip, entry, service, now)),
  };
}

/**
 * Saves the edited fields of day service `entryId` of trip `id` as the trip's override, under the same rule the view
 * gave: canSave false is a 409, a locked field a 422 naming it, a bad value a 400; nothing is written on a refusal.
 */
export function overrideTripService(
  db: Db,
  user: PolicyUser,
  id: string,
  entryId: string,
  values: Record<string, unknown>,
  now: Date,
): Promise<AdminTripServicesView> {
  return db.transaction(async (tx) => {
    const row = await readTrip(tx, id, true);
    const [found] = await tx
      .select({ entry: dayServices, service: services })
      .from(dayServices)
      .innerJoin(services, eq(services.id, dayServices.serviceId))
      .where(and(eq(dayServices.id, entryId), eq(dayServices.tripId, id)))
      .for('update', { of: dayServices });
    if (!found) throw notFound('No such service on this trip.');
    const permissions = permissionsOf(user, row, found.entry, found.service, now);
    if (!permissions.canSave) throw new AppError(409, 'TRIP_FIELD_LOCKED', TRIP_SERVICE_LOCKED_MESSAGE);
    const checked = checkTripServiceOverride(
      found.service.type as ItineraryServiceType,
      values,
      permissions.disabledFields,
    );
    if (!checked.ok && checked.reason === 'locked')
      throw new AppError(
        422,
        'SERVICE_FIELD_LOCKED',
        `These fields cannot be changed on this trip: ${checked.fields.join(', ')}.`,
        Object.fromEntries(checked.fields.map((f) => [f, TRIP_SERVICE_OVERRIDE_MESSAGES.locked])),
      );
    if (!checked.ok) throw badRequest('Check the service fields.', checked.errors);
    await tx
      .update(dayServices)
      .set({ overrides: { ...found.entry.overrides, ...checked.values } })
      .where(eq(dayServices.id, entryId));
    return readAdminTripServices(tx, user, id, now, row);
  });
}

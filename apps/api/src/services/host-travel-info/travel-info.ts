// The host's travel info for a trip they lead (HTI-001): read, and saved under the shared trip form schema (HTI-007..
// HTI-010) with preferences as a list (HTI-006), only when it changed (HTI-012), never on a complete trip (HTI-013).
import {
  hasTripFormChanged,
  isTripTravelerFormDisabled,
  toTripTravelerFormPayload,
  TRAVEL_INFO_ACCOMMODATION_NOTE,
  type TripStatus,
  type TripTravelerForm,
  tripTravelerFormSchema,
  validateTripTravelerForm,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hostTripForms } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../errors/app-error.js';
import type { HostTravelInfoView } from '../../views/host-travel-info.view.js';
import { findHostTrip, type TripRow } from '../host-workspace/host-trip-access.js';

export const TRAVEL_INFO_CLOSED_CODE = 'TRIP_FORM_CLOSED';
type FormRow = typeof hostTripForms.$inferSelect;

const EMPTY_FORM = tripTravelerFormSchema.parse({});

function viewOf(trip: TripRow, row: FormRow | undefined, canWrite: boolean): HostTravelInfoView {
  return {
    tripId: trip.id,
    passportRequired: trip.passportRequired,
    editable: canWrite && !isTripTravelerFormDisabled(trip.status as TripStatus),
    form: row ? tripTravelerFormSchema.parse(row.form) : EMPTY_FORM,
    accommodationNote: TRAVEL_INFO_ACCOMMODATION_NOTE,
    preparationListUrl: trip.preparationListUrl ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const formRow = async (db: Db, tripId: string) =>
  (await db.select().from(hostTripForms).where(eq(hostTripForms.tripId, tripId)).limit(1))[0];

/** Whether the viewer may write trips at all (a co-host's write scope is none). */
const writes = (user: PolicyUser) => scope(user, 'update', { kind: 'trip', area: 'me' }).kind !== 'none';

export async function readTravelInfo(db: Db, user: PolicyUser, tripId: string): Promise<HostTravelInfoView> {
  const trip = await findHostTrip(db, user, tripId, 'read');
  return viewOf(trip, await formRow(db, trip.id), writes(user));
}

export async function saveTravelInfo(
  db: Db,
  input: { user: PolicyUser; tripId: string; form: TripTravelerForm; now: Date },
): Promise<HostTravelInfoView> {
  const trip = await findHostTrip(db, input.user, input.tripId, 'update');
  if (isTripTravelerFormDisabled(trip.status as TripStatus))
    throw conflict(TRAVEL_INFO_CLOSED_CODE, 'This trip is complete: its travel info can no longer be changed.');
  const errors = validateTripTravelerForm(input.form, { passportRequired: trip.passportRequired });
  if (Object.keys(errors).length > 0) throw badRequest('Some fields need your attention.', errors);
  const payload = toTripTravelerFormPayload(input.form);
  const form = {
    ...payload,
    passportInformation: { ...payload.passportInformation, passportRequired: trip.passportRequired },
  };
  const current = await formRow(db, trip.id);
  // Saved only when it changed (HTI-012): an unchanged save keeps the row and its updatedAt.
  if (current && !hasTripFormChanged(tripTravelerFormSchema.parse(current.form), form))
    return viewOf(trip, current, true);
  const values = { form, updatedBy: input.user.id, updatedAt: input.now };
  const [row] = await db
    .insert(hostTripForms)
    .values({ tripId: trip.id, ...values })
    .onConflictDoUpdate({ target: hostTripForms.tripId, set: values })
    .returning();
  return viewOf(trip, row, true);
}

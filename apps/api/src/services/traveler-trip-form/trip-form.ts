// The traveler's trip form (TFM): read with their traveler record (TAP-006), saved for the trip and user (TAP-002) or
// the traveler record (TAP-003). The server checks what the form checks: required fields, passport fields when the
// trip needs them, dates at the start of their UTC day, and no change once the trip is complete.
import {
  isTripTravelerFormDisabled,
  type MyTripForm,
  startOfUtcDay,
  type TravelerTripForm,
  type TripStatus,
  travelerTripFormSchema,
  validateTravelerTripForm,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { tripForms, travelers } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import { accessTrip, type Exec, type TravelerTripAccess, type Viewer } from '../booking/index.js';

export const TRIP_FORM_CLOSED_CODE = 'TRIP_FORM_CLOSED';
/** DECIDE: the statuses a saved trip form moves a traveler on from: only 'waiver-complete', so a form saved before the waiver is signed leaves the traveler at 'created' and a later status is never moved back. */
export const TRIP_FORM_ADVANCES_FROM = 'waiver-complete';

type FormRow = typeof tripForms.$inferSelect;

const EMPTY_FORM: TravelerTripForm = travelerTripFormSchema.parse({});

function formOf(row: FormRow | undefined): TravelerTripForm {
  if (!row) return EMPTY_FORM;
  return travelerTripFormSchema.parse({
    flightInformation: row.flightInformation,
    ...(row.endOfTripPlans ? { endOfTripPlans: row.endOfTripPlans } : {}),
    travelInsurance: row.travelInsurance,
    specialRequests: row.specialRequests,
    passportInformation: row.passportInformation,
    emergencyContact: row.emergencyContact,
    disclosuresAndPreferences: row.disclosuresAndPreferences,
    ...(row.medicalAndMobilityDisclosure ? { medicalAndMobilityDisclosure: row.medicalAndMobilityDisclosure } : {}),
  });
}

function viewOf(
  access: TravelerTripAccess,
  traveler: TravelerTripAccess['traveler'],
  row: FormRow | undefined,
): MyTripForm {
  return {
    travelerId: traveler.id,
    userId: traveler.userId,
    tripId: access.trip.id,
    type: traveler.type as MyTripForm['type'],
    status: traveler.status as MyTripForm['status'],
    passportRequired: access.trip.passportRequired,
    editable: !isTripTravelerFormDisabled(access.trip.status as TripStatus),
    form: formOf(row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The viewer's traveler record on trip `tripId` with their trip form (404 when they are not on it). */
export async function myTripForm(db: Exec, viewer: Viewer, tripId: string): Promise<MyTripForm> {
  const access = await accessTrip(db, viewer, tripId);
  const [row] = await db.select().from(tripForms).where(eq(tripForms.travelerId, access.traveler.id)).limit(1);
  return viewOf(access, access.traveler, row);
}

/** Dates at the start of their UTC day (TFM-016). */
function normalised(form: TravelerTripForm): TravelerTripForm {
  const day = (d: Date | undefined) => (d ? startOfUtcDay(d) : undefined);
  const flight = (f: TravelerTripForm['flightInformation']['arrivalDetails']) => {
    const { date, ...rest } = f;
    const d = day(date);
    return d ? { ...rest, date: d } : rest;
  };
  const { issueDate, expirationDate, dateOfBirth, ...passport } = form.passportInformation;
  const dates = Object.fromEntries(
    Object.entries({
      issueDate: day(issueDate),
      expirationDate: day(expirationDate),
      dateOfBirth: day(dateOfBirth),
    }).filter(([, v]) => v !== undefined),
  );
  return {
    ...form,
    flightInformation: {
      arrivalDetails: flight(form.flightInformation.arrivalDetails),
      departureDetails: flight(form.flightInformation.departureDetails),
    },
    passportInformation: { ...passport, ...dates },
  };
}

/**
 * Saves the viewer's trip form on trip `tripId`. `who` names the traveler record (TAP-003) or the user (TAP-002);
 * anyone's but the viewer's own answers 404. A complete trip answers 409; a missing required field 400 with
 * 'Required' per field (TFM-006..011).
 */
export async function saveMyTripForm(
  db: Exec,
  viewer: Viewer,
  tripId: string,
  who: { travelerId: string } | { userId: string },
  input: TravelerTripForm,
  now: Date,
): Promise<MyTripForm> {
  const access = await accessTrip(db, viewer, tripId);
  const mine = 'travelerId' in who ? who.travelerId === access.traveler.id : who.userId === viewer.id;
  if (!mine) throw notFound('Traveler not found.');
  if (isTripTravelerFormDisabled(access.trip.status as TripStatus))
    throw conflict(TRIP_FORM_CLOSED_CODE, 'This trip is complete: its trip form can no longer be changed.');
  const form = normalised(input);
  const errors = validateTravelerTripForm(form, { passportRequired: access.trip.passportRequired });
  if (Object.keys(errors).length > 0) throw badRequest('Some required fields are missing.', errors);
  const values = {
    flightInformation: form.flightInformation,
    endOfTripPlans: form.endOfTripPlans ?? null,
    travelInsurance: form.travelInsurance,
    specialRequests: form.specialRequests,
    passportInformation: form.passportInformation,
    emergencyContact: form.emergencyContact,
    disclosuresAndPreferences: form.disclosuresAndPreferences,
    medicalAndMobilityDisclosure: form.medicalAndMobilityDisclosure ?? null,
    submittedAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(tripForms)
    .values({ travelerId: access.traveler.id, ...values })
    .onConflictDoUpdate({ target: tripForms.travelerId, set: values })
    .returning();
  const [traveler] = await db
    .update(travelers)
    .set({
      status: sql`case when ${travelers.status} = ${TRIP_FORM_ADVANCES_FROM} then 'trip-form-complete' else ${travelers.status} end`,
    })
    .where(and(eq(travelers.id, access.traveler.id), eq(travelers.userId, viewer.id)))
    .returning();
  return viewOf(access, traveler ?? access.traveler, row);
}

// The host's companions of a trip (HAP-063, HBK-038..HBK-043): read them, and save each one's traveler details once,
// validated by the domain's companion form; the trip is re-read after the save and its companions returned.
import {
  areHostCompanionsEditable,
  type TripCompanion,
  type TripStatus,
  tripStatusSchema,
  validateHostCompanion,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import type { HostCompanionsView } from '../../views/host-companions.view.js';
import { findHostTrip, type TripRow } from '../host-workspace/host-trip-access.js';

export const COMPANIONS_CLOSED_CODE = 'COMPANIONS_CLOSED';

/** One companion's details as the form submits them. */
export type CompanionSubmission = {
  _id: string;
  traveler: { [K in 'firstName' | 'lastName' | 'email' | 'dateOfBirth']?: string | undefined };
};
/** Who asks: a host (their own trips; a co-host reads only) or an admin (any trip, the spec's admin variant). */
export type CompanionsActor = { kind: 'host'; user: PolicyUser } | { kind: 'admin' };

/** A companion's id: the stored one, else its position (companions copied from a trip request carry none). */
const idOf = (c: TripCompanion, index: number): string => (typeof c._id === 'string' && c._id ? c._id : `${index}`);

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function travelerOf(c: TripCompanion): HostCompanionsView['companions'][number]['traveler'] {
  const t = c.traveler as Record<string, unknown> | null | undefined;
  if (!t || typeof t !== 'object') return null;
  return {
    firstName: text(t.firstName) ?? '',
    lastName: text(t.lastName) ?? '',
    email: text(t.email) ?? '',
    dateOfBirth: text(t.dateOfBirth) ?? '',
  };
}

const statusOf = (row: TripRow): TripStatus => tripStatusSchema.parse(row.status);
/** The companions as the domain's editability rule reads them (their traveler details, when submitted). */
const companionsOf = (row: TripRow) => (row.companions ?? []).map((c) => ({ traveler: travelerOf(c) }));

function viewOf(row: TripRow, canWrite: boolean): HostCompanionsView {
  const companions = row.companions ?? [];
  return {
    tripId: row.id,
    editable: canWrite && areHostCompanionsEditable(statusOf(row), companionsOf(row)),
    companions: companions.map((c, i) => ({
      _id: idOf(c, i),
      firstName: text(c.firstName),
      lastName: text(c.lastName),
      ageRange: text(c.ageRange),
      traveler: travelerOf(c),
    })),
  };
}

async function tripFor(db: Db, actor: CompanionsActor, tripId: string, action: 'read' | 'update'): Promise<TripRow> {
  if (actor.kind === 'host') return findHostTrip(db, actor.user, tripId, action);
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!row) throw notFound('No such trip.');
  return row;
}

/** Whether a host (not a co-host) may write the trip: findHostTrip's write check, asked without throwing. */
async function hostWrites(db: Db, actor: CompanionsActor, tripId: string): Promise<boolean> {
  if (actor.kind === 'admin') return true;
  return findHostTrip(db, actor.user, tripId, 'update').then(
    () => true,
    () => false,
  );
}

export async function readHostCompanions(db: Db, actor: CompanionsActor, tripId: string): Promise<HostCompanionsView> {
  const row = await tripFor(db, actor, tripId, 'read');
  return viewOf(row, await hostWrites(db, actor, tripId));
}

/**
 * Saves the traveler details of every companion of the trip, at once: each validated by the domain's form (400 with
 * `companions.{i}.{field}` messages), the ids exactly the trip's, and only while editable (409). The write is
 * conditional on the companions being unchanged since they were read, so two submissions cannot both land.
 */
export async function saveHostCompanions(
  db: Db,
  input: { actor: CompanionsActor; tripId: string; companions: readonly CompanionSubmission[] },
): Promise<HostCompanionsView> {
  const row = await tripFor(db, input.actor, input.tripId, 'update');
  const current = row.companions ?? [];
  if (!areHostCompanionsEditable(statusOf(row), companionsOf(row)))
    throw conflict(COMPANIONS_CLOSED_CODE, 'The companions were already submitted or the trip is closed.');
  const byId = new Map(input.companions.map((c) => [c._id, c]));
  const ids = current.map(idOf);
  if (byId.size !== input.companions.length || ids.length !== byId.size || ids.some((id) => !byId.has(id)))
    throw badRequest('Send the details of each of the trip’s companions, once.');
  const fields: Record<string, string> = {};
  input.companions.forEach((c, i) => {
    for (const [field, message] of Object.entries(validateHostCompanion(c.traveler)))
      fields[`companions.${i}.${field}`] = message;
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some companion details need your attention.', fields);
  const next = current.map((c, i) => {
    const t = byId.get(idOf(c, i))?.traveler ?? {};
    const traveler = {
      firstName: String(t.firstName).trim(),
      lastName: String(t.lastName).trim(),
      email: String(t.email).trim(),
      dateOfBirth: String(t.dateOfBirth).trim(),
    };
    return { ...c, _id: idOf(c, i), traveler };
  });
  const [saved] = await db
    .update(trips)
    .set({ companions: next })
    .where(and(eq(trips.id, row.id), sql`${trips.companions} = ${JSON.stringify(current)}::jsonb`))
    .returning({ id: trips.id });
  if (!saved) throw conflict(COMPANIONS_CLOSED_CODE, 'The companions were already submitted or the trip is closed.');
  // The trip re-read after the save (HAP-063): the answer is what is now stored.
  return readHostCompanions(db, input.actor, row.id);
}

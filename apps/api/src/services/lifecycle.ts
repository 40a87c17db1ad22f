// Lifecycle enforcement: the machine decides whether an event is allowed from the stored status; the API persists it.
import {
  type BookingActor,
  type TripActor,
  bookingMachine,
  explainEvent,
  itineraryMachine,
  selectBookingDisplayStatus,
  tripMachine,
  tripPatchOf,
} from '@caravan/machines';
import {
  bookingStatusSchema,
  isBookingCustomer,
  refusalCopy,
  itineraryStatusSchema,
  tripStatusSchema,
} from '@caravan/domain';
import { type SQL, and, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
  createActor,
} from 'xstate';
import type { Db } from '../db/client.js';
import { bookings, itineraries, transitionsLog, trips } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { publishLifecycle } from './host-workspace/publish-lifecycle.js';
import { raiseHostLevel } from './host-level/raise-host-level.js';
import { type BookingPeopleRow, bookingPeopleColumns, travelerTypeOf } from './booking/booking-people.js';

type Row = Record<string, unknown>;
/** An open transaction (the caller's, when the move is part of a larger unit of work). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How one resource's stored row maps onto its machine and back. */
export interface LifecycleDef {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  /** Singular name used in messages ("the trip is live"). */
  noun: string;
  machine: AnyStateMachine;
  /** The stored row with what the input needs from other tables, locked FOR UPDATE (default: the table's row). */
  load?(tx: Tx, id: string): Promise<Row | undefined>;
  /** The machine's input, restored from the stored row. */
  input(row: Row, now: Date): unknown;
  /** The event with the acting user attached the way this machine reads it. */
  withActor(event: EventObject & Record<string, unknown>, actor: LifecycleActor, row: Row): EventObject;
  /** The columns to persist from the snapshot after the event; must include the status column's key. */
  patch(snapshot: AnyMachineSnapshot): Row;
  /** The status key in `patch`'s result. */
  statusKey: string;
  /** The state named in messages and the transitions log (default: the stored status). */
  stateOf?(snapshot: AnyMachineSnapshot, row: Row): string;
  /** Columns besides the status the conditional UPDATE requires unchanged since the row was read. */
  unchanged?(row: Row): SQL[];
  /** What else a move changes in the same transaction, given the updated row and the state reached. */
  afterMove?(tx: Tx, row: Row, to: string): Promise<unknown>;
}

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;
type ItinerarySnapshot = SnapshotFrom<typeof itineraryMachine>;

/** The booking machine's sender for a signed-in user (or the scheduler); a traveler is the customer or not. */
export function bookingActorOf(actor: LifecycleActor, row: { customerId?: unknown } & BookingPeopleRow): BookingActor {
  if (actor.userId === null) return { role: 'system' };
  if (actor.group === 'admin') return { role: 'admin' };
  if (actor.group === 'host') return { role: 'host' };
  if (actor.group === 'traveler') {
    const booking = { customerId: (row.customerId as string | null) ?? null };
    return {
      role: 'traveler',
      isCustomer: isBookingCustomer(booking, actor.userId),
      // The booking's people were read with the row (bookingPeopleColumns): the domain's one traveler-type rule.
      travelerType: travelerTypeOf(row, actor.email),
    };
  }
  // Operators and anyone else send nothing the booking machine accepts: its guards name the refusal.
  return { role: actor.group } as unknown as BookingActor;
}

/** Every lifecycle the API persists, by resource name. More join as their tables and machines land. */
export const LIFECYCLES: Record<string, LifecycleDef> = {
  trip: {
    table: trips,
    id: trips.id,
    status: trips.status,
    noun: 'trip',
    machine: tripMachine,
    input: (row, now) => ({
      tripId: row.id,
      now,
      status: tripStatusSchema.parse(row.status),
      launchDate: row.launchDate ?? null,
      publishStatus: row.publishStatus,
      publishRequest: row.publishRequest ?? null,
      operatorTechnicalItineraryApproved: row.operatorTechnicalItineraryApproved,
      adminTechnicalItineraryApproved: row.adminTechnicalItineraryApproved,
      internalCancellationReason: row.internalCancellationReason ?? null,
    }),
    withActor: (event, actor) => ({
      ...event,
      actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
    }),
    patch: (s) => tripPatchOf(s as Parameters<typeof tripPatchOf>[0]),
    statusKey: 'status',
    // A completed trip may earn its host a level (LVL-016).
    afterMove: async (tx, row, to) => (to === 'complete' ? raiseHostLevel(tx, String(row.hostId)) : undefined),
  },
  booking: {
    table: bookings,
    id: bookings.id,
    status: bookings.status,
    noun: 'booking',
    machine: bookingMachine,
    // The booking row, locked, with its trip's status (the machine derives complete from it).
    load: async (tx, id) => {
      const [row] = await tx
        .select({ ...getTableColumns(bookings), tripStatus: trips.status, ...bookingPeopleColumns })
        .from(bookings)
        .innerJoin(trips, eq(trips.id, bookings.tripId))
        .where(eq(bookings.id, id))
        .limit(1)
        .for('update', { of: bookings });
      return row;
    },
    input: (row) => ({
      bookingId: row.id,
      bookingStatus: bookingStatusSchema.parse(row.status),
      tripStatus: tripStatusSchema.parse(row.tripStatus),
      // Pending cancellation is stored as a flag; the machine reads it as the customer's traveler status (TRV-037).
      travelerStatus: row.isPendingCancellation ? 'cancelled' : undefined,
      cancelledByHost: Boolean(row.cancelledByHost),
      totalSpotsBooked: Number(row.totalSpotsBooked ?? 1),
    }),
    withActor: (event, actor, row) => ({ ...event, by: bookingActorOf(actor, row) }),
    patch: (s) => {
      const snapshot = s as BookingSnapshot;
      return {
        status: snapshot.context.bookingStatus,
        isPendingCancellation: snapshot.matches('pendingCancellation'),
        cancelledByHost: snapshot.context.cancelledByHost,
      };
    },
    statusKey: 'status',
    stateOf: (s) => selectBookingDisplayStatus(s as BookingSnapshot),
    unchanged: (row) => [
      eq(bookings.isPendingCancellation, Boolean(row.isPendingCancellation)),
      eq(bookings.cancelledByHost, Boolean(row.cancelledByHost)),
    ],
  },
  // Submit (Pending Approval) and the admin's review (Live, or back to Not Submitted), OPI-007, OPI-008.
  itinerary: {
    table: itineraries,
    id: itineraries.id,
    status: itineraries.status,
    noun: 'itinerary',
    machine: itineraryMachine,
    input: (row) => ({
      status: itineraryStatusSchema.parse(row.status),
      owner: String(row.operatorId),
      itineraryId: String(row.id),
    }),
    withActor: (event, actor) => ({
      ...event,
      actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
    }),
    patch: (s) => ({ status: (s as ItinerarySnapshot).context.status }),
    statusKey: 'status',
    // A save between the read and this move must not be overwritten by it: the version is part of the WHERE.
    unchanged: (row) => [eq(itineraries.version, Number(row.version))],
  },
  // The trip page's publish status (WSP-061..065): the host's edits, publish requests and the review.
  publish: publishLifecycle,
};

export interface LifecycleActor {
  /** users.id of who acts, or null for the platform's scheduler. */
  userId: string | null;
  group: TripActor['group'];
  role?: TripActor['role'];
  /** The acting user's email, which identifies a traveler on a booking (TRV-002); absent for the scheduler. */
  email?: string;
}

/**
 * The platform's scheduler (MKT-012): the machines read it as the 'system' sender, and the transitions log records
 * it with no user (actor_id null), which the timelines show as the scheduler.
 */
export const SCHEDULER_ACTOR: LifecycleActor = { userId: null, group: 'system' };

export interface ApplyLifecycleEvent {
  /** The database: the move runs in a transaction of its own. */
  db?: Db;
  /** The caller's open transaction: the move commits or rolls back with the caller's other work. */
  tx?: Tx;
  resource: keyof typeof LIFECYCLES | string;
  id: string;
  /** The event without its actor: the actor is attached here, from the session, never from the request body. */
  event: EventObject & Record<string, unknown>;
  actor: LifecycleActor;
  now: Date;
  /** Sent by the server itself (a payment settled, the clock): internal events are allowed only then. */
  internal?: boolean;
  /** Why, for the timeline (MKT-024): a cancellation's reason code or words; by default the event's own `reason`. */
  reason?: string;
  /** The money the move moved, for its timeline entry (MKT-041): a cancellation's refund, a reinstatement's due. */
  money?: { amount: number; currency: string };
}

export interface LifecycleResult {
  from: string;
  to: string;
  row: Row;
}

/** Internal events a request may never send (they re-sync, move the clock, or report what the server did). */
const INTERNAL_EVENTS = new Set([
  'trip.synced',
  'clock.tick',
  'trip.publishStatusChanged',
  'trip.statusChanged',
  'booking.paid',
]);

/** A refusal's message in the user's words (MKT-045): the copy of the guard that said no, or that the state has no such move. */
export function refusalMessage(
  noun: string,
  status: string,
  eventType: string,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
) {
  const why = explainEvent(snapshot, event);
  if (why.allowed) return null;
  return refusalCopy({ noun, status, eventType, ...(why.reason === 'guard' ? { guards: why.guards } : {}) });
}

/**
 * Applies `event` to the stored resource: restores the machine from the row, asks `can(event)`, and persists the new
 * status with a transitions_log row — in the caller's transaction `tx` when given (so the move commits or rolls back
 * with the money and rooms work around it), else in one of its own. The UPDATE is conditional on the old status, so
 * of two concurrent moves only one wins; the other, and any refused event, answers 409 naming the refusing guard.
 */
export async function applyLifecycleEvent(args: ApplyLifecycleEvent): Promise<LifecycleResult> {
  const def = LIFECYCLES[args.resource];
  if (!def) throw new AppError(400, 'VALIDATION_FAILED', `Unknown resource ${args.resource}.`);
  if (INTERNAL_EVENTS.has(args.event.type) && !args.internal) {
    throw new AppError(400, 'VALIDATION_FAILED', `'${args.event.type}' cannot be sent.`);
  }
  if (args.tx) return applyIn(args.tx, def, args);
  if (!args.db) throw new Error('applyLifecycleEvent needs a db or a tx');
  return args.db.transaction((tx) => applyIn(tx, def, args));
}

async function applyIn(tx: Tx, def: LifecycleDef, args: ApplyLifecycleEvent): Promise<LifecycleResult> {
  const row = def.load
    ? await def.load(tx, args.id)
    : ((await tx.select().from(def.table).where(eq(def.id, args.id)).limit(1)) as Row[])[0];
  if (!row) throw notFound(`No such ${def.noun}.`);
  const stored = String(row[def.statusKey]);
  const event = def.withActor(args.event, args.actor, row);
  const actor = createActor(def.machine, { input: def.input(row, args.now) });
  actor.start();
  const before = actor.getSnapshot();
  const from = def.stateOf ? def.stateOf(before, row) : stored;
  const refused = refusalMessage(def.noun, from, args.event.type, before, event);
  if (refused) {
    actor.stop();
    throw new AppError(409, 'TRANSITION_REFUSED', refused);
  }
  actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  const patch = def.patch(after);
  const to = def.stateOf ? def.stateOf(after, row) : String(patch[def.statusKey]);
  const set: Row = { ...patch };
  if ('updatedAt' in def.table) set.updatedAt = args.now;
  const updated = (await tx
    .update(def.table)
    .set(set)
    .where(and(eq(def.id, args.id), eq(def.status, stored), ...(def.unchanged?.(row) ?? [])))
    .returning()) as Row[];
  if (!updated[0]) {
    throw new AppError(409, 'CONCURRENT_CHANGE', `This ${def.noun} was changed meanwhile. Reload and try again.`);
  }
  await tx.insert(transitionsLog).values({
    resource: args.resource,
    resourceId: args.id,
    event: args.event.type,
    fromState: from,
    toState: to,
    actorId: args.actor.userId,
    at: args.now,
    reason: args.reason ?? (typeof args.event.reason === 'string' ? args.event.reason : null),
    amount: args.money?.amount ?? null,
    currency: args.money?.currency ?? null,
  });
  await def.afterMove?.(tx, updated[0], to);
  return { from, to, row: updated[0] };
}

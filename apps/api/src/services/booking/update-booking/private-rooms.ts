// Step 3 of a booking update: who ends up in a private room decides the single supplements held; the trip's private
// rooms are taken or given back with one conditional UPDATE each (MBK-062: none left answers a clear refusal).
import {
  MANAGE_BOOKING_MESSAGES,
  TRAVELER_BOOKING_ERROR_CODES,
  type TravelersRoom,
  roomPlanProblem,
  travelersInPrivateRooms,
} from '@caravan/domain';
import { nextAddOnStatus } from '@caravan/machines';
import { and, eq, sql } from 'drizzle-orm';
import { trips } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../errors/app-error.js';
import type { AddOnRow, Exec } from '../booking-records.js';
import type { AddOnPlan } from './add-on-changes.js';
import type { EditableBooking } from './editable.js';
import type { UpdateBookingInput } from './input.js';

/** The one refusal when no private room is left (MBK-062): nothing was charged. */
export const privateRoomsSoldOut = () =>
  new AppError(
    409,
    TRAVELER_BOOKING_ERROR_CODES.singleSupplementUnavailable,
    MANAGE_BOOKING_MESSAGES.privateRoomsSoldOut,
  );

/** The travelers who will have a private room, once the domain's room rules accept the submitted plan. */
function desiredSingles(rooms: readonly TravelersRoom[], travelerIds: readonly string[]): Set<string> {
  const problem = roomPlanProblem(rooms, travelerIds);
  if (problem === 'occupancy')
    throw badRequest('A private room holds one traveler; a shared room one or two.', {
      travelersRooms: 'Invalid room occupancy',
    });
  if (problem === 'placement')
    throw badRequest('Every traveler on the booking must be in exactly one room.', {
      travelersRooms: 'Every traveler must be in exactly one room',
    });
  return travelersInPrivateRooms(rooms);
}

/**
 * Takes `count` private rooms of the trip with one conditional UPDATE … WHERE available >= count RETURNING
 * (never read-then-write); false when not enough are left.
 */
export async function takePrivateRooms(tx: Exec, tripId: string, count: number): Promise<boolean> {
  if (count <= 0) return true;
  const taken = await tx
    .update(trips)
    .set({ singleSupplementQuantityAvailable: sql`${trips.singleSupplementQuantityAvailable} - ${count}` })
    .where(and(eq(trips.id, tripId), sql`${trips.singleSupplementQuantityAvailable} >= ${count}`))
    .returning({ available: trips.singleSupplementQuantityAvailable });
  return taken.length > 0;
}

/** Gives `count` private rooms back to the trip (never above its total). */
export async function releasePrivateRooms(tx: Exec, tripId: string, count: number): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(trips)
    .set({
      singleSupplementQuantityAvailable: sql`least(${trips.singleSupplementQuantityAvailable} + ${count}, ${trips.singleSupplementQuantity})`,
    })
    .where(eq(trips.id, tripId));
}

/**
 * Takes the new private rooms and gives back the released ones; adds a single supplement per new private room to
 * the plan and the released ones to its removals. Returns the held single supplements given back.
 */
export async function applyRoomChanges(
  tx: Exec,
  editable: EditableBooking,
  plan: AddOnPlan,
  input: UpdateBookingInput,
): Promise<AddOnRow[]> {
  const { access, travelerIds, heldSingleRows } = editable;
  const { booking, trip } = access;
  const held = new Set(heldSingleRows.map((a) => a.userId));
  const removedSingles = new Set(plan.removals.filter((a) => a.type === 'single-supplement').map((a) => a.userId));
  const desired = input.travelersRooms
    ? desiredSingles(input.travelersRooms, travelerIds)
    : new Set([...held].filter((u) => !removedSingles.has(u)));
  const newSingles = [...desired].filter((u) => !held.has(u));
  const releasedSingles = heldSingleRows.filter((a) => !desired.has(a.userId));
  for (const row of releasedSingles) if (!plan.removals.includes(row)) plan.removals.push(row);

  if (!(await takePrivateRooms(tx, trip.id, newSingles.length))) throw privateRoomsSoldOut();
  await releasePrivateRooms(tx, trip.id, releasedSingles.length);
  for (const user of newSingles)
    plan.additions.push({
      bookingId: booking.id,
      userId: user,
      type: 'single-supplement',
      status: nextAddOnStatus('PENDING_ADDITION', { type: 'changes.save' }),
      quantity: 1,
      unitPriceWithFee: trip.singleSupplementPrice,
      price: trip.singleSupplementPrice,
      currency: trip.currency,
      manageMode: true,
      createdAt: input.now,
    });
  return releasedSingles;
}

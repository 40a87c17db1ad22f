// Saves a trip's rooming board (MKT-048): the domain rule checks it against the trip's travelers first, and a board
// with a conflict is refused with every explanation; a valid one replaces the trip's rooms in one transaction.
import { type RoomingBoardInput, roomingConflicts } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { roomAssignments } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { hostTripScope } from '../host-bookings/host-trip-access.js';
import { readRoomingTravelers } from './read-rooming.js';

/** The refusal of a board with conflicts: 400, each conflict in the host's words. */
const roomingConflict = (messages: string[]) => new AppError(400, 'ROOMING_CONFLICT', messages.join(' '));

/** Replaces the trip's rooms with `input` after the rule accepts it; 404 for another's trip, 403 for a co-host. */
export async function saveRoomingBoard(
  db: Db,
  user: PolicyUser,
  tripId: string,
  input: RoomingBoardInput,
  now: Date,
): Promise<void> {
  await hostTripScope(db, user, tripId, 'update');
  await db.transaction(async (tx) => {
    const people = await readRoomingTravelers(tx, tripId);
    const rooms = input.rooms.filter((r) => r.travelerIds.length > 0);
    const conflicts = roomingConflicts(people, rooms);
    if (conflicts.length > 0) throw roomingConflict(conflicts.map((c) => c.message));
    await tx.delete(roomAssignments).where(eq(roomAssignments.tripId, tripId));
    const rows = rooms.flatMap((r) =>
      r.travelerIds.map((travelerId) => ({
        travelerId,
        tripId,
        roomLabel: r.label,
        roomKind: r.kind,
        assignedAt: now,
      })),
    );
    if (rows.length > 0) await tx.insert(roomAssignments).values(rows);
  });
}

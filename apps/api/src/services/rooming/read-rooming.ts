// Reads a trip's rooming board (MKT-048): the travelers of bookings holding spots, with their party, private room and
// trip-form preferences, and the rooms saved for them; the view adds who is unplaced and each conflict.
import {
  type BoardRoom,
  type RoomKind,
  bookingHoldsSpots,
  bookingStatusSchema,
  roomingConflicts,
  roomingPreferencesText,
  travelersInPrivateRooms,
  unassignedTravelers,
} from '@caravan/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { bookings, roomAssignments, travelers, tripForms, users } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';
import type { RoomingBoardView } from '../../views/rooming.view.js';

export type RoomingTravelerRow = RoomingBoardView['travelers'][number];

/** The trip's travelers on the board, booking by booking (the customer first). */
export async function readRoomingTravelers(db: Exec, tripId: string): Promise<RoomingTravelerRow[]> {
  const rows = await db
    .select({
      id: travelers.id,
      userId: travelers.userId,
      bookingId: bookings.id,
      orderId: bookings.orderId,
      status: bookings.status,
      rooms: bookings.travelersRooms,
      firstName: users.firstName,
      lastName: users.lastName,
      form: { specialRequests: tripForms.specialRequests, preferences: tripForms.disclosuresAndPreferences },
    })
    .from(travelers)
    .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
    .innerJoin(users, eq(users.id, travelers.userId))
    .leftJoin(tripForms, eq(tripForms.travelerId, travelers.id))
    .where(eq(travelers.tripId, tripId))
    .orderBy(
      asc(bookings.orderId),
      desc(eq(travelers.type, 'traveler-primary')),
      asc(travelers.createdAt),
      asc(travelers.id),
    );
  const onBoard = rows.filter((r) => bookingHoldsSpots(bookingStatusSchema.parse(r.status)));
  const nameOf = (r: (typeof rows)[number]) => `${r.firstName} ${r.lastName}`.trim();
  return onBoard.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    orderId: r.orderId,
    name: nameOf(r),
    privateRoom: travelersInPrivateRooms(r.rooms).has(r.userId),
    companions: onBoard.filter((o) => o.bookingId === r.bookingId && o.id !== r.id).map(nameOf),
    roommateRequest: r.form?.specialRequests?.roomMate?.trim() || null,
    preferences: r.form
      ? roomingPreferencesText({ ...r.form, disclosuresAndPreferences: r.form.preferences }) || null
      : null,
  }));
}

/** The rooms saved for the trip, in label order, each with its travelers. */
export async function readRoomingRooms(db: Exec, tripId: string): Promise<BoardRoom[]> {
  const rows = await db
    .select()
    .from(roomAssignments)
    .where(eq(roomAssignments.tripId, tripId))
    .orderBy(asc(roomAssignments.roomLabel), asc(roomAssignments.assignedAt));
  const rooms = new Map<string, BoardRoom>();
  for (const r of rows) {
    const room = rooms.get(r.roomLabel) ?? { label: r.roomLabel, kind: r.roomKind as RoomKind, travelerIds: [] };
    room.travelerIds.push(r.travelerId);
    rooms.set(r.roomLabel, room);
  }
  return [...rooms.values()];
}

/** The whole board of a trip the viewer may read. */
export async function readRoomingBoard(
  db: Exec,
  trip: { id: string; name: string },
  editable: boolean,
): Promise<RoomingBoardView> {
  const [people, saved] = await Promise.all([readRoomingTravelers(db, trip.id), readRoomingRooms(db, trip.id)]);
  // A traveler whose booking no longer holds a spot leaves the board (their assignment stays until the next save).
  const present = new Set(people.map((t) => t.id));
  const order = new Map(people.map((t, i) => [t.id, i]));
  const rooms = saved
    .map((r) => ({
      ...r,
      // Within a room, travelers in the board's order (booking by booking, the customer first).
      travelerIds: r.travelerIds.filter((id) => present.has(id)).sort((a, b) => order.get(a)! - order.get(b)!),
    }))
    .filter((r) => r.travelerIds.length > 0);
  return {
    trip: { id: trip.id, name: trip.name },
    travelers: people,
    rooms,
    unassignedIds: unassignedTravelers(people, rooms).map((t) => t.id),
    conflicts: roomingConflicts(people, rooms),
    editable,
  };
}

// The rooming board's rule (MKT-048): what a room holds, who must stay together, who is unplaced, and each conflict in
// plain words. The board never changes what anyone pays: a private room comes only from the traveler's booking.
import type { BoardRoom, RoomKind, RoomingConflict, RoomingTraveler } from './rooming.schema.js';

/** How many travelers a room of each kind holds. */
const ROOM_CAPACITY: Record<RoomKind, number> = { shared: 2, private: 1 };

/** The refusal when a host puts a traveler without a single supplement in a private room. */
export const PRIVATE_ROOM_THROUGH_BOOKING = "Changes to a private room go through the traveler's booking.";

/** Every conflict on `rooms` for the trip's `travelers`, in board order; an empty list is a valid board. */
export function roomingConflicts(
  travelers: readonly RoomingTraveler[],
  rooms: readonly BoardRoom[],
): RoomingConflict[] {
  const byId = new Map(travelers.map((t) => [t.id, t]));
  const conflicts: RoomingConflict[] = [];
  const seenLabels = new Set<string>();
  const roomOf = new Map<string, string>();
  for (const room of rooms) {
    const label = room.label.trim();
    const key = label.toLowerCase();
    if (seenLabels.has(key))
      conflicts.push({
        code: 'duplicate-label',
        message: `Two rooms are called “${label}”: give each room its own name.`,
        roomLabel: label,
        travelerIds: [],
      });
    seenLabels.add(key);
    const capacity = ROOM_CAPACITY[room.kind];
    if (room.travelerIds.length > capacity)
      conflicts.push({
        code: 'over-capacity',
        message: `Room ${label} is ${room.kind === 'private' ? 'a private room for one traveler' : 'shared by two travelers at most'}; it holds ${room.travelerIds.length}.`,
        roomLabel: label,
        travelerIds: [...room.travelerIds],
      });
    for (const id of room.travelerIds) {
      const traveler = byId.get(id);
      if (!traveler) {
        conflicts.push({
          code: 'unknown-traveler',
          message: `Room ${label} holds someone who is not a traveler of this trip.`,
          roomLabel: label,
          travelerIds: [id],
        });
        continue;
      }
      const earlier = roomOf.get(id);
      if (earlier !== undefined) {
        conflicts.push({
          code: 'placed-twice',
          message: `${traveler.name} is in room ${earlier} and room ${label}: a traveler sleeps in one room.`,
          roomLabel: label,
          travelerIds: [id],
        });
        continue;
      }
      roomOf.set(id, label);
      if (room.kind === 'private' && !traveler.privateRoom)
        conflicts.push({
          code: 'private-not-booked',
          message: `${traveler.name} did not book a private room. ${PRIVATE_ROOM_THROUGH_BOOKING}`,
          roomLabel: label,
          travelerIds: [id],
        });
      if (room.kind === 'shared' && traveler.privateRoom)
        conflicts.push({
          code: 'private-booked',
          message: `${traveler.name} booked a private room: put them in a private room of their own.`,
          roomLabel: label,
          travelerIds: [id],
        });
    }
  }
  conflicts.push(...companionsSplit(travelers, roomOf));
  return conflicts;
}

/**
 * The parties whose sharing travelers are spread over more rooms than they need: a booking of two sharing goes in one
 * room, of three in two, and so on (travelers not yet placed are not counted).
 */
function companionsSplit(
  travelers: readonly RoomingTraveler[],
  roomOf: ReadonlyMap<string, string>,
): RoomingConflict[] {
  // Each party holds its travelers themselves, so their names need no lookup. A party of one is never split: a
  // traveler has one room in `roomOf`, which never exceeds the one room a party of one needs.
  const parties = new Map<string, RoomingTraveler[]>();
  for (const t of travelers) {
    if (t.privateRoom) continue;
    parties.set(t.bookingId, [...(parties.get(t.bookingId) ?? []), t]);
  }
  const conflicts: RoomingConflict[] = [];
  for (const party of parties.values()) {
    const placed = party.filter((t) => roomOf.has(t.id)).map((t) => t.id);
    const roomsUsed = new Set(placed.map((id) => roomOf.get(id)));
    if (roomsUsed.size > Math.ceil(party.length / ROOM_CAPACITY.shared))
      conflicts.push({
        code: 'companions-split',
        message: `${party.map((t) => t.name).join(' and ')} booked together: keep them in the same room.`,
        travelerIds: placed,
      });
  }
  return conflicts;
}

/** The travelers in no room, in the order given. */
export function unassignedTravelers(
  travelers: readonly RoomingTraveler[],
  rooms: readonly BoardRoom[],
): RoomingTraveler[] {
  const placed = new Set(rooms.flatMap((r) => r.travelerIds));
  return travelers.filter((t) => !placed.has(t.id));
}

/**
 * A first board for the unplaced travelers: a private room each for those who booked one, parties paired in shared
 * rooms, the rest paired in arrival order. Labels continue from the rooms already there.
 */
export function suggestRooming(travelers: readonly RoomingTraveler[], rooms: readonly BoardRoom[]): BoardRoom[] {
  const next = [...rooms.map((r) => ({ ...r, travelerIds: [...r.travelerIds] }))];
  let n = next.length;
  const label = () => {
    n += 1;
    let l = `Room ${n}`;
    while (next.some((r) => r.label === l)) l = `Room ${++n}`;
    return l;
  };
  const open = unassignedTravelers(travelers, rooms);
  for (const t of open.filter((t) => t.privateRoom))
    next.push({ label: label(), kind: 'private', travelerIds: [t.id] });
  const sharing = open.filter((t) => !t.privateRoom);
  // Parties first, each pair from one booking, so companions stay together; the odd ones out pair with each other.
  const byBooking = new Map<string, string[]>();
  for (const t of sharing) byBooking.set(t.bookingId, [...(byBooking.get(t.bookingId) ?? []), t.id]);
  const leftovers: string[] = [];
  for (const party of byBooking.values()) {
    for (let i = 0; i + 1 < party.length; i += 2)
      next.push({ label: label(), kind: 'shared', travelerIds: [party[i] as string, party[i + 1] as string] });
    if (party.length % 2 === 1) leftovers.push(party[party.length - 1] as string);
  }
  for (let i = 0; i < leftovers.length; i += 2)
    next.push({ label: label(), kind: 'shared', travelerIds: leftovers.slice(i, i + 2) });
  return next;
}

// The rooms of a booking: who sleeps where, what a room holds, and who has a private room (a single supplement).
// The room editor builds rooms with these, the API checks a submitted plan and keeps rooms in step with the
// single supplements it takes or gives back.
import type { RoomType } from '../add-on/add-on.schema.js';
import { pricingRoomType } from '../add-on/add-on.rules.js';
import type { TravelersRoom } from './booking.schema.js';

/** A room shared by up to two travelers: one bed (double) or two (twin). */
export type SharedRoomType = Exclude<RoomType, 'single'>;

/** The default shared room when no one chose the beds. */
const DEFAULT_SHARED_ROOM_TYPE: SharedRoomType = 'double';

/** How many travelers a room of each type holds: a private room exactly one, a shared room one or two. */
const ROOM_OCCUPANCY: Record<RoomType, { min: number; max: number }> = {
  single: { min: 1, max: 1 },
  double: { min: 1, max: 2 },
  twin: { min: 1, max: 2 },
};

/**
 * Whether a room is private: priced as a single, which costs its traveler the single supplement. A twin is priced as
 * a double (MBK-020), so two beds instead of one never cost a supplement.
 */
export const isPrivateRoom = (room: { roomType: RoomType }) => pricingRoomType(room.roomType) === 'single';

/** The travelers who have a private room. */
export const travelersInPrivateRooms = (rooms: readonly TravelersRoom[]): Set<string> =>
  new Set(rooms.filter(isPrivateRoom).flatMap((r) => r.travelers));

/** The shared bed type of a booking's rooms: twin when any shared room is a twin, else double. */
const sharedRoomTypeOf = (rooms: readonly TravelersRoom[]): SharedRoomType =>
  rooms.some((r) => r.roomType === 'twin') ? 'twin' : DEFAULT_SHARED_ROOM_TYPE;

/** The rooms of a party from the room editor's answers: private travelers alone in singles, the rest paired up. */
export function roomsFromChoices(
  travelerIds: readonly string[],
  privateIds: ReadonlySet<string>,
  sharedRoomType: SharedRoomType,
): TravelersRoom[] {
  const rooms: TravelersRoom[] = travelerIds
    .filter((t) => privateIds.has(t))
    .map((t) => ({ roomType: 'single', travelers: [t] }));
  const shared = travelerIds.filter((t) => !privateIds.has(t));
  const perRoom = ROOM_OCCUPANCY[sharedRoomType].max;
  for (let i = 0; i < shared.length; i += perRoom)
    rooms.push({ roomType: sharedRoomType, travelers: shared.slice(i, i + perRoom) });
  return rooms;
}

/** The room editor's answers read back from rooms: who has a private room, and the shared bed type. */
export const choicesFromRooms = (rooms: readonly TravelersRoom[]) => ({
  privateIds: travelersInPrivateRooms(rooms),
  sharedRoomType: sharedRoomTypeOf(rooms),
});

/**
 * What is wrong with a submitted room plan, or null: a room holding more or fewer travelers than its type allows
 * ('occupancy'), or a traveler of the booking in no room, in two, or a stranger in one ('placement').
 */
export function roomPlanProblem(
  rooms: readonly TravelersRoom[],
  travelerIds: readonly string[],
): 'occupancy' | 'placement' | null {
  const placed = new Map<string, number>();
  for (const room of rooms) {
    const { min, max } = ROOM_OCCUPANCY[room.roomType];
    if (room.travelers.length < min || room.travelers.length > max) return 'occupancy';
    for (const t of room.travelers) placed.set(t, (placed.get(t) ?? 0) + 1);
  }
  const eachOnce = travelerIds.every((t) => placed.get(t) === 1);
  return eachOnce && placed.size === travelerIds.length ? null : 'placement';
}

/** The rooms with the last room made private (a single) or, when `on` is false, shared again (MBK-037). */
export const withLastRoomPrivate = (rooms: readonly TravelersRoom[], on: boolean): TravelersRoom[] =>
  rooms.map((r, i) => {
    if (i !== rooms.length - 1) return r;
    if (on) return { ...r, roomType: 'single' };
    return isPrivateRoom(r) ? { ...r, roomType: DEFAULT_SHARED_ROOM_TYPE } : r;
  });

/** The rooms after `released` travelers gave their private room back: each of those singles becomes shared. */
export const withPrivateRoomsReleased = (
  rooms: readonly TravelersRoom[],
  released: ReadonlySet<string>,
): TravelersRoom[] =>
  rooms.map((r) =>
    isPrivateRoom(r) && r.travelers.some((t) => released.has(t)) ? { ...r, roomType: DEFAULT_SHARED_ROOM_TYPE } : r,
  );

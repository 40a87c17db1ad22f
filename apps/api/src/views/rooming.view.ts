// The rooming board as the host and the operator see it (MKT-048): travelers, rooms, who is unplaced, each conflict.
import { ROOM_KINDS, roomingConflictSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const roomingTravelerView = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    orderId: z.string(),
    name: z.string(),
    /** Whether their booking bought a private room (the single supplement): only then may they have one. */
    privateRoom: z.boolean(),
    /** The names of the others on their booking (their party). */
    companions: z.array(z.string()),
    roommateRequest: z.string().nullable(),
    preferences: z.string().nullable(),
  })
  .strict()
  .openapi('RoomingTraveler');

export const roomingRoomView = z
  .object({ label: z.string(), kind: z.enum(ROOM_KINDS), travelerIds: z.array(z.uuid()) })
  .strict()
  .openapi('RoomingRoom');

export const roomingBoardView = z
  .object({
    trip: z.object({ id: z.uuid(), name: z.string() }).strict(),
    travelers: z.array(roomingTravelerView),
    rooms: z.array(roomingRoomView),
    unassignedIds: z.array(z.uuid()),
    conflicts: z.array(roomingConflictSchema),
    /** Whether this viewer may change the board (the trip's host); the operator reads it. */
    editable: z.boolean(),
  })
  .strict()
  .openapi('RoomingBoard');
export type RoomingBoardView = z.infer<typeof roomingBoardView>;

// The rooming board's shapes (MKT-048): the travelers a host places, the rooms they go in, and a conflict explained.
import { z } from 'zod';

/** A room on the board: shared (two travelers) or private (one traveler who booked a single supplement). */
export const ROOM_KINDS = ['shared', 'private'] as const;
const roomKindSchema = z.enum(ROOM_KINDS);
export type RoomKind = z.infer<typeof roomKindSchema>;

/** DECIDE: a room label is short text ("101", "Room A") because hotels number rooms their own way. */
const ROOM_LABEL_MAX = 40;
/** DECIDE: at most 200 rooms on a board, more than any group trip's spots. */
const ROOMING_MAX_ROOMS = 200;

const roomLabelSchema = z.string().trim().min(1, 'Give the room a name or number').max(ROOM_LABEL_MAX);

/** One room as the host arranges it: its label, its kind and the travelers (traveler record ids) in it. */
const boardRoomSchema = z
  .object({
    label: roomLabelSchema,
    kind: roomKindSchema,
    travelerIds: z.array(z.uuid({ message: 'Not a traveler id' })).max(2),
  })
  .strict();
export type BoardRoom = z.infer<typeof boardRoomSchema>;

/** The board the host saves: every room, each traveler at most once. */
export const roomingBoardInputSchema = z.object({ rooms: z.array(boardRoomSchema).max(ROOMING_MAX_ROOMS) }).strict();
export type RoomingBoardInput = z.infer<typeof roomingBoardInputSchema>;

/** A traveler as the board rule needs them: who, which booking (their party), and whether they booked a private room. */
export interface RoomingTraveler {
  id: string;
  bookingId: string;
  name: string;
  privateRoom: boolean;
}

const ROOMING_CONFLICT_CODES = [
  'duplicate-label',
  'unknown-traveler',
  'placed-twice',
  'over-capacity',
  'private-not-booked',
  'private-booked',
  'companions-split',
] as const;

/** What is wrong on a board, in the host's words, with the room and travelers it concerns. */
export const roomingConflictSchema = z.object({
  code: z.enum(ROOMING_CONFLICT_CODES),
  message: z.string(),
  roomLabel: z.string().optional(),
  travelerIds: z.array(z.string()),
});
export type RoomingConflict = z.infer<typeof roomingConflictSchema>;

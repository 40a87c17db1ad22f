// The rooming board (MKT-048): shapes, the board rule and the hotel's rooming list.
export {
  type BoardRoom,
  ROOM_KINDS,
  type RoomKind,
  type RoomingBoardInput,
  type RoomingTraveler,
  roomingBoardInputSchema,
  roomingConflictSchema,
} from './rooming.schema.js';
export { roomingConflicts, suggestRooming, unassignedTravelers } from './rooming.rules.js';
export { ROOM_KIND_LABELS, type RoomingListLine, roomingListCsv, roomingPreferencesText } from './rooming-list.csv.js';

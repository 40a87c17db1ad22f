// The board as the host edits it before saving: rooms with a stable key, moves by drag or by the menu, the domain
// rule's conflicts and unplaced travelers worked out on every change (the same rule the API applies on save).
import {
  type BoardRoom,
  type RoomKind,
  type RoomingTraveler,
  roomingConflicts,
  suggestRooming,
  unassignedTravelers,
} from '@caravan/domain';
import { useMemo, useState } from 'react';

export interface DraftRoom extends BoardRoom {
  key: string;
}

let nextKey = 0;
const keyed = (room: BoardRoom): DraftRoom => ({ ...room, key: `room-${++nextKey}` });

/** The next free "Room N" label. */
function freeLabel(rooms: readonly BoardRoom[]): string {
  const taken = new Set(rooms.map((r) => r.label.toLowerCase()));
  let n = rooms.length + 1;
  while (taken.has(`room ${n}`)) n += 1;
  return `Room ${n}`;
}

export function useRoomingDraft(travelers: readonly RoomingTraveler[], saved: readonly BoardRoom[]) {
  const [rooms, setRooms] = useState<DraftRoom[]>(() => saved.map(keyed));
  const [dirty, setDirty] = useState(false);
  const change = (next: (rooms: DraftRoom[]) => DraftRoom[]) => {
    setRooms(next);
    setDirty(true);
  };
  const conflicts = useMemo(() => roomingConflicts(travelers, rooms), [travelers, rooms]);
  const unassigned = useMemo(() => unassignedTravelers(travelers, rooms), [travelers, rooms]);
  return {
    rooms,
    dirty,
    conflicts,
    unassigned,
    /** Puts travelers in the room `roomKey` (or none, for null), out of any room they were in. */
    move: (travelerIds: readonly string[], roomKey: string | null) =>
      change((rs) =>
        rs.map((r) => {
          const kept = r.travelerIds.filter((id) => !travelerIds.includes(id));
          return { ...r, travelerIds: r.key === roomKey ? [...kept, ...travelerIds] : kept };
        }),
      ),
    addRoom: (kind: RoomKind) => change((rs) => [...rs, keyed({ label: freeLabel(rs), kind, travelerIds: [] })]),
    removeRoom: (roomKey: string) => change((rs) => rs.filter((r) => r.key !== roomKey)),
    rename: (roomKey: string, label: string) =>
      change((rs) => rs.map((r) => (r.key === roomKey ? { ...r, label } : r))),
    /** Fills rooms for the unplaced travelers with the domain's suggestion (parties together, private rooms booked). */
    suggest: () =>
      change((rs) => {
        const next = suggestRooming(travelers, rs);
        return [...rs, ...next.slice(rs.length).map(keyed)];
      }),
    /** After a save: the board as stored is the new starting point. */
    reset: (stored: readonly BoardRoom[]) => {
      setRooms(stored.map(keyed));
      setDirty(false);
    },
  };
}

export type RoomingDraft = ReturnType<typeof useRoomingDraft>;

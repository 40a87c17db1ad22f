// Tests of the room rules the room editor and the API share: plans built from choices are valid and read back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choicesFromRooms,
  roomPlanProblem,
  roomsFromChoices,
  travelersInPrivateRooms,
  withPrivateRoomsReleased,
} from './rooms.rules.js';

const party = fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 7 });

describe('rooms', () => {
  it('[MBK-019] private travelers sleep alone in singles; the rest are paired in the chosen shared rooms', () => {
    expect(roomsFromChoices(['a', 'b', 'c'], new Set(['b']), 'twin')).toEqual([
      { roomType: 'single', travelers: ['b'] },
      { roomType: 'twin', travelers: ['a', 'c'] },
    ]);
    expect(roomsFromChoices(['a', 'b', 'c'], new Set(), 'double')).toEqual([
      { roomType: 'double', travelers: ['a', 'b'] },
      { roomType: 'double', travelers: ['c'] },
    ]);
  });

  it('[MBK-019] any choice of private travelers makes a valid plan that reads back as the same choices (property)', () => {
    fc.assert(
      fc.property(
        party,
        fc.func(fc.boolean()),
        fc.constantFrom('double' as const, 'twin' as const),
        (ids, pick, beds) => {
          const privateIds = new Set(ids.filter((id) => pick(id)));
          const rooms = roomsFromChoices(ids, privateIds, beds);
          expect(roomPlanProblem(rooms, ids)).toBeNull();
          const back = choicesFromRooms(rooms);
          expect(back.privateIds).toEqual(privateIds);
          if (ids.length > privateIds.size) expect(back.sharedRoomType).toBe(beds);
        },
      ),
    );
  });

  it('a plan is refused when a room is over- or under-full, or a traveler is missing, doubled or a stranger', () => {
    const ids = ['a', 'b', 'c'];
    expect(
      roomPlanProblem(
        [
          { roomType: 'single', travelers: ['a', 'b'] },
          { roomType: 'double', travelers: ['c'] },
        ],
        ids,
      ),
    ).toBe('occupancy');
    expect(roomPlanProblem([{ roomType: 'twin', travelers: ['a', 'b', 'c'] }], ids)).toBe('occupancy');
    expect(
      roomPlanProblem(
        [
          { roomType: 'double', travelers: [] },
          { roomType: 'twin', travelers: ['a', 'b'] },
        ],
        ids,
      ),
    ).toBe('occupancy');
    expect(roomPlanProblem([{ roomType: 'double', travelers: ['a', 'b'] }], ids)).toBe('placement');
    expect(
      roomPlanProblem(
        [
          { roomType: 'double', travelers: ['a', 'b'] },
          { roomType: 'double', travelers: ['c', 'a'] },
        ],
        ids,
      ),
    ).toBe('placement');
    expect(
      roomPlanProblem(
        [
          { roomType: 'double', travelers: ['a', 'b'] },
          { roomType: 'double', travelers: ['c', 'x'] },
        ],
        ids,
      ),
    ).toBe('placement');
  });

  it('a private room given back becomes a shared room; other rooms stay', () => {
    const rooms = roomsFromChoices(['a', 'b', 'c'], new Set(['a', 'b']), 'twin');
    const after = withPrivateRoomsReleased(rooms, new Set(['a']));
    expect(travelersInPrivateRooms(after)).toEqual(new Set(['b']));
    expect(after.find((r) => r.travelers.includes('a'))?.roomType).toBe('double');
  });
});

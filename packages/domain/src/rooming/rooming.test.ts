// The rooming board rule (MKT-048): capacity, companions together, private rooms only from a booking, unplaced travelers.
import { describe, expect, it } from 'vitest';
import { PRIVATE_ROOM_THROUGH_BOOKING } from './rooming.rules.js';
import {
  type BoardRoom,
  type RoomingTraveler,
  roomingConflicts,
  roomingListCsv,
  roomingPreferencesText,
  suggestRooming,
  unassignedTravelers,
} from './index.js';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const TRAVELERS: RoomingTraveler[] = [
  { id: id(1), bookingId: 'b1', name: 'Ana Lopez', privateRoom: false },
  { id: id(2), bookingId: 'b1', name: 'Ben Lopez', privateRoom: false },
  { id: id(3), bookingId: 'b2', name: 'Cleo Park', privateRoom: true },
  { id: id(4), bookingId: 'b3', name: 'Dev Shah', privateRoom: false },
  { id: id(5), bookingId: 'b4', name: 'Eva Moss', privateRoom: false },
];
const room = (label: string, kind: BoardRoom['kind'], ...ids: string[]): BoardRoom => ({
  label,
  kind,
  travelerIds: ids,
});

describe('rooming board', () => {
  it('[MKT-048] a board with companions together and the private-room traveler alone has no conflict', () => {
    const rooms = [
      room('101', 'shared', id(1), id(2)),
      room('102', 'private', id(3)),
      room('103', 'shared', id(4), id(5)),
    ];
    expect(roomingConflicts(TRAVELERS, rooms)).toEqual([]);
    expect(unassignedTravelers(TRAVELERS, rooms)).toEqual([]);
  });

  it('[MKT-048] a booking of two sharing split over two rooms is a conflict naming both', () => {
    const conflicts = roomingConflicts(TRAVELERS, [
      room('101', 'shared', id(1), id(4)),
      room('102', 'shared', id(2), id(5)),
    ]);
    expect(conflicts.map((c) => c.code)).toEqual(['companions-split']);
    expect(conflicts[0]?.message).toBe('Ana Lopez and Ben Lopez booked together: keep them in the same room.');
  });

  it('[MKT-048] a traveler who did not book a private room cannot be put in one: it goes through their booking', () => {
    const [conflict] = roomingConflicts(TRAVELERS, [room('201', 'private', id(4))]);
    expect(conflict?.code).toBe('private-not-booked');
    expect(conflict?.message).toBe(`Dev Shah did not book a private room. ${PRIVATE_ROOM_THROUGH_BOOKING}`);
  });

  it('[MKT-048] a private-room traveler in a shared room, a full room and a traveler twice are each explained', () => {
    const codes = roomingConflicts(TRAVELERS, [
      room('101', 'shared', id(3), id(4)),
      room('102', 'private', id(3)),
      { label: '103', kind: 'private', travelerIds: [id(3), id(5)] },
    ]).map((c) => c.code);
    expect(codes).toEqual(['private-booked', 'placed-twice', 'over-capacity', 'placed-twice', 'private-not-booked']);
  });

  it('[MKT-048] a shared room holds two at most, labels are unique, strangers are refused', () => {
    const conflicts = roomingConflicts(TRAVELERS, [
      { label: 'A', kind: 'shared', travelerIds: [id(4), id(5), id(1)] },
      room('a', 'shared', id(9)),
    ]);
    expect(conflicts.map((c) => c.code)).toEqual(['over-capacity', 'duplicate-label', 'unknown-traveler']);
    expect(conflicts[0]?.message).toBe('Room A is shared by two travelers at most; it holds 3.');
  });

  it('[MKT-048] the travelers in no room are the unassigned ones; a half-built board is valid', () => {
    const rooms = [room('101', 'shared', id(1), id(2))];
    expect(unassignedTravelers(TRAVELERS, rooms).map((t) => t.name)).toEqual(['Cleo Park', 'Dev Shah', 'Eva Moss']);
    expect(roomingConflicts(TRAVELERS, rooms)).toEqual([]);
  });

  it('[MKT-048] the suggestion keeps parties together and gives private rooms only to those who booked one', () => {
    const board = suggestRooming(TRAVELERS, []);
    expect(roomingConflicts(TRAVELERS, board)).toEqual([]);
    expect(unassignedTravelers(TRAVELERS, board)).toEqual([]);
    expect(board.map((r) => [r.kind, r.travelerIds])).toEqual([
      ['private', [id(3)]],
      ['shared', [id(1), id(2)]],
      ['shared', [id(4), id(5)]],
    ]);
  });

  it('[MKT-048] the rooming list CSV names room, room type, traveler and preferences; formulas stay text', () => {
    const csv = roomingListCsv([
      { room: '101', kind: 'shared', traveler: 'Ana Lopez', orderId: 'ORD-1', preferences: 'Vegan' },
      { room: '102', kind: 'private', traveler: '=HYPERLINK("x")', orderId: 'ORD-2' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Room,Room type,Traveler,Booking,Roommate request,Preferences',
      '101,Shared (two),Ana Lopez,ORD-1,,Vegan',
      `102,Private (single),"'=HYPERLINK(""x"")",ORD-2,,`,
    ]);
  });

  it('[MKT-048] each conflict names its room, its travelers and says what is wrong in words', () => {
    expect(
      roomingConflicts(TRAVELERS, [
        room('101', 'shared', id(3), id(4)),
        room('102', 'private', id(3)),
        { label: '103', kind: 'private', travelerIds: [id(3), id(5)] },
      ]),
    ).toEqual([
      {
        code: 'private-booked',
        message: 'Cleo Park booked a private room: put them in a private room of their own.',
        roomLabel: '101',
        travelerIds: [id(3)],
      },
      {
        code: 'placed-twice',
        message: 'Cleo Park is in room 101 and room 102: a traveler sleeps in one room.',
        roomLabel: '102',
        travelerIds: [id(3)],
      },
      {
        code: 'over-capacity',
        message: 'Room 103 is a private room for one traveler; it holds 2.',
        roomLabel: '103',
        travelerIds: [id(3), id(5)],
      },
      {
        code: 'placed-twice',
        message: 'Cleo Park is in room 101 and room 103: a traveler sleeps in one room.',
        roomLabel: '103',
        travelerIds: [id(3)],
      },
      {
        code: 'private-not-booked',
        message: `Eva Moss did not book a private room. ${PRIVATE_ROOM_THROUGH_BOOKING}`,
        roomLabel: '103',
        travelerIds: [id(5)],
      },
    ]);
    expect(PRIVATE_ROOM_THROUGH_BOOKING).toBe("Changes to a private room go through the traveler's booking.");
  });

  it('[MKT-048] labels compare trimmed and in any case; a stranger and a second placement are reported once', () => {
    expect(
      roomingConflicts(TRAVELERS, [
        { label: 'A', kind: 'shared', travelerIds: [id(4), id(5), id(1)] },
        room(' a ', 'shared', id(9)),
        // Dev is already in A: the private room is not also held against him.
        room('B', 'private', id(4)),
      ]),
    ).toEqual([
      {
        code: 'over-capacity',
        message: 'Room A is shared by two travelers at most; it holds 3.',
        roomLabel: 'A',
        travelerIds: [id(4), id(5), id(1)],
      },
      {
        code: 'duplicate-label',
        message: 'Two rooms are called “a”: give each room its own name.',
        roomLabel: 'a',
        travelerIds: [],
      },
      {
        code: 'unknown-traveler',
        message: 'Room a holds someone who is not a traveler of this trip.',
        roomLabel: 'a',
        travelerIds: [id(9)],
      },
      {
        code: 'placed-twice',
        message: 'Dev Shah is in room A and room B: a traveler sleeps in one room.',
        roomLabel: 'B',
        travelerIds: [id(4)],
      },
    ]);
    // Labels are compared in lower case: 'ß' stays itself there (in upper case it would read as 'SS').
    expect(roomingConflicts(TRAVELERS, [room('Straße', 'shared'), room('Strasse', 'shared')])).toEqual([]);
  });

  it('[MKT-048] a party of three sharing needs two rooms: a third room splits it; a private-room companion is apart', () => {
    const party: RoomingTraveler[] = [
      { id: id(1), bookingId: 'b1', name: 'Ana Lopez', privateRoom: false },
      { id: id(2), bookingId: 'b1', name: 'Ben Lopez', privateRoom: false },
      { id: id(3), bookingId: 'b1', name: 'Cleo Lopez', privateRoom: false },
      { id: id(4), bookingId: 'b2', name: 'Dev Shah', privateRoom: false },
      { id: id(5), bookingId: 'b2', name: 'Eva Shah', privateRoom: true },
    ];
    const twoRooms = [
      room('1', 'shared', id(1), id(2)),
      room('2', 'shared', id(3), id(4)),
      room('3', 'private', id(5)),
    ];
    expect(roomingConflicts(party, twoRooms)).toEqual([]);
    const threeRooms = [room('1', 'shared', id(1)), room('2', 'shared', id(2)), room('3', 'shared', id(3))];
    expect(roomingConflicts(party, threeRooms)).toEqual([
      {
        code: 'companions-split',
        message: 'Ana Lopez and Ben Lopez and Cleo Lopez booked together: keep them in the same room.',
        travelerIds: [id(1), id(2), id(3)],
      },
    ]);
    // Only the placed companions are named as the ones to move.
    expect(
      roomingConflicts(TRAVELERS, [room('1', 'shared', id(1)), room('2', 'shared', id(2))])[0]?.travelerIds,
    ).toEqual([id(1), id(2)]);
  });

  it('[MKT-048] the suggestion numbers its rooms after the board, skips a taken name, and pairs the odd ones out', () => {
    const travelers: RoomingTraveler[] = [
      { id: id(1), bookingId: 'a', name: 'A1', privateRoom: false },
      { id: id(2), bookingId: 'a', name: 'A2', privateRoom: false },
      { id: id(3), bookingId: 'a', name: 'A3', privateRoom: false },
      { id: id(4), bookingId: 'b', name: 'B1', privateRoom: false },
      { id: id(5), bookingId: 'c', name: 'C1', privateRoom: false },
      { id: id(6), bookingId: 'p', name: 'P1', privateRoom: true },
      { id: id(7), bookingId: 'x', name: 'X1', privateRoom: false },
    ];
    const rooms = [room('Room 2', 'shared', id(7))];
    expect(suggestRooming(travelers, rooms)).toEqual([
      room('Room 2', 'shared', id(7)),
      room('Room 3', 'private', id(6)),
      room('Room 4', 'shared', id(1), id(2)),
      room('Room 5', 'shared', id(3), id(4)),
      room('Room 6', 'shared', id(5)),
    ]);
    // The board given is left as it was.
    expect(rooms).toEqual([room('Room 2', 'shared', id(7))]);
    expect(suggestRooming(TRAVELERS, suggestRooming(TRAVELERS, []))).toEqual(suggestRooming(TRAVELERS, []));
  });

  it("[MKT-048] a traveler's room answers read as one line: preferences, gender wishes, then the request", () => {
    expect(
      roomingPreferencesText({
        specialRequests: { description: '  Quiet room please ' },
        disclosuresAndPreferences: {
          preferences: ['early-bird', 'planner'],
          roommateGenderPreferences: ['female', 'non-binary'],
        },
      }),
    ).toBe('Early bird, Planner; Roommate: female or non-binary; Quiet room please');
    expect(roomingPreferencesText({})).toBe('');
    expect(roomingPreferencesText({ specialRequests: {}, disclosuresAndPreferences: {} })).toBe('');
    expect(roomingPreferencesText({ disclosuresAndPreferences: { roommateGenderPreferences: [] } })).toBe('');
    expect(roomingPreferencesText({ specialRequests: { description: 'Ground floor' } })).toBe('Ground floor');
    expect(roomingPreferencesText({ disclosuresAndPreferences: { roommateGenderPreferences: ['male'] } })).toBe(
      'Roommate: male',
    );
  });
});

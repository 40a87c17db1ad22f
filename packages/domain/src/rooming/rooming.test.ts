// The rooming board rule (MKT-048): capacity, companions together, private rooms only from a booking, unplaced travelers.
import { describe, expect, it } from 'vitest';
import { PRIVATE_ROOM_THROUGH_BOOKING } from './rooming.rules.js';
import {
  type BoardRoom,
  type RoomingTraveler,
  roomingConflicts,
  roomingListCsv,
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
});

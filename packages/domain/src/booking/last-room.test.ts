// The last room's private switch (MBK-037) and the booking's internal events (issue 28 point 7: no domain test reached
// them, only the machines' tests).
import { describe, expect, it } from 'vitest';
import { bookingInternalEventTypes } from './booking.events.js';
import { mayLastRoomBePrivate } from './manage-booking.rules.js';
import { withLastRoomPrivate } from './rooms.rules.js';

describe('last room private', () => {
  it('[MBK-037] the last room may be private only for an odd number of travelers', () => {
    expect(mayLastRoomBePrivate(0)).toBe(false);
    expect(mayLastRoomBePrivate(1)).toBe(true);
    expect(mayLastRoomBePrivate(2)).toBe(false);
    expect(mayLastRoomBePrivate(3)).toBe(true);
    expect(mayLastRoomBePrivate(-1)).toBe(false);
  });

  it('[MBK-037] switching on makes only the last room a single; switching off makes a last single a double again', () => {
    const rooms = [
      { roomType: 'twin' as const, travelers: ['a', 'b'] },
      { roomType: 'double' as const, travelers: ['c'] },
    ];
    expect(withLastRoomPrivate(rooms, true)).toEqual([
      { roomType: 'twin', travelers: ['a', 'b'] },
      { roomType: 'single', travelers: ['c'] },
    ]);
    expect(withLastRoomPrivate(withLastRoomPrivate(rooms, true), false)).toEqual([
      { roomType: 'twin', travelers: ['a', 'b'] },
      { roomType: 'double', travelers: ['c'] },
    ]);
    expect(withLastRoomPrivate(rooms, false)).toEqual(rooms);
    expect(withLastRoomPrivate([], true)).toEqual([]);
  });
});

describe('booking events', () => {
  it('the internal events, which the API refuses from a request, are a settled payment and a trip move', () => {
    expect(bookingInternalEventTypes).toEqual(['booking.paid', 'trip.statusChanged']);
  });
});

// The waitlist offer rules: the window, who is next, and held spots counted against free ones.
import { describe, expect, it } from 'vitest';
import { WAITLIST_OFFER_WINDOW_HOURS, nextInLine, offerExpiresAt, offerIsOpen, spotsFree } from './waitlist.rules.js';

const at = (iso: string) => new Date(iso);
const entry = (bookingId: string, spots: number, joinedAt: string, everOffered = false) => ({
  bookingId,
  spots,
  joinedAt: at(joinedAt),
  everOffered,
});

describe('waitlist offer rules', () => {
  it('[MKT-046] an offer holds its spots for the offer window, then no longer', () => {
    const offeredAt = at('2026-05-01T10:00:00Z');
    const expiresAt = offerExpiresAt(offeredAt);
    expect(expiresAt.getTime() - offeredAt.getTime()).toBe(WAITLIST_OFFER_WINDOW_HOURS * 3_600_000);
    expect(offerIsOpen({ status: 'offered', expiresAt }, at('2026-05-03T09:59:59Z'))).toBe(true);
    expect(offerIsOpen({ status: 'offered', expiresAt }, expiresAt)).toBe(false);
    expect(offerIsOpen({ status: 'accepted', expiresAt }, offeredAt)).toBe(false);
  });

  it('[MKT-046] the oldest waitlisted booking whose party fits is next; one offered before is passed over', () => {
    const queue = [
      entry('c', 1, '2026-01-03T00:00:00Z'),
      entry('a', 3, '2026-01-01T00:00:00Z'),
      entry('b', 1, '2026-01-02T00:00:00Z', true),
      entry('d', 2, '2026-01-04T00:00:00Z'),
    ];
    expect(nextInLine(queue, 1)?.bookingId).toBe('c');
    expect(nextInLine(queue, 3)?.bookingId).toBe('a');
    expect(nextInLine(queue, 0)).toBeNull();
  });

  it('[MKT-046] the line is ordered by when each booking joined, then by id; an empty party is never offered', () => {
    const queue = [
      entry('z', 1, '2026-01-01T00:00:00Z'),
      entry('b', 1, '2026-01-02T00:00:00Z'),
      entry('a', 1, '2026-01-02T00:00:00Z'),
    ];
    expect(nextInLine(queue, 1)?.bookingId).toBe('z');
    expect(nextInLine(queue.slice(1), 1)?.bookingId).toBe('a');
    expect(
      nextInLine([entry('a', 0, '2026-01-01T00:00:00Z'), entry('b', 1, '2026-01-02T00:00:00Z')], 1)?.bookingId,
    ).toBe('b');
  });

  it('[MKT-047] spots held by open offers are not free for anyone else', () => {
    expect(spotsFree({ maximumSpots: 10, spotsTaken: 9, spotsHeld: 1 })).toBe(0);
    expect(spotsFree({ maximumSpots: 10, spotsTaken: 8, spotsHeld: 1 })).toBe(1);
    expect(spotsFree({ maximumSpots: 10, spotsTaken: 11, spotsHeld: 0 })).toBe(0);
  });
});

// Tests of the clocks: the shifted wall clock browser tests run the server on.
import { describe, expect, it } from 'vitest';
import { createTestClock, shiftedClock, systemClock } from './clock.js';

describe('shiftedClock', () => {
  it('reads the wall clock moved by the offset, and flows with it', () => {
    const wall = createTestClock(new Date('2026-12-09T10:00:00Z'));
    const clock = shiftedClock(-14 * 86_400_000, wall);
    expect(clock.now().toISOString()).toBe('2026-11-25T10:00:00.000Z');
    wall.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-25T10:01:30.000Z');
  });
  it('is the wall clock itself with no offset', () => {
    expect(shiftedClock(0)).toBe(systemClock);
  });
});

// The clock port: the one way time reaches the API's rules. The wall clock in production, a settable one in tests.

/** Reads the current instant. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The wall clock moved by a fixed offset: time flows as it does, on another day. Browser tests pin the demo data's
 * calendar with it (the seed is drawn around fixed dates) while keeping real time for everything that waits.
 */
export function shiftedClock(offsetMs: number, wall: Clock = systemClock): Clock {
  if (offsetMs === 0) return wall;
  return { now: () => new Date(wall.now().getTime() + offsetMs) };
}

/** A clock that stands still until it is set or moved forward (integration tests, and browser tests in test mode). */
export interface TestClock extends Clock {
  set(to: Date): void;
  advance(ms: number): void;
}

/** A test clock standing at `start`. */
export function createTestClock(start: Date): TestClock {
  let current = new Date(start.getTime());
  return {
    now: () => new Date(current.getTime()),
    set(to) {
      current = new Date(to.getTime());
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

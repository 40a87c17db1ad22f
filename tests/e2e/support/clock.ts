// The calendar the browser tests run on. The demo data is drawn around fixed dates (SEED_ANCHOR), so a journey run
// on the wall clock would change meaning as the weeks pass (a launch date passes, a trip starts). The server and every
// browser context run on the wall clock shifted by whole days onto E2E_TODAY: the date is pinned, time still flows
// (timeouts, toasts and polling behave as in real use), and server and browser agree to the millisecond.
import { SEED_ANCHOR } from '../../../apps/api/src/db/seed/context.js';

const DAY_MS = 86_400_000;

/**
 * DECIDE: four days after the anchor, the day the journeys were written against and proven on: the seeded launches
 * are still ahead, the closed trip is two weeks out, and every request-phase trip is still open.
 */
export const E2E_TODAY = new Date(Date.parse(`${SEED_ANCHOR}T00:00:00Z`) + 4 * DAY_MS).toISOString().slice(0, 10);

const OFFSET_ENV = 'E2E_CLOCK_OFFSET_MS';

/**
 * Whole days from today (UTC) to E2E_TODAY, computed once per run and kept in the environment, so the workers the
 * runner starts later (and the servers they spawn) use the same offset even when the run crosses midnight.
 */
export function clockOffsetMs(): number {
  const kept = process.env[OFFSET_ENV];
  if (kept !== undefined) return Number(kept);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const offset = Date.parse(`${E2E_TODAY}T00:00:00Z`) - today;
  process.env[OFFSET_ENV] = String(offset);
  return offset;
}

/** Now, on the tests' calendar. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

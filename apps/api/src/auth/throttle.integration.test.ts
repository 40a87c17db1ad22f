// Sign-in failure counters are pruned: keys whose window ended and that are not locked leave the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FAILURE_WINDOW_MS, LOCKOUT_MS } from './auth.constants.js';
import { lockedFor, recordFailure } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = async () =>
  (await t.database.db.select({ key: authThrottle.key }).from(authThrottle)).map((r) => r.key).sort();

const minutes = (n: number) => n * 60 * 1000;

describe('auth_throttle pruning', () => {
  it('a new failure forgets the keys whose window is over and that are not locked; locked and current keys stay', async () => {
    const db = t.database.db;
    const t0 = new Date('2026-11-21T12:00:00Z').getTime();
    const at = (ms: number) => new Date(t0 + ms);
    await recordFailure(db, 'stale', 5, at(0));
    // Two failures a little inside one window lock the key past the window's end.
    await recordFailure(db, 'locked', 2, at(0));
    await recordFailure(db, 'locked', 2, at(FAILURE_WINDOW_MS - minutes(1)));
    const windowOver = FAILURE_WINDOW_MS + minutes(1);
    expect(await lockedFor(db, 'locked', at(windowOver))).toBeGreaterThan(0);

    await recordFailure(db, 'current', 5, at(windowOver));
    expect(await keys()).toEqual(['current', 'locked']);

    const lockOver = FAILURE_WINDOW_MS - minutes(1) + LOCKOUT_MS + minutes(1);
    const currentOver = windowOver + FAILURE_WINDOW_MS + minutes(1);
    await recordFailure(db, 'next', 5, at(Math.max(lockOver, currentOver)));
    expect(await keys()).toEqual(['next']);
  });
});

// The one lifecycle engine: a move the host makes on the launch (which used to be stored by hand) writes its
// transitions_log row like every other lifecycle, and a refused event changes neither the row nor the log.
import { calendarDateOf } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transitionsLog, trips } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { changeLaunch } from '../host-workspace/schedule-launch.js';
import { buildWorld, type World } from '../test-world.js';

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterEach(() => t.close());

const host = () => ({ id: w.userId.host as string, group: 'host', role: 'host-primary' });
const logOf = (tripId: string) =>
  t.database.db
    .select()
    .from(transitionsLog)
    .where(and(eq(transitionsLog.resource, 'launch'), eq(transitionsLog.resourceId, tripId)));
const launchOf = async (tripId: string) =>
  (await t.database.db.select({ launchDate: trips.launchDate }).from(trips).where(eq(trips.id, tripId)))[0]?.launchDate;

/** A date `days` after the test clock's, in UTC. */
const daysAhead = (days: number) => calendarDateOf(new Date(t.clock.now.getTime() + days * 86_400_000), 'UTC');

describe('the lifecycle engine', () => {
  it('[WSP-036] stores a scheduled launch and writes its transitions_log row with the host as actor', async () => {
    await t.database.db.update(trips).set({ status: 'host-approved' }).where(eq(trips.id, w.trip.t1));
    const date = daysAhead(10);
    await changeLaunch(
      t.database.db,
      host(),
      w.trip.t1,
      { type: 'schedule', date, time: '09:00', timeZone: 'UTC' },
      t.clock.now,
    );
    expect(await launchOf(w.trip.t1)).toEqual(new Date(`${date}T09:00:00Z`));
    const logs = await logOf(w.trip.t1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      event: 'launch.schedule',
      fromState: 'notScheduled',
      toState: 'scheduled',
      actorId: w.userId.host,
    });
  });

  it('[WSP-039] refuses a launch the machine does not allow with 409, and changes neither the trip nor the log', async () => {
    // A trip still 'created' is not eligible for scheduling.
    const before = (await t.database.db.select().from(trips).where(eq(trips.id, w.trip.t1)))[0];
    const err = await changeLaunch(
      t.database.db,
      host(),
      w.trip.t1,
      { type: 'schedule', date: daysAhead(10), time: '09:00', timeZone: 'UTC' },
      t.clock.now,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(409);
    expect((err as AppError).code).toBe('LAUNCH_REFUSED');
    const after = (await t.database.db.select().from(trips).where(eq(trips.id, w.trip.t1)))[0];
    expect(after).toEqual(before);
    expect(await logOf(w.trip.t1)).toHaveLength(0);
  });
});

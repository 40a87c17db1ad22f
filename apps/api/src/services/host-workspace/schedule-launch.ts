// The trip page's launch (WSP-031, WSP-036..039): the launch machine, restored from the stored trip, decides whether
// the host may schedule, unschedule or 'Schedule Later'; the launch date it holds after the event is stored with a
// conditional UPDATE on the launch date that was read, so two hosts' tabs cannot overwrite each other unseen.
import {
  type CalendarDate,
  calendarDateOf,
  launchInstantOf,
  tripStatusSchema,
  validateLaunchSchedule,
} from '@caravan/domain';
import { type LaunchEvent, launchMachine } from '@caravan/machines';
import { and, eq, isNull } from 'drizzle-orm';
import { createActor } from 'xstate';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { refusalMessage } from '../lifecycle.js';
import { findHostTrip } from './host-trip-access.js';

export type LaunchRequest =
  | { type: 'schedule'; date: CalendarDate; time: string; timeZone: string }
  | { type: 'unschedule' }
  | { type: 'schedule-later' };

/** A time zone the platform's clock rules understand, or 400. */
function checkedZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    throw badRequest('Unknown time zone.', { timeZone: 'Unknown time zone' });
  }
}

function eventOf(request: LaunchRequest, zone: string): LaunchEvent {
  if (request.type === 'unschedule') return { type: 'launch.unschedule' };
  if (request.type === 'schedule-later') return { type: 'launch.scheduleLater' };
  return {
    type: 'launch.schedule',
    date: request.date,
    time: request.time,
    launchDate: launchInstantOf({ date: request.date, time: request.time }, zone),
  };
}

export async function changeLaunch(db: Db, user: PolicyUser, id: string, request: LaunchRequest, now: Date) {
  const trip = await findHostTrip(db, user, id, 'update');
  // The host's own zone decides what 'today' is for the date rule (WSP-034); unscheduling needs none.
  const zone = checkedZone(request.type === 'schedule' ? request.timeZone : 'UTC');
  const today = calendarDateOf(now, zone);
  if (request.type === 'schedule') {
    // The form's own rules first (WSP-033..035), so the host reads what to fix rather than the guard's name.
    const errors = validateLaunchSchedule(request, today);
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).join(' '), errors);
  }
  const actor = createActor(launchMachine, {
    input: {
      tripStatus: tripStatusSchema.parse(trip.status),
      launchDate: trip.launchDate,
      now,
      today,
      hasHostCompletedPromoteTutorial: trip.hasHostCompletedPromoteTutorial,
    },
  });
  actor.start();
  const event = eventOf(request, zone);
  const before = actor.getSnapshot();
  const refused = refusalMessage('trip launch', String(before.value), event.type, before, event);
  if (refused) {
    actor.stop();
    throw conflict('LAUNCH_REFUSED', refused);
  }
  actor.send(event);
  const { launchDate, hasHostCompletedPromoteTutorial } = actor.getSnapshot().context;
  actor.stop();
  const updated = await db
    .update(trips)
    .set({ launchDate, hasHostCompletedPromoteTutorial, updatedAt: now })
    .where(
      and(
        eq(trips.id, id),
        eq(trips.status, trip.status),
        trip.launchDate ? eq(trips.launchDate, trip.launchDate) : isNull(trips.launchDate),
      ),
    )
    .returning({ id: trips.id });
  if (!updated[0]) throw conflict('CONCURRENT_CHANGE', 'This trip was changed meanwhile. Reload and try again.');
}

// The trip page's launch (WSP-031, WSP-036..039): the host's request, checked against the form's rules, becomes a
// launch machine event that the lifecycle engine applies (lifecycle/launch.lifecycle.ts says how it is stored).
import {
  type CalendarDate,
  type LaunchUserEvent,
  calendarDateOf,
  launchInstantOf,
  validateLaunchSchedule,
} from '@caravan/domain';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors/app-error.js';
import { applyLifecycleEvent } from '../lifecycle.js';
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

function eventOf(request: LaunchRequest, zone: string): LaunchUserEvent {
  if (request.type === 'unschedule') return { type: 'launch.unschedule' };
  if (request.type === 'schedule-later') return { type: 'launch.scheduleLater' };
  return {
    type: 'launch.schedule',
    date: request.date,
    time: request.time,
    launchDate: launchInstantOf({ date: request.date, time: request.time }, zone),
  };
}

/** Moves the trip's launch through the lifecycle engine: 409 when the machine refuses, with a transitions_log row. */
export async function changeLaunch(db: Db, user: PolicyUser, id: string, request: LaunchRequest, now: Date) {
  await findHostTrip(db, user, id, 'update');
  // The host's own zone decides what 'today' is for the date rule (WSP-034); unscheduling needs none.
  const zone = checkedZone(request.type === 'schedule' ? request.timeZone : 'UTC');
  const today = calendarDateOf(now, zone);
  if (request.type === 'schedule') {
    // The form's own rules first (WSP-033..035), so the host reads what to fix rather than the guard's name.
    const errors = validateLaunchSchedule(request, today);
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).join(' '), errors);
  }
  await applyLifecycleEvent({
    db,
    resource: 'launch',
    id,
    event: eventOf(request, zone),
    actor: actingUser(user),
    now,
    input: { today },
  });
}

// The launch machine for the configuration's launch date (@xstate/react), restored from the stored trip with 'today'
// in the host's own zone; its answers enable the form (WSP-032, WSP-038, WSP-039), the API's calls persist.
import {
  calendarDateOf,
  canScheduleLaunch,
  type LaunchScheduleValues,
  launchInstantOf,
  launchScheduleValuesOf,
  validateLaunchSchedule,
} from '@caravan/domain';
import { launchMachine, selectCanUnschedule, selectLaunchFormReadOnly, selectLaunchStatus } from '@caravan/machines';
import { useActorRef, useSelector } from '@xstate/react';
import type { HostWorkspace } from './workspace.api.js';

/** The host's own time zone: the launch date is chosen and shown in it. */
export const hostZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useLaunch(trip: HostWorkspace['trip']) {
  const zone = hostZone();
  const now = new Date();
  const today = calendarDateOf(now, zone);
  const launchDate = trip.launchDate ? new Date(trip.launchDate) : null;
  const ref = useActorRef(launchMachine, {
    input: {
      tripStatus: trip.status,
      launchDate,
      now,
      today,
      hasHostCompletedPromoteTutorial: trip.hasHostCompletedPromoteTutorial,
    },
  });
  const status = useSelector(ref, selectLaunchStatus);
  const readOnly = useSelector(ref, selectLaunchFormReadOnly);
  const canUnschedule = useSelector(ref, selectCanUnschedule);
  const saved = launchScheduleValuesOf(launchDate, zone);
  /** WSP-032: changed and valid, and the machine (eligibility, WSP-039) allows it. */
  const canSchedule = (current: LaunchScheduleValues) => {
    if (!canScheduleLaunch(saved, current, today) || !current.date || !current.time) return false;
    const values = { date: current.date, time: current.time };
    return ref.getSnapshot().can({ type: 'launch.schedule', ...values, launchDate: launchInstantOf(values, zone) });
  };
  /** WSP-039: whether the trip may be scheduled at all (a valid sample date in the future stands in for the form's). */
  const eligible = useSelector(ref, (s) =>
    s.can({ type: 'launch.schedule', date: '2999-01-01', time: '09:00', launchDate: new Date('2999-01-01T09:00:00Z') }),
  );
  return {
    zone,
    today,
    status,
    readOnly,
    canUnschedule,
    eligible,
    saved,
    canSchedule,
    errorsOf: (v: LaunchScheduleValues) => validateLaunchSchedule(v, today),
  };
}

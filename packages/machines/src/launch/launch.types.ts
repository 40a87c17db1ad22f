// Launch scheduling: context, input and events (a discriminated union).
import type { CalendarDate, LaunchInternalEvent, LaunchUserEvent, TripStatus } from '@caravan/domain';

export interface LaunchContext {
  tripStatus: TripStatus;
  launchDate: Date | null;
  /** The clock as of the last event: rules take `now`, the machine never reads the clock itself. */
  now: Date;
  /** The calendar date of `now` in the host's zone, for the form's 'not in the past' rule. */
  today: CalendarDate;
  hasHostCompletedPromoteTutorial: boolean;
}

export type LaunchInput = Pick<LaunchContext, 'tripStatus' | 'launchDate' | 'now' | 'today'> & {
  hasHostCompletedPromoteTutorial?: boolean;
};

/** The launch's events (domain launch.events.ts). */
export type LaunchEvent = LaunchUserEvent | LaunchInternalEvent;

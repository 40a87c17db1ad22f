// Launch guards: one-line adapters over the workspace launch rules of @caravan/domain.
import { hasLaunchDatePassed, isLaunchSchedulingEligible, validateLaunchSchedule } from '@caravan/domain';
import type { LaunchContext, LaunchEvent } from './launch.types.js';

type Args = { context: LaunchContext; event: LaunchEvent };

export const launchGuards = {
  /** WSP-039: scheduling is possible only when the trip is eligible and its launch has not passed. */
  isEligible: ({ context }: Args) =>
    isLaunchSchedulingEligible({ status: context.tripStatus, launchDate: context.launchDate }, context.now),
  /** WSP-033..035: the date and time must be valid and not in the past. */
  isValidSchedule: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'launch.schedule' &&
    Object.keys(validateLaunchSchedule({ date: event.date, time: event.time }, context.today)).length === 0,
  /** WSP-038: once the launch date has passed the launch is done. */
  hasLaunched: ({ context }: Args) => hasLaunchDatePassed(context.launchDate, context.now),
  isScheduled: ({ context }: Args) => context.launchDate !== null,
};

// The trip page's launch as a persisted lifecycle (WSP-031, WSP-036..039): the launch machine, restored from the
// stored trip, decides whether the host may schedule, unschedule or 'Schedule Later'; the launch date it holds after
// the event is stored on the condition that the launch date read is still there, so two hosts' tabs cannot overwrite
// each other unseen. The transitions log names the launch's states (notScheduled, scheduled).
import { type CalendarDate, launchInternalEventTypes, tripStatusSchema } from '@caravan/domain';
import { launchMachine } from '@caravan/machines';
import { eq, isNull } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { defineLifecycle } from './define.js';

/** What a launch move adds to the input: 'today' in the host's zone, for the form's date rule (WSP-034). */
export interface LaunchMoveInput {
  today: CalendarDate;
}

export const launchLifecycle = defineLifecycle<typeof launchMachine, typeof trips.$inferSelect, LaunchMoveInput>({
  table: trips,
  id: trips.id,
  status: trips.status,
  statusKey: 'status',
  noun: 'trip launch',
  machine: launchMachine,
  internalEvents: new Set(launchInternalEventTypes),
  input: (row, now, { today }) => ({
    tripStatus: tripStatusSchema.parse(row.status),
    launchDate: row.launchDate,
    now,
    today,
    hasHostCompletedPromoteTutorial: row.hasHostCompletedPromoteTutorial,
  }),
  // The launch machine reads no sender: the route already checked that the host may update this trip.
  withActor: (event) => event,
  patch: (s) => ({
    launchDate: s.context.launchDate,
    hasHostCompletedPromoteTutorial: s.context.hasHostCompletedPromoteTutorial,
  }),
  stateOf: (s) => String(s.value),
  unchanged: (row) => [row.launchDate ? eq(trips.launchDate, row.launchDate) : isNull(trips.launchDate)],
  refusal: { code: 'LAUNCH_REFUSED' },
});

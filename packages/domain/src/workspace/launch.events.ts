// The trip launch's events, defined once: the launch machine's event types and the engine's list of internal events
// derive from these.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';

/** The events the host sends the launch (WSP-031, WSP-036, WSP-037). */
const launchUserEventSchema = z.discriminatedUnion('type', [
  /** A date and time in the host's zone, with the instant they name there. */
  z.object({ type: z.literal('launch.schedule'), launchDate: z.date(), date: calendarDateSchema, time: z.string() }),
  z.object({ type: z.literal('launch.unschedule') }),
  z.object({ type: z.literal('launch.scheduleLater') }),
]);
export type LaunchUserEvent = z.infer<typeof launchUserEventSchema>;

/** Events no request sends: the clock moved. */
const launchInternalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('clock.tick'), now: z.date(), today: calendarDateSchema }),
]);
export type LaunchInternalEvent = z.infer<typeof launchInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const launchInternalEventTypes = launchInternalEventSchema.options.map((o) => o.shape.type.value);

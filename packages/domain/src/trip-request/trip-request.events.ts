// The trip-request lifecycle's events, defined once: the trip-request machine's event types and the engine's list of
// internal events derive from these. The sender (`actor`) is attached by the API from the session.
import { z } from 'zod';
import { tripRequestStatusSchema } from '../shared/statuses.js';

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/** The events a signed-in user (or the platform, for the host's own submit) sends a trip request. */
const tripRequestUserEventSchema = z.discriminatedUnion('type', [
  /** The platform accepts an instant-approval request at once (CAT-037). */
  bare('tripRequest.instantApprove'),
  /** The host edits additional requests, which turns off instant approval (CAT-047). */
  z.object({ type: z.literal('tripRequest.updateAdditionalRequests'), additionalRequests: z.string() }),
  /** An operator (or the platform when the host submits) creates the trip from the request (OPT-051, OPT-052). */
  bare('tripRequest.createTrip'),
  bare('tripRequest.reject'),
  /** The host accepted the trip made from the request. */
  bare('tripRequest.accept'),
]);
export type TripRequestUserEvent = z.infer<typeof tripRequestUserEventSchema>;

/** Events no request sends: the stored request was read again, or the screen retries a failed create-trip flow. */
const tripRequestInternalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tripRequest.synced'), status: tripRequestStatusSchema, tripId: z.string().nullable() }),
  bare('tripRequest.retry'),
]);
export type TripRequestInternalEvent = z.infer<typeof tripRequestInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const tripRequestInternalEventTypes = tripRequestInternalEventSchema.options.map((o) => o.shape.type.value);

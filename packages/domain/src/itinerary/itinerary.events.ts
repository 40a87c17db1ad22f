// The itinerary lifecycle's events, defined once: the itinerary machine's event types and the engine's list of
// internal events derive from these. The sender (`actor`) is attached by the API from the session.
import { z } from 'zod';
import { itineraryStatusSchema } from '../shared/statuses.js';

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/** The events a signed-in user sends an itinerary. */
const itineraryUserEventSchema = z.discriminatedUnion('type', [
  /** The first save on /new (OPI-006). */
  z.object({ type: z.literal('itinerary.save'), values: z.record(z.string(), z.unknown()) }),
  /** Approving the itinerary pricing (OPI-008). */
  bare('itinerary.approvePricing'),
  /** The platform makes a reviewed itinerary live. */
  bare('itinerary.approve'),
  /** The platform sends a reviewed itinerary back to the operator. */
  bare('itinerary.requestChanges'),
]);
export type ItineraryUserEvent = z.infer<typeof itineraryUserEventSchema>;

/** Events no one sends: the stored itinerary was read again. */
const itineraryInternalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('itinerary.synced'), status: itineraryStatusSchema, itineraryId: z.string() }),
]);
export type ItineraryInternalEvent = z.infer<typeof itineraryInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const itineraryInternalEventTypes = itineraryInternalEventSchema.options.map((o) => o.shape.type.value);

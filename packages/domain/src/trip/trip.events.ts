// The trip lifecycle's events, defined once: the trip machine's event types, the API's request body and the engine's
// list of internal events all derive from these schemas. The sender (`actor`) is not here: the API attaches it from
// the session, never from a request body.
import { z } from 'zod';
import { publishStatusSchema, tripStatusSchema } from '../shared/statuses.js';

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/** The events a signed-in user may send a trip (the admin trip page lists them in this order, MKT-022). */
export const tripUserEventSchema = z.discriminatedUnion('type', [
  /** The operator approves the trip after the confirmation dialog, with the operator terms ticked (OPT-020). */
  z.object({ type: z.literal('trip.approve'), operatorTerms: z.boolean() }),
  /** The platform approves the operator's pricing. */
  bare('trip.approvePricing'),
  /** The host accepts the services agreement (WSP-018, WSP-020, WSP-021). */
  bare('trip.acceptAgreement'),
  /** The host's publish action once the page is no longer pending review (WSP-064). */
  bare('trip.publish'),
  /** The trip reached its minimum bookings and may be confirmed. */
  bare('trip.markReadyToConfirm'),
  /**
   * The host confirms the selected bookings (HBK-026, HBK-027). `launchNow` is true once the host accepted the
   * 'Launch and Confirm' dialog, needed while the launch date is not reached (HBK-030).
   */
  z.object({
    type: z.literal('trip.confirm'),
    selectedSpots: z.number().int().min(0).max(1000),
    minimumTripThreshold: z.number().int().min(0).max(1000),
    launchNow: z.boolean().optional(),
  }),
  bare('trip.close'),
  bare('trip.complete'),
  /** Cancelling with a reason (stored as internalCancellationReason, shown per TRP-007). */
  z.object({
    type: z.literal('trip.cancel'),
    reason: z.string().trim().min(1, 'Give a cancellation reason').max(200),
  }),
  /** The operator submits the technical itinerary (OPT-045). */
  bare('trip.submitTechnicalItinerary'),
  /** An admin approves the submitted technical itinerary. */
  bare('trip.approveTechnicalItinerary'),
]);
export type TripUserEvent = z.infer<typeof tripUserEventSchema>;

/** MKT-013: the scheduler launches the trip page once its launch date has come (a sender's event, never a request's). */
const tripSchedulerEventSchema = bare('trip.launch');
export type TripSchedulerEvent = z.infer<typeof tripSchedulerEventSchema>;

/** The stored trip fields the lifecycle reads. */
const tripRecordSchema = z.object({
  status: tripStatusSchema,
  launchDate: z.date().nullish(),
  publishStatus: publishStatusSchema.optional(),
  publishRequest: z.date().nullish(),
  operatorTechnicalItineraryApproved: z.boolean().optional(),
  adminTechnicalItineraryApproved: z.boolean().optional(),
  internalCancellationReason: z.string().nullish(),
});
export type TripRecord = z.infer<typeof tripRecordSchema>;

/** Events no one sends: the server re-syncs the stored trip, reports a publish status, or moves the clock. */
const tripInternalEventSchema = z.discriminatedUnion('type', [
  /** The stored trip was read again (the portal re-fetches after a save): the machine re-routes from it. */
  z.object({ type: z.literal('trip.synced'), trip: tripRecordSchema }),
  /** The publish status changed elsewhere (the publish machine). */
  z.object({ type: z.literal('trip.publishStatusChanged'), publishStatus: publishStatusSchema }),
  z.object({ type: z.literal('clock.tick'), now: z.date() }),
]);
export type TripInternalEvent = z.infer<typeof tripInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const tripInternalEventTypes = tripInternalEventSchema.options.map((o) => o.shape.type.value);

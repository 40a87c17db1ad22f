// Publish status of a trip page: context, input and events (a discriminated union).
import type { PublishInternalEvent, PublishStatus, PublishUserEvent, TripStatus } from '@caravan/domain';
import type { TripActor } from '../trip/trip.types.js';

export interface PublishContext {
  /** The publish status of the current state (each state's entry sets it); read it with `publishStatusOf`. */
  publishStatus: PublishStatus;
  /** The trip's status: the publish action sets it to live (WSP-064); a closed trip cannot be edited (WSP-068). */
  tripStatus: TripStatus;
  publishRequest: Date | null;
  /** The clock as of the last event: rules take `now`, the machine never reads the clock itself. */
  now: Date;
}

export type PublishInput = Pick<PublishContext, 'publishStatus' | 'tripStatus' | 'now'> & {
  publishRequest?: Date | null | undefined;
};

/** The trip page's events (domain publish.events.ts), a sender's with the sender attached. */
export type PublishEvent = (PublishUserEvent & { actor: TripActor }) | PublishInternalEvent;

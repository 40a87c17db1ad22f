// Publish status of a trip page: context, input and events (a discriminated union).
import type { PublishResettingEdit, PublishStatus, TripStatus } from '@caravan/domain';
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

export type PublishEvent =
  /** The host's 'Request Publish' on a pending page (WSP-062, WSP-063). */
  | { type: 'publish.request'; actor: TripActor }
  /** The platform's review passes: the page collects emails (marketing). */
  | { type: 'publish.approveReview'; actor: TripActor }
  /** The host's publish action once the page is not pending (WSP-064). */
  | { type: 'publish.publish'; actor: TripActor }
  /** The host edited trip details, a gathering or a workshop (WSP-065). */
  | { type: 'publish.edit'; actor: TripActor; edit: PublishResettingEdit }
  /** The stored trip was read again (the portal re-fetches after a save). Internal: the API never accepts it from a request. */
  | { type: 'publish.synced'; publishStatus: PublishStatus; tripStatus: TripStatus; publishRequest: Date | null }
  | { type: 'clock.tick'; now: Date };

// Publish status of the trip page: badges, the publish action and its effect, and edits that return to pending.
import { type PublishStatus, TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import {
  HOST_TRIP_LOCKED_MESSAGES,
  HOST_TRIP_LOCKED_STATUSES,
  PUBLISH_GO_LIVE_LABEL,
  PUBLISH_REQUEST_LABEL,
  PUBLISH_REVIEW_PAGE_LABEL,
  PUBLISH_STATUS_BADGES,
} from './workspace.constants.js';

/** The badge text of a publish status (WSP-061). */
export const publishStatusBadge = (status: PublishStatus): string => PUBLISH_STATUS_BADGES[status];

/** What the trip offers for a publish status (WSP-062): pending offers 'Review Page' and 'Request Publish'. */
type HostPublishAction =
  | { kind: 'request-publish'; label: typeof PUBLISH_REQUEST_LABEL; reviewLabel: typeof PUBLISH_REVIEW_PAGE_LABEL }
  | { kind: 'go-live'; label: typeof PUBLISH_GO_LIVE_LABEL };

/** The publish action offered for a publish status (WSP-062, WSP-064). */
export function hostPublishAction(status: PublishStatus): HostPublishAction {
  return status === 'pending'
    ? { kind: 'request-publish', label: PUBLISH_REQUEST_LABEL, reviewLabel: PUBLISH_REVIEW_PAGE_LABEL }
    : { kind: 'go-live', label: PUBLISH_GO_LIVE_LABEL };
}

/** The trip update a publish action makes: a publishRequest timestamp when pending, otherwise status live (WSP-063, WSP-064). */
export function hostPublishPatch(
  publishStatus: PublishStatus,
  now: Date,
): { publishRequest: Date } | { status: Extract<TripStatus, 'live'> } {
  return publishStatus === 'pending' ? { publishRequest: now } : { status: 'live' };
}

/**
 * Whether the host's 'Publish' may run (WSP-064): once the platform's review has passed (Marketing).
 * DECIDE: not while In Review, else a host could publish the page the platform is still reviewing; not when Live!.
 */
export const canHostPublishPage = (publishStatus: PublishStatus): boolean => publishStatus === 'marketing';

/**
 * The trip status a publish action leaves (WSP-064): a host-approved trip goes live (the page is launched now).
 * DECIDE: any other status stays. A trip past live (confirmed, closed) whose page was edited and reviewed again
 * only gets its page back to Live!; it must not fall back to live. A trip before the agreement cannot launch.
 */
export function tripStatusAfterPublish(current: TripStatus): TripStatus {
  return current === 'host-approved' ? 'live' : current;
}

/** Host edits that send the trip page back to publish review. */
export const PUBLISH_RESETTING_EDITS = ['trip-details', 'gathering', 'workshop'] as const;
export type PublishResettingEdit = (typeof PUBLISH_RESETTING_EDITS)[number];

/** The publish status after a host edit of trip details, gatherings or workshops: always pending (WSP-065). */
export function publishStatusAfterHostEdit(_current: PublishStatus, _edit: PublishResettingEdit): PublishStatus {
  return 'pending';
}

const isLocked = (status: TripStatus): status is (typeof HOST_TRIP_LOCKED_STATUSES)[number] =>
  (HOST_TRIP_LOCKED_STATUSES as readonly TripStatus[]).includes(status);

/**
 * Whether the host can edit the trip's fields: not once it is closed, complete or cancelled (WSP-068). The API's
 * trip update and the publish machine's edit guard both ask this.
 */
export const isHostTripEditable = (status: TripStatus): boolean => !isLocked(status);

/** The statuses a host may edit a trip in, for a conditional UPDATE's `status in (…)`. */
export const hostTripEditableStatuses = (): TripStatus[] => TRIP_STATUSES.filter(isHostTripEditable);

/** Why the host cannot edit a trip in this status, or null when they can (WSP-069). */
export const hostTripLockedMessage = (status: TripStatus): `${string}: ${string}` | null =>
  isLocked(status) ? HOST_TRIP_LOCKED_MESSAGES[status] : null;

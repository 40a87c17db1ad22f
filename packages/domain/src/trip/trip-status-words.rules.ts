// A trip's and a trip request's status in words (issue 25 point 5): the operator's and host's badges read these, never
// the stored spelling ('created' reads 'Created', 'ready-to-confirm' reads 'Ready to confirm').
import type { TripRequestStatus, TripStatus } from '../shared/statuses.js';

const sentence = (status: string) => {
  const words = status.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A trip status as people read it, the same words the admin's lists use. */
export const tripStatusLabel = (status: TripStatus): string => sentence(status);

/** DECIDE: a trip request's statuses in the operator's words; 'trip-created' says what happened to the request. */
const TRIP_REQUEST_STATUS_WORDS: Record<TripRequestStatus, string> = {
  pending: 'Pending review',
  'trip-created': 'Trip created',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** A trip request status as the operator reads it. */
export const tripRequestStatusLabel = (status: TripRequestStatus): string => TRIP_REQUEST_STATUS_WORDS[status];

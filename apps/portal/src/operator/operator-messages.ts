// The operator app's copy from §8 (OER): the generic fallback, the failure toast's title and the save successes.
import { ITINERARY_MESSAGES } from '@caravan/domain';

export const OPERATOR_MESSAGES = {
  /** OER-001 */
  generic: 'There was an error processing your request',
  /** OER-004: a failed save also toasts 'Something went wrong' with the server's error. */
  failureTitle: 'Something went wrong',
  /** OPI-048 */
  itinerarySaved: ITINERARY_MESSAGES.saved,
  /** OER-005, shown for 3 seconds (the snackbar's time, OER-010). */
  changesSaved: 'Your changes have been saved!',
} as const;

// Promote email rules: editability, the copy limit and its counter, apply and save, analytics visibility.
import { z } from 'zod';
import type { TripStatus } from '../shared/statuses.js';
import type { PromoteEmailStatus } from './email-campaign.schema.js';
import {
  PROMOTE_ANALYTICS_TRIP_STATUSES,
  PROMOTE_EMAIL_FINAL_STATUSES,
  PROMOTE_EMAIL_LOCKED_TRIP_STATUSES,
  PROMOTE_EMAIL_MAX_CHARACTERS,
  PROMOTE_EMAIL_MAX_MESSAGE,
  PROMOTE_EMAIL_SUBJECT_MAX_CHARACTERS,
} from './promote.constants.js';

/** Whether a promote email can be edited: not on a cancelled, closed or complete trip, not once Sent or Canceled (PRM-009). */
export function isPromoteEmailEditable(input: { tripStatus: TripStatus; emailStatus: PromoteEmailStatus }): boolean {
  if (PROMOTE_EMAIL_LOCKED_TRIP_STATUSES.includes(input.tripStatus)) return false;
  return !(PROMOTE_EMAIL_FINAL_STATUSES as readonly PromoteEmailStatus[]).includes(input.emailStatus);
}

/** The editable copy of a promote email, limited to PROMOTE_EMAIL_MAX_CHARACTERS (PRM-010). */
export const promoteEmailCopySchema = z.object({
  hostBlurb: z.string().max(PROMOTE_EMAIL_MAX_CHARACTERS, PROMOTE_EMAIL_MAX_MESSAGE),
  subject: z
    .string()
    .max(PROMOTE_EMAIL_SUBJECT_MAX_CHARACTERS, `Maximum ${PROMOTE_EMAIL_SUBJECT_MAX_CHARACTERS} characters allowed`)
    .optional(),
});
type PromoteEmailCopy = z.infer<typeof promoteEmailCopySchema>;

/** Characters left for the promote email copy; negative when over the limit. */
export const promoteEmailRemainingCharacters = (copy: string): number => PROMOTE_EMAIL_MAX_CHARACTERS - copy.length;

/** Whether the remaining-characters counter shows red: at zero or below (PRM-011). */
export const isPromoteEmailCounterRed = (remaining: number): boolean => remaining <= 0;

/** The email with the modal's draft copy applied: edits take effect only through 'Apply Changes' (PRM-012). */
export function applyPromoteEmailDraft<T extends { hostBlurb: string; subject?: string }>(
  email: T,
  draft: PromoteEmailCopy,
): T {
  return draft.subject === undefined
    ? { ...email, hostBlurb: draft.hostBlurb }
    : { ...email, hostBlurb: draft.hostBlurb, subject: draft.subject };
}

/**
 * DECIDE: the copy a campaign sends while the host has not written their own, so the message box shows the text the
 * e-mail carries and a host who never edits still sends a sensible invitation.
 */
export const defaultPromoteEmailCopy = (trip: { name: string }): string =>
  `I am hosting ${trip.name} and would love you to come along. Spots are limited: see the trip page for the dates, the itinerary and the price.`;

/** The copy a campaign e-mail carries: the host's own, or the default while they have written none. */
export const promoteEmailCopy = (hostBlurb: string, trip: { name: string }): string =>
  hostBlurb.trim() || defaultPromoteEmailCopy(trip);

/** Whether the promote email Save is enabled: only when the email differs from what was saved (PRM-013). */
export function canSavePromoteEmail(
  saved: { hostBlurb: string; subject?: string; active?: boolean },
  current: { hostBlurb: string; subject?: string; active?: boolean },
): boolean {
  return (
    saved.hostBlurb !== current.hostBlurb ||
    (saved.subject ?? '') !== (current.subject ?? '') ||
    (saved.active ?? true) !== (current.active ?? true)
  );
}

/** Whether the Promote tab shows its analytics charts: only for the bookable statuses (PRM-004). */
export const isPromoteAnalyticsVisible = (tripStatus: TripStatus): boolean =>
  PROMOTE_ANALYTICS_TRIP_STATUSES.includes(tripStatus);

// The notification centre's rules (MKT-051, MKT-052): the kinds the system tells a user about, which of them are
// e-mailed by default, whether to e-mail one kind to one user, and the limits of a host's announcement.
import { z } from 'zod';

/** Everything the centre gathers; the waitlist offer is written by the waitlist feature through the same notify(). */
export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'payment_due',
  'waitlist_offer',
  'trip_confirmed',
  'itinerary_changed',
  'announcement',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * DECIDE: every kind is e-mailed until the user turns it off — each is something a traveler must act on or would
 * expect in their inbox (they were all e-mailed before the centre existed), so the centre never silences mail by itself.
 */
const DEFAULT_EMAIL_PREFERENCE: Record<NotificationKind, boolean> = {
  booking_confirmed: true,
  payment_due: true,
  waitlist_offer: true,
  trip_confirmed: true,
  itinerary_changed: true,
  announcement: true,
};

/** The words a user reads for each kind (the centre's switches and each notification's label). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  booking_confirmed: 'Booking confirmed',
  payment_due: 'Payment due',
  waitlist_offer: 'Waitlist offer',
  trip_confirmed: 'Trip confirmed',
  itinerary_changed: 'Itinerary changed',
  announcement: 'Trip announcements',
};

/** The user's stored choices: a kind they never touched is absent. */
export type EmailPreferences = Partial<Record<NotificationKind, boolean>>;

/** Whether a notification of `kind` is also e-mailed to a user with these stored choices. */
export function shouldEmail(kind: NotificationKind, stored: EmailPreferences): boolean {
  return stored[kind] ?? DEFAULT_EMAIL_PREFERENCE[kind];
}

/** Every kind with the user's effective choice, in the centre's order. */
export function effectivePreferences(stored: EmailPreferences): { kind: NotificationKind; email: boolean }[] {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: shouldEmail(kind, stored) }));
}

/** DECIDE: 120 characters fits an e-mail subject line and one line of the bell's list. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
/** DECIDE: 5,000 characters is a long letter; anything longer belongs in the trip's documents. */
export const ANNOUNCEMENT_BODY_MAX = 5000;

/** A host's or admin's announcement as posted: both parts trimmed and required. */
export const announcementInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the announcement a title')
      .max(ANNOUNCEMENT_TITLE_MAX, `A title has at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
    body: z
      .string()
      .trim()
      .min(1, 'Write the announcement')
      .max(ANNOUNCEMENT_BODY_MAX, `An announcement has at most ${ANNOUNCEMENT_BODY_MAX} characters`),
  })
  .strict();
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** DECIDE: 20 notifications a page — a phone screen and a bit, and the centre pages on. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

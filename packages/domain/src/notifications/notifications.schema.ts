// The notification centre as the API answers it (MKT-052): a page of notifications, the unread count, the preferences.
import { z } from 'zod';
import { pageSchema } from '../contracts/page.contract.js';
import { notificationKindSchema } from './notifications.rules.js';

const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where in the portal the notification leads (a path), or null. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** A page of the centre (issue 18's keyset page: the cursor after the last item), with the unread count over all. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: notificationKindSchema, email: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change of some kinds' e-mail switch; kinds not named keep their choice. */
export const notificationPreferencesInputSchema = z
  .object({
    preferences: z
      .array(z.object({ kind: notificationKindSchema, email: z.boolean() }).strict())
      .min(1, 'Name at least one kind'),
  })
  .strict();

export const announcementSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  /** How many travelers it was sent to. */
  recipients: z.number().int().nonnegative(),
});
export type AnnouncementView = z.infer<typeof announcementSchema>;

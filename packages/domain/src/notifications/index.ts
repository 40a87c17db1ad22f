// Public surface of the notification centre (MKT-051, MKT-052): kinds, e-mail preferences, announcements.
export {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementInput,
  type EmailPreferences,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  announcementInputSchema,
  effectivePreferences,
  shouldEmail,
} from './notifications.rules.js';
export {
  type AnnouncementView,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationView,
  announcementSchema,
  notificationPageSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
} from './notifications.schema.js';

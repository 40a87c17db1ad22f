// The notification centre's calls (MKT-052): a page with the unread count, marking read, the e-mail preferences.
import {
  type NotificationKind,
  NOTIFICATIONS_PAGE_SIZE,
  notificationPageSchema,
  notificationPreferencesSchema,
} from '@caravan/domain';
import { call } from '../../api/typed.js';

/** Every query of the centre starts with this key: a change refreshes the bell and the list together. */
export const notificationsKey = ['me', 'notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;
export const notificationUnreadKey = [...notificationsKey, 'unread'] as const;
export const notificationPreferencesKey = [...notificationsKey, 'preferences'] as const;

/** A page of the centre after `cursor` (the first page without one), `limit` notifications long. */
export const fetchNotificationPage = async (
  cursor: string | undefined,
  signal?: AbortSignal,
  limit: number = NOTIFICATIONS_PAGE_SIZE,
) =>
  notificationPageSchema.parse(
    await call('get', '/api/me/notifications', {
      query: { limit, ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    }),
  );
export const markNotificationRead = (id: string) =>
  call('post', '/api/me/notifications/{id}/read', { params: { id }, body: { read: true } });
export const markAllNotificationsRead = () => call('post', '/api/me/notifications/read-all', { body: { read: true } });
export const fetchNotificationPreferences = async (signal?: AbortSignal) =>
  notificationPreferencesSchema.parse(await call('get', '/api/me/notification-preferences', signal ? { signal } : {}));
export const saveNotificationPreference = async (kind: NotificationKind, email: boolean) =>
  notificationPreferencesSchema.parse(
    await call('put', '/api/me/notification-preferences', { body: { preferences: [{ kind, email }] } }),
  );

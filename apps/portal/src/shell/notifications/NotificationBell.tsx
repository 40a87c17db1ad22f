// The header's bell (MKT-052): a link to the notification centre that says how many notifications are unread.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { fetchNotificationPage, notificationUnreadKey } from './notifications-api.js';
import { NOTIFICATIONS_PATH } from './notifications-path.js';
import './bell.css';

/** DECIDE: the bell asks again every minute, so an announcement shows without a reload; cheap (one indexed count). */
const BELL_REFRESH_MS = 60_000;

export function NotificationBell() {
  const page = useQuery({
    queryKey: notificationUnreadKey,
    // The count comes with any page; the smallest one carries it.
    queryFn: ({ signal }) => fetchNotificationPage(undefined, signal, 1),
    refetchInterval: BELL_REFRESH_MS,
  });
  const unread = page.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link href={NOTIFICATIONS_PATH} className="nt-Bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="nt-Bell-icon">
        <path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1h15v-1L18 12.5V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0" />
      </svg>
      {unread > 0 ? (
        <span className="nt-Bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

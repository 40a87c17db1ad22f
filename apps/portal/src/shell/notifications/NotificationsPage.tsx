// The notification centre (MKT-052), one page for every signed-in role: what the system told the user, newest first,
// a page at a time by cursor ('Show older'), unread marked, mark read or all read, and a switch per kind for e-mail.
import { Alert, Badge, Button, Card, PageHeader, Spinner } from '@caravan/ui';
import { NOTIFICATION_KIND_LABELS, type NotificationView } from '@caravan/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { loadStateOf } from '../../api/queries.js';
import { LoadMore } from '../LoadMore.js';
import { EmailPreferencesCard } from './EmailPreferencesCard.js';
import {
  fetchNotificationPage,
  markAllNotificationsRead,
  markNotificationRead,
  notificationListKey,
  notificationsKey,
} from './notifications-api.js';
import './notifications.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NotificationItem({ n, onRead, pending }: { n: NotificationView; onRead: () => void; pending: boolean }) {
  const unread = n.readAt === null;
  return (
    <li className="nt-Item" data-unread={unread || undefined}>
      <div className="nt-Item-head">
        <span className="nt-Item-kind">{NOTIFICATION_KIND_LABELS[n.kind]}</span>
        {unread ? <Badge tone="brand">Unread</Badge> : null}
        <time className="nt-Item-time" dateTime={n.createdAt}>
          {when(n.createdAt)}
        </time>
      </div>
      <h3 className="nt-Item-title">{n.title}</h3>
      <p className="nt-Item-body">{n.body}</p>
      <div className="nt-Item-actions">
        {n.link ? (
          <Link href={n.link} className="nt-Item-link">
            Open
          </Link>
        ) : null}
        {unread ? (
          <Button
            variant="secondary"
            size="sm"
            isPending={pending}
            onPress={onRead}
            aria-label={`Mark read: ${n.title}`}
          >
            Mark read
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function NotificationsPage() {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationListKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const state = loadStateOf(query);
  const refresh = () => client.invalidateQueries({ queryKey: notificationsKey });
  const readOne = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });
  const data = state.data && {
    items: state.data.pages.flatMap((p) => p.items),
    // Every page carries the count over all notifications; the latest read of the first page is the freshest.
    unreadCount: state.data.pages[0]?.unreadCount ?? 0,
  };
  const older = {
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };

  return (
    <div className="nt-Page">
      <PageHeader
        title="Notifications"
        description={data ? (data.unreadCount > 0 ? `${data.unreadCount} unread` : 'All read') : undefined}
        actions={
          data && data.unreadCount > 0 ? (
            <Button variant="secondary" isPending={readAll.isPending} onPress={() => readAll.mutate()}>
              Mark all read
            </Button>
          ) : null
        }
      />
      <Card title="Your notifications">
        {state.status === 'failed' && <Alert tone="danger">We couldn't load your notifications. {state.message}</Alert>}
        {!data && state.status !== 'failed' && <Spinner label="Loading your notifications…" />}
        {(readOne.isError || readAll.isError) && <Alert tone="danger">We couldn't mark that read. Try again.</Alert>}
        {data && data.items.length === 0 ? (
          <p>Nothing yet. Booking updates, payment reminders and your hosts' announcements will appear here.</p>
        ) : null}
        {data && data.items.length > 0 ? (
          <ul className="nt-List" aria-label="Notifications">
            {data.items.map((n) => (
              <NotificationItem
                key={n.id}
                n={n}
                pending={readOne.isPending && readOne.variables === n.id}
                onRead={() => readOne.mutate(n.id)}
              />
            ))}
          </ul>
        ) : null}
        {data ? <LoadMore list={older} label="Show older" /> : null}
      </Card>
      <EmailPreferencesCard />
    </div>
  );
}

// The e-mail switches of the notification centre (MKT-052): one per kind; off keeps it in the centre only.
import { Alert, Card, Spinner, Switch } from '@caravan/ui';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@caravan/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import {
  fetchNotificationPreferences,
  notificationPreferencesKey,
  saveNotificationPreference,
} from './notifications-api.js';

export function EmailPreferencesCard() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
  const state = loadStateOf(query);
  const save = useMutation({
    mutationFn: ({ kind, email }: { kind: NotificationKind; email: boolean }) =>
      saveNotificationPreference(kind, email),
    onSuccess: (data) => client.setQueryData(notificationPreferencesKey, data),
  });
  return (
    <Card title="E-mail me about">
      <p>Everything always appears here; turn a kind off to stop its e-mails.</p>
      {state.status === 'failed' && <Alert tone="danger">We couldn't load your e-mail choices. {state.message}</Alert>}
      {!state.data && state.status !== 'failed' && <Spinner label="Loading your e-mail choices…" />}
      {save.isError && <Alert tone="danger">We couldn't save that choice. Try again.</Alert>}
      {state.data ? (
        <ul className="nt-Prefs">
          {state.data.preferences.map((p) => (
            <li key={p.kind}>
              <Switch isSelected={p.email} onChange={(email) => save.mutate({ kind: p.kind, email })}>
                {NOTIFICATION_KIND_LABELS[p.kind]}
              </Switch>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

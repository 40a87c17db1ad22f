// The delivery log (MKT-053): each delivery's event, address, status, attempts and response time, with "Send again".
import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryView } from '@caravan/domain';
import { Alert, Badge, type BadgeTone, Button, Card, Spinner } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { fetchWebhookDeliveries, resendWebhookDelivery, webhookKeys } from './webhooks-api.js';

const STATUS: Record<WebhookDeliveryView['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** DECIDE: the log refreshes every 5 s while a delivery is waiting, so a send or a retry shows without a reload. */
const REFRESH_WHILE_WAITING_MS = 5_000;

const outcomeOf = (d: WebhookDeliveryView) =>
  d.attempts === 0
    ? 'Not sent yet'
    : `${d.lastStatusCode !== null ? `Answered ${d.lastStatusCode}` : (d.lastError ?? 'No answer')}${
        d.lastResponseMs !== null ? ` in ${d.lastResponseMs} ms` : ''
      }`;

export function DeliveryLog() {
  const client = useQueryClient();
  const deliveries = useQuery({
    queryKey: webhookKeys.deliveries(),
    queryFn: ({ signal }) => fetchWebhookDeliveries(signal),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? REFRESH_WHILE_WAITING_MS : false),
  });
  const state = loadStateOf(deliveries);
  const resend = useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
  return (
    <Card title="Deliveries">
      <div className="wh-Actions">
        <Button variant="secondary" size="sm" onPress={() => void deliveries.refetch()}>
          Refresh
        </Button>
      </div>
      {state.status === 'failed' && <Alert tone="danger">We couldn't load the deliveries. {state.message}</Alert>}
      {!state.data && state.status !== 'failed' && <Spinner label="Loading deliveries…" />}
      {resend.isError && <Alert tone="danger">We couldn't send it again. Try again.</Alert>}
      {state.data?.length === 0 && (
        <p className="wh-Note">Nothing sent yet: deliveries appear here as events happen.</p>
      )}
      {state.data && state.data.length > 0 && (
        <ul className="wh-List" aria-label="Deliveries">
          {state.data.map((d) => (
            <li key={d.id} className="wh-Item">
              <div className="wh-Row">
                <strong>{WEBHOOK_EVENT_LABELS[d.event]}</strong>
                <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>
              </div>
              <p className="wh-Note wh-Url">{d.url}</p>
              <p className="wh-Note">
                {new Date(d.createdAt).toLocaleString()} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'} ·{' '}
                {outcomeOf(d)}
                {d.nextAttemptAt && ` · next try ${new Date(d.nextAttemptAt).toLocaleTimeString()}`}
              </p>
              <div className="wh-Actions">
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={resend.isPending && resend.variables === d.id}
                  onPress={() => resend.mutate(d.id)}
                >
                  Send again
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

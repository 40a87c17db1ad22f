// The Webhooks page (MKT-053), shared by the operator and the host: register an endpoint for events, the signing
// secret shown once with a copy button, rotate or remove an endpoint, and the delivery log with "Send again".
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type WebhookEvent, type WebhookSecretView } from '@caravan/domain';
import { Alert, Button, Card, PageHeader, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { loadStateOf } from '../../api/queries.js';
import { DeliveryLog } from './DeliveryLog.js';
import { SecretOnce } from './SecretOnce.js';
import { WebhookEndpointList } from './WebhookEndpointList.js';
import { fetchWebhooks, registerWebhook, webhookKeys } from './webhooks-api.js';
import './webhooks.css';

/** `receives` says whose trips' events arrive (the operator's itineraries' trips, the host's own trips). */
export function WebhooksPage({ receives }: { receives: string }) {
  const client = useQueryClient();
  const endpoints = useQuery({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => fetchWebhooks(signal) });
  const state = loadStateOf(endpoints);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['booking.created']);
  const [secret, setSecret] = useState<WebhookSecretView | null>(null);
  const register = useMutation({
    mutationFn: registerWebhook,
    onSuccess: (data) => {
      setSecret(data);
      setUrl('');
      void client.invalidateQueries({ queryKey: webhookKeys.endpoints() });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register.mutate({ url: url.trim(), events });
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) =>
      on ? WEBHOOK_EVENTS.filter((x) => x === event || list.includes(x)) : list.filter((x) => x !== event),
    );

  return (
    <div className="wh-Page">
      <PageHeader title="Webhooks" />
      <p className="wh-Intro">
        Caravan sends {receives} to your own systems as they happen. Each delivery is signed with the endpoint's secret
        so you can check it came from us.
      </p>
      {secret && <SecretOnce view={secret} onDone={() => setSecret(null)} />}
      <Card title="Add an endpoint">
        <form className="wh-Form" onSubmit={submit}>
          <TextField
            label="Endpoint address"
            description="An https:// address that answers 2xx within 5 seconds."
            type="url"
            value={url}
            onChange={setUrl}
            isRequired
            {...(register.error instanceof Error ? { errorMessage: register.error.message, isInvalid: true } : {})}
          />
          <fieldset className="wh-Events">
            <legend>Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="wh-Event">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(e) => toggle(event, e.currentTarget.checked)}
                />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </fieldset>
          {events.length === 0 && <p className="wh-Note">Choose at least one event.</p>}
          <Button type="submit" isPending={register.isPending} isDisabled={events.length === 0 || url.trim() === ''}>
            Add endpoint
          </Button>
        </form>
      </Card>
      <Card title="Your endpoints">
        {state.status === 'failed' && <Alert tone="danger">We couldn't load your webhooks. {state.message}</Alert>}
        {!state.data && state.status !== 'failed' && <Spinner label="Loading your webhooks…" />}
        {state.data && <WebhookEndpointList endpoints={state.data} onSecret={setSecret} />}
      </Card>
      <DeliveryLog />
    </div>
  );
}

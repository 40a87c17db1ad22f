// The user's webhook endpoints (MKT-053): each address, its events, and rotate-secret and remove actions.
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointView, type WebhookSecretView } from '@caravan/domain';
import { Alert, Button, ModalDialog } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { removeWebhook, rotateWebhookSecret, webhookKeys } from './webhooks-api.js';

export function WebhookEndpointList({
  endpoints,
  onSecret,
}: {
  endpoints: WebhookEndpointView[];
  onSecret: (view: WebhookSecretView) => void;
}) {
  const client = useQueryClient();
  const [removing, setRemoving] = useState<WebhookEndpointView | null>(null);
  const rotate = useMutation({ mutationFn: rotateWebhookSecret, onSuccess: onSecret });
  const remove = useMutation({
    mutationFn: removeWebhook,
    onSuccess: () => {
      setRemoving(null);
      void client.invalidateQueries({ queryKey: webhookKeys.endpoints() });
    },
  });
  if (endpoints.length === 0) return <p className="wh-Note">No endpoint yet: add one above.</p>;
  return (
    <>
      {(rotate.isError || remove.isError) && <Alert tone="danger">That did not work. Try again.</Alert>}
      <ul className="wh-List" aria-label="Endpoints">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="wh-Item">
            <p className="wh-Url">{endpoint.url}</p>
            <p className="wh-Note">
              {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')} · added{' '}
              {new Date(endpoint.createdAt).toLocaleDateString()}
            </p>
            <div className="wh-Actions">
              <Button
                variant="secondary"
                size="sm"
                isPending={rotate.isPending && rotate.variables === endpoint.id}
                onPress={() => rotate.mutate(endpoint.id)}
              >
                Rotate secret
              </Button>
              <Button variant="secondary" size="sm" onPress={() => setRemoving(endpoint)}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ModalDialog
        title="Remove this endpoint?"
        role="alertdialog"
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button isPending={remove.isPending} onPress={() => removing && remove.mutate(removing.id)}>
              Remove
            </Button>
          </>
        )}
      >
        <p>Nothing more will be sent to {removing?.url}.</p>
      </ModalDialog>
    </>
  );
}

// The signing secret of a new or rotated endpoint, shown this once with a copy button (MKT-053).
import type { WebhookSecretView } from '@caravan/domain';
import { Alert, Button, TextField } from '@caravan/ui';
import { useState } from 'react';

export function SecretOnce({ view, onDone }: { view: WebhookSecretView; onDone: () => void }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'refused'>('no');
  const copy = async () => {
    // The clipboard is refused outside a secure page or without permission: then say how to copy by hand.
    const done = await (navigator.clipboard?.writeText(view.secret).then(() => true) ?? Promise.resolve(false)).catch(
      () => false,
    );
    setCopied(done ? 'yes' : 'refused');
  };
  return (
    <Alert tone="success">
      <div className="wh-Secret">
        <p>
          The signing secret for <strong>{view.endpoint.url}</strong>. Copy it now: for your security it is shown only
          once.
        </p>
        <TextField label="Signing secret" value={view.secret} isReadOnly />
        <div className="wh-Actions">
          <Button variant="secondary" onPress={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy secret'}
          </Button>
          <Button variant="secondary" onPress={onDone}>
            I have saved it
          </Button>
        </div>
        {copied === 'refused' && (
          <p className="wh-Note">Your browser did not let us copy: select the secret and copy it.</p>
        )}
      </div>
    </Alert>
  );
}

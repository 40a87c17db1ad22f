// The social-connection provider's window, sandbox adapter: the browser side of the provider port. It opens while the
// machine is in-process and reports back what the provider would: connected, abandoned (not an error, ONB-016) or
// failed. DECIDE: in the sandbox the username 'fail-connect' fails to connect (ONB-026) and 'fail-data' connects but
// its user data cannot be fetched (ONB-015, ONB-025), as a card sandbox declines chosen numbers.
import { type onboardingMachine, selectConnectingPlatform, selectProviderWindowOpen } from '@caravan/machines';
import { Button, ModalDialog, TextField } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PLATFORM_LABELS } from './SocialsStep.js';

export const SANDBOX_FAILING_CONNECT_HANDLE = 'fail-connect';

export function SocialConnectWindow({
  actor,
  onHandle,
}: {
  actor: ActorRefFrom<typeof onboardingMachine>;
  /** Remembers the handle the host signed in with, for the user-data fetch that follows. */
  onHandle: (handle: string) => void;
}) {
  const open = useSelector(actor, selectProviderWindowOpen);
  const platform = useSelector(actor, selectConnectingPlatform);
  const [handle, setHandle] = useState('');
  if (!open || !platform) return null;
  const label = PLATFORM_LABELS[platform];
  return (
    <ModalDialog
      isOpen
      isDismissable={false}
      title={`Connect ${label}`}
      actions={() => (
        <>
          <Button variant="quiet" onPress={() => actor.send({ type: 'socials.exit' })}>
            Cancel
          </Button>
          <Button
            isDisabled={handle.trim() === ''}
            onPress={() => {
              onHandle(handle.trim());
              if (handle.trim().toLowerCase() === SANDBOX_FAILING_CONNECT_HANDLE)
                actor.send({ type: 'socials.error', code: 'failed-to-connect-account' });
              else actor.send({ type: 'socials.accountConnected', platform });
              setHandle('');
            }}
          >
            Allow access
          </Button>
        </>
      )}
    >
      <p>Sign in to {label} to let Caravan read your audience size (sandbox).</p>
      <TextField label={`${label} username`} value={handle} onChange={setHandle} autoFocus />
    </ModalDialog>
  );
}

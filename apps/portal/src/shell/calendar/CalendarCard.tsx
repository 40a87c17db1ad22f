// The "Calendar" card (MKT-050): make, copy and reset the secret address a calendar app subscribes to.
import { Alert, Button, Card, ModalDialog, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadStateOf } from '../../api/queries.js';
import { calendarLinkKey, fetchCalendarLink, resetCalendarLink } from './calendar-api.js';
import './calendar.css';

/** A traveler's or host's card; what the feed holds is said per group by `holds`. */
export function CalendarCard({ holds }: { holds: string }) {
  const client = useQueryClient();
  const link = useQuery({ queryKey: calendarLinkKey(), queryFn: ({ signal }) => fetchCalendarLink(signal) });
  const state = loadStateOf(link);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'no' | 'yes' | 'refused'>('no');
  const reset = useMutation({
    mutationFn: resetCalendarLink,
    onSuccess: (data) => {
      client.setQueryData(calendarLinkKey(), data);
      setConfirming(false);
      setCopied('no');
    },
  });
  const url = reset.data?.url ?? null;
  const copy = async () => {
    if (!url) return;
    // The clipboard is refused outside a secure page or without permission: then say how to copy by hand.
    const done = await (navigator.clipboard?.writeText(url).then(() => true) ?? Promise.resolve(false)).catch(
      () => false,
    );
    setCopied(done ? 'yes' : 'refused');
  };

  return (
    <Card title="Calendar">
      <p>Subscribe in your calendar app to see {holds}.</p>
      {state.status === 'failed' && <Alert tone="danger">We couldn't load your calendar link. {state.message}</Alert>}
      {!state.data && state.status !== 'failed' && <Spinner label="Loading your calendar link…" />}
      {url ? (
        <div className="cal-Link">
          <TextField label="Calendar address" value={url} isReadOnly />
          <Button variant="secondary" onPress={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
          {copied === 'refused' && (
            <p className="cal-Note">Your browser did not let us copy: select the address and copy it.</p>
          )}
          <p className="cal-Note">Keep this address private: anyone who has it can read your calendar.</p>
        </div>
      ) : state.data?.hasLink ? (
        <p className="cal-Note">
          Your calendar link was made on {new Date(state.data.createdAt ?? '').toLocaleDateString()}. For your privacy
          it is shown only once; if you lost it, reset it to get a new one.
        </p>
      ) : null}
      {reset.isError && <Alert tone="danger">We couldn't make a new link. Try again.</Alert>}
      {state.data &&
        (state.data.hasLink ? (
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            Reset link
          </Button>
        ) : (
          <Button isPending={reset.isPending} onPress={() => reset.mutate()}>
            Get calendar link
          </Button>
        ))}
      <ModalDialog
        title="Reset your calendar link?"
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button isPending={reset.isPending} onPress={() => reset.mutate()}>
              Reset link
            </Button>
          </>
        )}
      >
        <p>
          The old link stops working at once: calendars subscribed to it will stop updating until you add the new one.
        </p>
      </ModalDialog>
    </Card>
  );
}

// The alert of a cancelled trip (TRP-007..TRP-011): why it was cancelled, in the domain's words for the reason.
import { type HostTripCancellationReason, hostTripCancellationMessage } from '@caravan/domain';
import { Alert } from '@caravan/ui';

/** DECIDE: the alert's title; the spec gives the messages, not a heading for them. */
export const CANCELLED_ALERT_TITLE = 'Trip Cancelled';

export function CancelledAlert({ reason }: { reason: HostTripCancellationReason | null }) {
  if (!reason) return null;
  return (
    <Alert tone="warning" title={`${CANCELLED_ALERT_TITLE}:`}>
      {hostTripCancellationMessage(reason)}
    </Alert>
  );
}

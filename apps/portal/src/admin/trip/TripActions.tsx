// The admin's lifecycle actions on a trip (MKT-022): each as the trip machine answered it — a button when allowed,
// and a disabled one with the machine's reason when not. A cancel asks for its reason first.
import {
  type AdminTripEventType,
  HOST_TRIP_CANCELLATION_REASONS,
  type HostTripCancellationReason,
  adminTripEvent,
  isAdminTripEventType,
} from '@caravan/domain';
import { isAutomaticCancellationReason } from '@caravan/machines';
import { Alert, Button, Card, ModalDialog, Select } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminTripOverview, api } from '../../api/index.js';
import { queryKeys } from '../../api/queries.js';

type Action = AdminTripOverview['actions'][number];

/** What each button says. */
const ACTION_LABEL: Record<string, string> = {
  'trip.approve': 'Approve trip',
  'trip.approvePricing': 'Approve pricing',
  'trip.acceptAgreement': 'Accept agreement',
  'trip.publish': 'Publish',
  'trip.markReadyToConfirm': 'Mark ready to confirm',
  'trip.confirm': 'Confirm trip',
  'trip.close': 'Close trip',
  'trip.complete': 'Complete trip',
  'trip.cancel': 'Cancel trip',
  'trip.submitTechnicalItinerary': 'Submit technical itinerary',
  'trip.approveTechnicalItinerary': 'Approve technical itinerary',
};

/** What the reasons an admin may give read as; the automatic ones are the scheduler's alone (the machine says so). */
const REASON_LABEL: Record<HostTripCancellationReason, string> = {
  'automatic-launch-overdue': 'Launch overdue (automatic)',
  'automatic-minimum-bookings-overdue': 'Minimum bookings overdue (automatic)',
  'provider-cancelled-not-confirmed': 'Provider: not confirmed',
  'provider-cancelled-force-majeure': 'Provider: force majeure',
  'provider-cancelled-sick-trip': 'Provider: sick trip',
  'provider-cancelled-suspicious-activity': 'Provider: suspicious activity',
  'provider-cancelled-verified-fraudulent': 'Provider: verified fraudulent',
  default: 'Other (contact support)',
};
const ADMIN_REASONS = HOST_TRIP_CANCELLATION_REASONS.filter((r) => !isAutomaticCancellationReason(r)).map((r) => ({
  id: r,
  label: REASON_LABEL[r],
}));

export function TripActions({ overview }: { overview: AdminTripOverview }) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (type: AdminTripEventType) =>
      api.sendTripEvent(overview.trip.id, adminTripEvent(type, overview.trip, reason ?? '')),
    onSuccess: () => {
      setCancelling(false);
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminTrip(overview.trip.id) });
    },
  });
  const press = (action: Action) => {
    if (action.type === 'trip.cancel') setCancelling(true);
    else if (isAdminTripEventType(action.type)) send.mutate(action.type);
  };

  return (
    <Card title="Actions">
      {send.isError ? (
        <Alert tone="danger" title="The trip did not move">
          {send.error.message}
        </Alert>
      ) : null}
      <ul className="pt-ActionList">
        {overview.actions.map((action) => (
          <li key={action.type}>
            <Button
              variant={action.type === 'trip.cancel' ? 'danger' : 'secondary'}
              isDisabled={!action.allowed || send.isPending}
              isPending={send.isPending && send.variables === action.type}
              onPress={() => press(action)}
              {...(action.reason ? { 'aria-describedby': `why-${action.type}` } : {})}
            >
              {ACTION_LABEL[action.type] ?? action.type}
            </Button>
            {action.reason ? (
              <span id={`why-${action.type}`} className="pt-Muted">
                {action.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ModalDialog
        title="Cancel this trip?"
        role="alertdialog"
        isOpen={cancelling}
        onOpenChange={setCancelling}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Keep the trip
            </Button>
            <Button
              variant="danger"
              isDisabled={reason === null}
              isPending={send.isPending}
              onPress={() => send.mutate('trip.cancel')}
            >
              Cancel trip
            </Button>
          </>
        )}
      >
        <Select
          label="Reason"
          options={ADMIN_REASONS}
          selectedKey={reason}
          onSelectionChange={(key) => setReason(key === null ? null : String(key))}
          isRequired
        />
      </ModalDialog>
    </Card>
  );
}

// A ride's details dialog (RID-007): booking details, ride details, edit information (RID-010, OAP-010) and cancel
// (RID-011..019, OAP-009), driven by the ride machine; the card's list is refreshed after a change (RID-012).
import { useEffect, useState } from 'react';
import {
  type CalendarDate,
  RIDE_MESSAGES,
  type Ride,
  type RideEditForm,
  type UserRole,
  formatMoney,
  isSecondaryRole,
  formatRidePickup,
  money,
  rideCalendarLink,
  rideEditFormSchema,
  rideLocationLabel,
} from '@caravan/domain';
import {
  rideMachine,
  selectCanCancelRide,
  selectCurrentRide,
  selectCanEditRide,
  selectCanRebookRide,
  selectCancellationStatus,
  selectIsCancellationFree,
  selectIsRebookLoading,
  selectIsSavingRide,
  selectRebookError,
  selectRideDialogTab,
  selectRideErrorView,
  selectRideSuccessToast,
} from '@caravan/machines';
import { Alert, Button, Link, ModalDialog, TextField } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { notify } from '../../../shell/notify.js';
import { TRAVELER_SUPPORT } from '../../overview/TripOverviewTab.js';
import {
  type RideItem,
  cancelRideRequest,
  fetchRides,
  rebookRideRequest,
  ridesQueryKey,
  toDomainRide,
  updateRide,
} from './rides-api.js';
import { RebookConfirm } from './RebookConfirm.js';
import { rideStatusView } from './ride-status-view.js';

type Props = {
  tripId: string;
  ride: Ride;
  item: RideItem;
  role: UserRole | null;
  /** The trip's start: a cancelled ride may be rebooked up to 24 hours before it (GTR-028); null for a host. */
  tripStartDate: CalendarDate | null;
  onClose: () => void;
};
const FIELDS: [keyof RideEditForm, string][] = [
  ['flightNumber', 'Flight number'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
];

export function RideDialog({ tripId, ride, item, role, tripStartDate, onClose }: Props) {
  const queryClient = useQueryClient();
  // OAP-009/OAP-011: the customer's insurance premium change the cancel answered (0 when not repriced).
  const [insuranceAdjustment, setInsuranceAdjustment] = useState(0);
  const [machine] = useState(() =>
    rideMachine.provide({
      actors: {
        updateRide: fromPromise(async ({ input }) => {
          const updated = await updateRide(input.rideId, input.traveler);
          await queryClient.invalidateQueries({ queryKey: ridesQueryKey(tripId) });
          return toDomainRide(updated);
        }),
        cancelRide: fromPromise(async ({ input }) => {
          const result = await cancelRideRequest(input.rideId);
          setInsuranceAdjustment(result.insuranceAdjustment);
          return result;
        }),
        rebookRide: fromPromise(async ({ input }) => {
          const result = await rebookRideRequest(input.rideId, input.cardToken);
          await queryClient.invalidateQueries({ queryKey: ridesQueryKey(tripId) });
          return toDomainRide(result.ride);
        }),
        refreshTransfers: fromPromise(async () => {
          await queryClient.invalidateQueries({ queryKey: ridesQueryKey(tripId) });
          return (
            await queryClient.fetchQuery({ queryKey: ridesQueryKey(tripId), queryFn: () => fetchRides(tripId) })
          ).map(toDomainRide);
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { ride, userRole: role, now: new Date(), tripStartDate } });
  const tab = useSelector(actor, selectRideDialogTab);
  const [view, setView] = useState<'booking' | 'ride'>('booking');
  const current = useSelector(actor, selectCurrentRide);
  const error = useSelector(actor, selectRideErrorView);
  const toast = useSelector(actor, selectRideSuccessToast);
  const cancellation = useSelector(actor, selectCancellationStatus);
  const canEdit = useSelector(actor, selectCanEditRide);
  const canCancel = useSelector(actor, selectCanCancelRide);
  const canRebook = useSelector(actor, selectCanRebookRide);
  const rebookLoading = useSelector(actor, selectIsRebookLoading);
  const rebookError = useSelector(actor, selectRebookError);
  const saving = useSelector(actor, selectIsSavingRide);
  const cancellationFree = useSelector(actor, selectIsCancellationFree);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a second update (a new ride object) toasts again.
  useEffect(() => {
    if (toast) notify({ title: toast, tone: 'success' }, 'snackbar');
  }, [toast, current]);

  const errorAlert = error ? (
    <Alert
      tone="danger"
      title={error.message}
      actions={
        <>
          {error.showBackButton ? (
            <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'ride.back' })}>
              Back
            </Button>
          ) : null}
          <Link href={`mailto:${TRAVELER_SUPPORT.email}`} variant="standalone">
            Contact support
          </Link>
        </>
      }
    >
      {error.serverMessage}
    </Alert>
  ) : null;

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${ride.journey.type === 'arrival' ? 'Arrival' : 'Departure'} transfer ${ride.journey.code}`}
      className="tv-RideDialog"
      actions={({ close }) => (
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
      )}
    >
      {tab === 'ride-details' ? (
        <>
          <div className="tv-RideDialog-tabs">
            <Button size="sm" variant={view === 'booking' ? 'primary' : 'secondary'} onPress={() => setView('booking')}>
              Booking details
            </Button>
            <Button size="sm" variant={view === 'ride' ? 'primary' : 'secondary'} onPress={() => setView('ride')}>
              Ride details
            </Button>
            {canEdit ? (
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'ride.edit' })}>
                Edit information
              </Button>
            ) : null}
            {canCancel ? (
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'ride.cancel' })}>
                Cancel ride
              </Button>
            ) : null}
            {canRebook ? (
              <Button size="sm" variant="primary" onPress={() => actor.send({ type: 'ride.rebook' })}>
                Rebook ride
              </Button>
            ) : null}
          </div>
          {current.journey.status === 'cancelled' && role && !isSecondaryRole(role) && !canRebook ? (
            <p className="tv-Muted">{RIDE_MESSAGES.rebookClosed}</p>
          ) : null}
          {view === 'booking' ? <BookingDetails ride={current} price={item.price} /> : <RideDetails ride={current} />}
        </>
      ) : tab === 'rebook' ? (
        <RebookConfirm
          amount={item.rebookAmount}
          currency={current.journey.priceSummary.currency}
          loading={rebookLoading}
          error={rebookError}
          onConfirm={(cardToken) => actor.send({ type: 'ride.confirmRebook', cardToken })}
          onBack={() => actor.send({ type: 'ride.back' })}
        />
      ) : tab === 'edit-information' ? (
        <EditForm
          initial={current.journey.traveler}
          saving={saving}
          onSave={(traveler) => actor.send({ type: 'ride.save', traveler })}
          onBack={() => actor.send({ type: 'ride.back' })}
          error={errorAlert}
        />
      ) : cancellation === 'success' ? (
        <Alert tone="success" title="Ride cancelled">
          The transfer is cancelled{cancellationFree ? ' and refunded to your card' : ''}.
          {insuranceAdjustment !== 0 ? (
            <>
              {' '}
              Your travel insurance was repriced:{' '}
              {formatMoney(money(insuranceAdjustment, current.journey.priceSummary.currency))}.
            </>
          ) : null}
        </Alert>
      ) : cancellation === 'error' ? (
        errorAlert
      ) : (
        <div>
          <p>
            {cancellationFree
              ? 'Cancelling now is free: the ride is refunded to your card.'
              : 'The pickup is less than 24 hours away: the ride will not be refunded.'}
          </p>
          <div className="tv-RideDialog-tabs">
            <Button
              variant="danger"
              isPending={cancellation === 'loading'}
              onPress={() => actor.send({ type: 'ride.confirmCancel' })}
            >
              Confirm cancellation
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: 'ride.back' })}>
              Keep ride
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

function BookingDetails({ ride, price }: { ride: Ride; price: number | null }) {
  const j = ride.journey;
  return (
    <dl>
      <dt>Booking</dt>
      <dd>{j.code}</dd>
      <dt>From</dt>
      <dd>{rideLocationLabel(j.origin)}</dd>
      <dt>To</dt>
      <dd>{rideLocationLabel(j.destination)}</dd>
      <dt>Pickup</dt>
      <dd>{formatRidePickup(j.pickup)}</dd>
      <dt>Vehicle</dt>
      <dd>{j.vehicleCategory}</dd>
      <dt>Passengers</dt>
      <dd>{ride.quoteRequest.passengers}</dd>
      <dt>Flight</dt>
      <dd>{j.traveler.flightNumber}</dd>
      <dt>Rider</dt>
      <dd>
        {j.traveler.firstName} {j.traveler.lastName} · {j.traveler.email} · {j.traveler.phone}
      </dd>
      {price !== null ? (
        <>
          <dt>Price</dt>
          <dd>{formatMoney(money(price, j.priceSummary.currency))}</dd>
        </>
      ) : null}
    </dl>
  );
}

function RideDetails({ ride }: { ride: Ride }) {
  const j = ride.journey;
  const status = rideStatusView(j.status);
  return (
    <>
      <dl>
        <dt>Status</dt>
        <dd>{status.label}</dd>
        <dt>Company</dt>
        <dd>{j.transferCompany ? `${j.transferCompany.name} · ${j.transferCompany.phoneNumber}` : 'Not yet known'}</dd>
        <dt>Driver</dt>
        <dd>
          {j.driver
            ? `${j.driver.name} · ${j.driver.phoneNumber} · ${j.driver.vehicleMake} ${j.driver.vehicleModel} (${j.driver.vehicleLicensePlate})`
            : 'Not yet assigned'}
        </dd>
      </dl>
      <Link href={rideCalendarLink(j)} target="_blank" rel="noreferrer" variant="standalone">
        Add to calendar
      </Link>
    </>
  );
}

function EditForm(props: {
  initial: RideEditForm;
  saving: boolean;
  onSave: (traveler: RideEditForm) => void;
  onBack: () => void;
  error: React.ReactNode;
}) {
  const [values, setValues] = useState<RideEditForm>(props.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof RideEditForm, string>>>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = rideEditFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    props.onSave(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit information">
      {FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          value={values[name]}
          onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
          isInvalid={!!errors[name]}
          {...(errors[name] ? { errorMessage: errors[name] } : {})}
          {...(name === 'email' ? { type: 'email' } : {})}
        />
      ))}
      {props.error}
      <div className="tv-RideDialog-tabs">
        <Button type="submit" isPending={props.saving}>
          Save
        </Button>
        <Button variant="secondary" onPress={props.onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

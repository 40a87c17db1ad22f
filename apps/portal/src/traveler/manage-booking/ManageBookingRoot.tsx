// The Manage Booking editing view (MBK-002), in the spec's order: intro, cart button, warnings, trip add-ons, room
// selection, pre/post-trip accommodations, airport transfers, insurance policies, traveler information, transaction
// history and the cancel section; the trip summary beside it (a dialog behind the cart button on narrow screens).
import { useEffect } from 'react';
import {
  bookedTransferDateWarning,
  bookedTransferWarning,
  bookingFinalNotice,
  bookingHasInsurance,
  formatDate,
  insuranceRequiredWarning,
  isBookingCoveredByInsurance,
  isAddOnChangePending,
  isAddOnHeld,
  MANAGE_BOOKING_MESSAGES,
  postTripAccommodationNight,
  preTripAccommodationNight,
} from '@caravan/domain';
import {
  selectAddOnsByKind,
  selectCartLabel,
  selectConfirmation,
  selectInsuranceRepriceError,
  selectManagedAddOns,
  selectSummaryOpen,
} from '@caravan/machines';
import { Alert, Button, ModalDialog } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchRides, ridesQueryKey } from '../itinerary/rides/rides-api.js';
import { CancelBookingSection } from '../cancel/CancelBookingSection.js';
import { useTrip } from '../shell/TripContext.js';
import { TransferEntryLink } from '../transfer/TransferEntryLink.js';
import { AddOnGroup } from './add-ons/AddOnGroup.js';
import { TransactionHistory } from './history/TransactionHistory.js';
import { InsurancePolicies } from './insurance/InsurancePolicies.js';
import { useManageBooking } from './ManageBookingContext.js';
import { RoomSelection } from './rooms/RoomSelection.js';
import { ConfirmChangesDialog } from './summary/ConfirmChangesDialog.js';
import { ClearAllDialog, TripSummaryDialog, TripSummaryPanel } from './summary/TripSummary.js';
import { TravelerInformation } from './travelers/TravelerInformation.js';
import { ManageBookingActor } from './manage-booking-actor.js';

const LONG_DATE = 'MMMM d, yyyy';

export function ManageBookingRoot() {
  const { trip, booking } = useTrip();
  const { narrow } = useManageBooking();
  const manage = ManageBookingActor.useActorRef();
  const byKind = ManageBookingActor.useSelector(selectAddOnsByKind);
  const cartLabel = ManageBookingActor.useSelector(selectCartLabel);
  const confirmation = ManageBookingActor.useSelector(selectConfirmation);
  const repriceError = ManageBookingActor.useSelector(selectInsuranceRepriceError);
  const summaryOpen = ManageBookingActor.useSelector(selectSummaryOpen);
  const addOns = ManageBookingActor.useSelector(selectManagedAddOns);
  // The booked rides, for the transfer-date warning (MBK-048); without them (loading, failed) it stays silent.
  const rides = useQuery({ queryKey: ridesQueryKey(trip.id), queryFn: ({ signal }) => fetchRides(trip.id, signal) });
  // The wide layout always shows the summary beside the sections: the machine's "summary open" is the narrow dialog.
  useEffect(() => {
    if (!narrow && summaryOpen) manage.send({ type: 'summary.close' });
  }, [narrow, summaryOpen, manage]);
  if (!booking) return null;

  const endDate = trip.endDate ?? trip.startDate;
  const pre = preTripAccommodationNight(trip.startDate);
  const post = postTripAccommodationNight(endDate);
  /** Whether an extra night of this timing is held once the pending changes are made. */
  const heldNight = (timing: 'pre-trip' | 'post-trip') =>
    byKind.accommodations.some((a) => a.service?.timing === timing && isAddOnHeld(a.status));
  const warnings = [
    insuranceRequiredWarning(trip.travelerInsuranceRequired, isBookingCoveredByInsurance(booking.insurancePolicies)),
    bookedTransferWarning({
      accommodationChanged: byKind.accommodations.some((a) => isAddOnChangePending(a.status)),
      hasBookedTransfer: byKind.transfers.some((a) => isAddOnHeld(a.status)),
    }),
    bookedTransferDateWarning({
      rides: rides.data ?? [],
      tripStartDate: trip.startDate,
      tripEndDate: endDate,
      hasPreTripAccommodation: heldNight('pre-trip'),
      hasPostTripAccommodation: heldNight('post-trip'),
    }),
  ].filter((w): w is string => w !== undefined);
  const hasInsurance =
    booking.insurancePolicies.length > 0 ||
    bookingHasInsurance({
      addOns,
      ...(booking.insurancePolicyStatus ? { insurancePolicyStatus: booking.insurancePolicyStatus } : {}),
    });

  return (
    <div className="tv-Manage">
      <div className="tv-Manage-main">
        <section className="tv-Intro" aria-labelledby="mb-intro">
          <h2 id="mb-intro" className="tv-SectionTitle">
            Manage Booking
          </h2>
          <p>{MANAGE_BOOKING_MESSAGES.intro}</p>
          <p className="tv-Muted">
            {bookingFinalNotice(trip.bookingsDeadline)} Changes close on {formatDate(trip.bookingFinalDate, LONG_DATE)}.
          </p>
        </section>

        {narrow ? (
          <Button variant="secondary" className="tv-CartButton" onPress={() => manage.send({ type: 'summary.open' })}>
            Trip summary · {cartLabel}
          </Button>
        ) : null}

        {warnings.length > 0 ? (
          <div className="tv-Warnings">
            {warnings.map((w) => (
              <Alert key={w} tone="warning">
                {w}
              </Alert>
            ))}
          </div>
        ) : null}

        <AddOnGroup
          id="mb-add-ons"
          title="Trip Add-Ons"
          description="Optional activities you can add for anyone on your booking."
          addOns={byKind.activities}
          empty="This trip has no optional activities."
        />
        <RoomSelection />
        <AddOnGroup
          id="mb-accommodations"
          title="Pre and Post Trip Accommodations"
          description={`Arrive early (night of ${formatDate(pre.checkIn, LONG_DATE)}) or stay on after the trip (night of ${formatDate(post.checkIn, LONG_DATE)}).`}
          addOns={byKind.accommodations}
          empty="No extra nights are offered for this trip."
        />
        <AddOnGroup
          id="mb-transfers"
          title="Airport Transfers"
          description="Rides between the airport and your first or last hotel."
          addOns={byKind.transfers}
          empty="No airport transfers are offered for this trip."
          rideStages={new Map((rides.data ?? []).map((r) => [r.id, r.stage]))}
        />
        <TransferEntryLink tripId={trip.id} from="manage-booking" />
        {hasInsurance ? <InsurancePolicies /> : null}
        <TravelerInformation />
        {booking.paymentHistoryShown ? <TransactionHistory /> : null}
        <CancelBookingSection />
      </div>

      {narrow ? null : (
        <aside className="tv-Manage-aside" aria-label="Trip summary">
          <TripSummaryPanel />
        </aside>
      )}
      {narrow ? <TripSummaryDialog isOpen={summaryOpen} /> : null}
      <ClearAllDialog />
      <ConfirmChangesDialog />
      <ModalDialog
        title="Insurance"
        isOpen={repriceError !== null}
        onOpenChange={(open) => {
          if (!open) manage.send({ type: 'insurance.dismissError' });
        }}
        actions={({ close }) => <Button onPress={close}>OK</Button>}
      >
        <p>{repriceError}</p>
      </ModalDialog>
      {confirmation.error && narrow && !summaryOpen ? (
        <Alert tone="danger" title={confirmation.error.title} className="tv-FloatingError">
          {confirmation.error.description}
        </Alert>
      ) : null}
    </div>
  );
}

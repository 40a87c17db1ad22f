// Manage Booking (MBK): runs the manage-booking and cancel-booking machines with the API as their actors, keeps the
// route (root, payment, success, pay-balance) in step with them, and guards leaving with unsaved changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isBookingCustomer, TRAVELER_ANALYTICS_EVENTS, tripToday } from '@caravan/domain';
import {
  type CancelBookingInput,
  cancelBookingMachine,
  manageBookingMachine,
  selectCancelBookingStep,
  selectManageBookingRoute,
  selectManageFinishing,
  selectManageUninitialized,
  selectPendingChangeCount,
} from '@caravan/machines';
import { Alert, Button, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Route, Switch, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useAnalytics } from '../../shell/analytics-context.js';
import { useProfile } from '../../shell/session.js';
import { travelerApi } from '../api.js';
import { IdempotencyKeys } from '../idempotency.js';
import { manageBookingPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { loadStateOf, queryKeys } from '../../api/queries.js';
import { readEveryPage } from '../../api/paged.js';
import { useAffirmChangeReturn } from '../payment/affirm-change.js';
import { PayBalancePage } from '../payment/PayBalancePage.js';
import { PaymentPage } from '../payment/PaymentPage.js';
import { SuccessPage } from '../payment/SuccessPage.js';
import { LeaveGuard } from './LeaveGuard.js';
import { ManageBookingCtx, type ManageBookingContextValue } from './ManageBookingContext.js';
import { ManageBookingActor } from './manage-booking-actor.js';
import { ManageBookingRoot } from './ManageBookingRoot.js';
import { toManageBookingData, toRepriceRequest, toUpdateBookingRequest } from './manage-booking-data.js';
import { useRouteSync } from './route-sync.js';
import { useCancelFlow } from './useCancelFlow.js';
import { useMediaQuery } from './useMediaQuery.js';

const BASE = '/app/traveler/trips/:tripId/manage-booking';

/** The narrow layout (mobile and tablet): the cart button and the summary dialog. */
export const NARROW_QUERY = '(max-width: 63.99rem)';

export function ManageBookingArea() {
  const { booking } = useTrip();
  if (!booking) return <Alert tone="info">You have no booking on this trip.</Alert>;
  return <ManageBookingFlows key={booking._id} />;
}

/** Provides the manage-booking machine with the API as its actors; the flows below read it through ManageBookingActor. */
function ManageBookingFlows() {
  const { reload } = useTrip();
  const [keys] = useState(() => new IdempotencyKeys());
  const analytics = useAnalytics();

  const manageMachine = useMemo(
    () =>
      manageBookingMachine.provide({
        actors: {
          checkSingleSupplement: fromPromise(async ({ input }) => travelerApi.singleSupplement(input.tripId)),
          repriceInsurance: fromPromise(async ({ input }) =>
            travelerApi.repriceQuotes(input.bookingId, toRepriceRequest(input)),
          ),
          // The booked rooms and the checkout's card come in the machine's input (the payment carries its card).
          updateBooking: fromPromise(async ({ input }) => {
            const card = input.payment?.card ?? null;
            const body = toUpdateBookingRequest(input, input.bookedRooms, card);
            const result = await keys.run('update-booking', body, (key) =>
              travelerApi.updateBooking(input.bookingId, body, key),
            );
            analytics.track(TRAVELER_ANALYTICS_EVENTS.bookingUpdated, {
              bookingId: input.bookingId,
              paid: card !== null,
            });
            void reload();
            return { refundNeeded: result.refundNeeded };
          }),
        },
      }),
    [keys, analytics, reload],
  );
  return (
    <ManageBookingActor.Provider logic={manageMachine}>
      <ManageBookingScreens />
    </ManageBookingActor.Provider>
  );
}

function ManageBookingScreens() {
  const profile = useProfile();
  const { trip, booking: maybeBooking, reload } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const analytics = useAnalytics();
  const booking = maybeBooking!;
  const [location, navigate] = useLocation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const offersQuery = useQuery({
    queryKey: queryKeys.tripAddOnOffers(trip.id),
    // The manage-booking machine sorts every offer into its sections and prices the cart: it takes them all.
    queryFn: ({ signal }) => readEveryPage((cursor, s) => travelerApi.addOnOffers(trip.id, cursor, s), signal),
  });
  // One LoadState per answer, not per render: the init effect and the context below depend on it.
  const { status: offersStatus, data: offersData, error: offersError } = offersQuery;
  const offersState = useMemo(
    () => loadStateOf({ status: offersStatus, data: offersData, error: offersError }),
    [offersStatus, offersData, offersError],
  );
  const offers = { state: offersState, reload: () => offersQuery.refetch() };

  useAffirmChangeReturn(manage, booking._id);

  const cancelMachine = useMemo(
    () =>
      cancelBookingMachine.provide({
        actors: {
          submitCancellation: fromPromise(async ({ input }) => {
            const cancelled = await travelerApi.cancelBooking(input.bookingId, {
              reason: input.reason,
              ...(input.refundMethodDescription ? { refundMethodDescription: input.refundMethodDescription } : {}),
              refundAmount: input.refundAmount,
              tripCreditAmount: input.tripCreditAmount,
            });
            analytics.track(TRAVELER_ANALYTICS_EVENTS.bookingCancelled, { bookingId: input.bookingId });
            return cancelled;
          }),
          refetchTripAndBooking: fromPromise(async (): Promise<unknown> => reload()),
        },
      }),
    [analytics, reload],
  );
  // The cancel flow reads the trip and booking as they are; re-fetched records are new objects, and the flow hears of
  // them through useCancelFlow (its machine decides what becomes of a flow under way).
  const cancelInput = useMemo(
    (): CancelBookingInput => ({
      bookingId: booking._id,
      dueAmount: booking.dueAmount,
      tripDetails: {
        canCancel: trip.canCancel,
        ...(trip.cancellationFee !== undefined ? { cancellationFee: trip.cancellationFee } : {}),
        refundMethods: trip.refundMethods,
        cancelReasons: trip.cancelReasons,
        waitlistedNumber: trip.waitlistedNumber,
      },
      isCustomer: isBookingCustomer({ customerId: booking.customer._id }, profile.id),
      travelerType: booking.travelerType,
      bookingStatus: booking.status,
      isPendingCancellation: booking.isPendingCancellation,
      tripStatus: trip.status,
    }),
    [booking, trip, profile.id],
  );
  const cancel = useCancelFlow(cancelMachine, cancelInput);

  // Every load of the booking is sent to the machine, which decides whether it replaces the editor's booking now or
  // holds it until the traveler's changes (or the update under way) are done.
  useEffect(() => {
    if (offers.state.status !== 'ready') return;
    manage.send({
      type: 'manageBooking.init',
      booking: toManageBookingData({
        trip,
        booking,
        offers: offers.state.data,
        viewerId: profile.id,
        today: tripToday(trip, new Date()),
      }),
    });
  }, [booking, trip, offers.state, profile.id, manage]);

  // The route follows the machines: payment, success and pay-balance are where the flows are.
  const route = ManageBookingActor.useSelector(selectManageBookingRoute);
  const finishing = ManageBookingActor.useSelector(selectManageFinishing);
  const cancelStep = useSelector(cancel, selectCancelBookingStep);
  const uninitialized = ManageBookingActor.useSelector(selectManageUninitialized);
  const pending = ManageBookingActor.useSelector(selectPendingChangeCount);
  const root = manageBookingPath(trip.id);
  const sub = location.startsWith(`${root}/`) ? location.slice(root.length + 1) : '';
  const backFromPayment = useCallback(() => manage.send({ type: 'payment.back' }), [manage]);
  useRouteSync({ route, finishing, uninitialized, cancelStep, sub, tripId: trip.id, backFromPayment, navigate });

  const value = useMemo<ManageBookingContextValue | null>(
    () => (offers.state.status === 'ready' ? { cancel, offers: offers.state.data, narrow } : null),
    [cancel, offers.state, narrow],
  );

  if (!value) {
    if (offers.state.status === 'failed')
      return (
        <Alert
          tone="danger"
          title="We couldn't load your booking options"
          actions={
            <Button variant="secondary" size="sm" onPress={() => void offers.reload()}>
              Try again
            </Button>
          }
        >
          {offers.state.message}
        </Alert>
      );
    return <Spinner size="lg" label="Loading your booking…" />;
  }

  return (
    <ManageBookingCtx.Provider value={value}>
      <LeaveGuard pendingChangeCount={pending} manageBookingPath={root} />
      <Switch>
        <Route path={`${BASE}/payment`} component={PaymentPage} />
        <Route path={`${BASE}/success`} component={SuccessPage} />
        <Route path={`${BASE}/pay-balance`} component={PayBalancePage} />
        <Route>{uninitialized ? <Spinner size="lg" label="Loading your booking…" /> : <ManageBookingRoot />}</Route>
      </Switch>
    </ManageBookingCtx.Provider>
  );
}

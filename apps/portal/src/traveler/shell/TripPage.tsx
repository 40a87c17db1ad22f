// One trip of the traveler app: loads the trip (with the viewer's waiver) and its booking; the waiver gate (TRV-024),
// the header and tab bar (hidden on the checkout pages, TRV-019) and the tab routes.
import { useCallback, useMemo } from 'react';
import { isManageBookingTabShown, isTravelerChromeHidden, passesWaiverGate } from '@caravan/domain';
import { Spinner } from '@caravan/ui';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { lazyPage, PageSuspense } from '../../shell/lazy-page.js';
import { useProfile } from '../../shell/session.js';
import { LoadFailed } from './LoadFailed.js';
import { travelerApi } from '../api.js';
import { TripOverviewTab } from '../overview/TripOverviewTab.js';
import { tripPath } from '../routes.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf, queryKeys } from '../../api/queries.js';
import { PreparationTab } from './OtherTabs.js';
import { TripContext, type TripContextValue } from './TripContext.js';
import { TripHeader } from './TripHeader.js';
import { TripSwitcher } from './TripSwitcher.js';
import { TravelerPortalHeader } from './TravelerPortalHeader.js';
import { TripTabs } from './TripTabs.js';
import '../traveler.css';

const BASE = '/app/traveler/trips/:tripId';

/** Manage Booking (its machine, payment and change screens) is the traveler app's heaviest part: its own chunk. */
const ManageBookingArea = lazyPage(() =>
  import('../manage-booking/ManageBookingArea.js').then((m) => m.ManageBookingArea),
);

/** The tabs other than the overview load on first visit (the itinerary, the trip form, the payment method). */
const ItineraryTab = lazyPage(() => import('../itinerary/ItineraryTab.js').then((m) => m.ItineraryTab));
const TripFormTab = lazyPage(() => import('../trip-form/TripFormTab.js').then((m) => m.TripFormTab));
const UpdatePaymentMethodPage = lazyPage(() =>
  import('../payment-method/UpdatePaymentMethodPage.js').then((m) => m.UpdatePaymentMethodPage),
);
const WaiverGate = lazyPage(() => import('../waiver/WaiverGate.js').then((m) => m.WaiverGate));

/** /app/traveler/trips/:tripId/* */
export function TripPage({ tripId }: { tripId: string }) {
  const profile = useProfile();
  const [location] = useLocation();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [trip, bookings] = await Promise.all([
        travelerApi.trip(tripId, signal),
        travelerApi.bookings(tripId, signal),
      ]);
      return { trip, booking: bookings[0] ?? null };
    },
    [tripId],
  );
  const queryClient = useQueryClient();
  const page = useQuery({ queryKey: queryKeys.myTripPage(tripId), queryFn: ({ signal }) => load(signal) });
  const state = loadStateOf(page);
  // After a change to the booking every traveler read on screen is stale: refetch them all, resolve when in.
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.me() }), [queryClient]);
  const data = state.data;
  const value = useMemo<TripContextValue | null>(() => (data ? { ...data, reload } : null), [data, reload]);

  if (!value) {
    if (state.status === 'failed')
      return <LoadFailed title="We couldn't load this trip" message={state.message} onRetry={() => void reload()} />;
    return (
      <>
        <h1 className="pt-visually-hidden">Your trip</h1>
        <Spinner size="lg" label="Loading your trip…" />
      </>
    );
  }

  const waiver = value.trip.waiver;
  const passes =
    waiver === undefined || passesWaiverGate({ waiver, isAdminImpersonating: profile.impersonating !== null });
  const chromeHidden = isTravelerChromeHidden(location);
  const manageShown = value.booking !== null && isManageBookingTabShown(value.booking.travelerType);

  if (!passes)
    return (
      <div className="tv-Page">
        <TravelerPortalHeader>
          <TripSwitcher currentTripId={tripId} />
        </TravelerPortalHeader>
        <PageSuspense place="area">
          <WaiverGate tripId={tripId} tripName={value.trip.name} onSigned={() => void reload()} />
        </PageSuspense>
      </div>
    );

  return (
    <TripContext.Provider value={value}>
      <div className="tv-Page">
        <TravelerPortalHeader>{chromeHidden ? null : <TripSwitcher currentTripId={tripId} />}</TravelerPortalHeader>
        {chromeHidden ? null : (
          <>
            <TripHeader trip={value.trip} booking={value.booking} />
            <TripTabs tripId={tripId} manageShown={manageShown} />
          </>
        )}
        {/* Without the trip header there is no page heading: the loading state brings its own. */}
        <PageSuspense place={chromeHidden ? 'area' : 'section'}>
          <Switch>
            <Route path={`${BASE}/trip-overview`} component={TripOverviewTab} />
            <Route path={`${BASE}/manage-booking/*?`}>
              {manageShown ? <ManageBookingArea /> : <Redirect to={tripPath(tripId, 'trip-overview')} replace />}
            </Route>
            <Route path={`${BASE}/preparation`} component={PreparationTab} />
            <Route path={`${BASE}/itinerary`} component={ItineraryTab} />
            <Route path={`${BASE}/trip-form`} component={TripFormTab} />
            <Route path={`${BASE}/update-payment-method`} component={UpdatePaymentMethodPage} />
            <Route>
              <Redirect to={tripPath(tripId, 'trip-overview')} replace />
            </Route>
          </Switch>
        </PageSuspense>
      </div>
    </TripContext.Provider>
  );
}

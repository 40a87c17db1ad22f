// /app/operator/*: the Operator Portal (operator-and-inventory §2 Operator app). One entry for the area, so the shell
// can load it on its own; the itineraries routes, their sidebar, and each product link's screens.
import {
  OPERATOR_ITINERARIES_PATH,
  OPERATOR_TRIP_STEPS,
  type OperatorTripStep,
  operatorTripReviewDetailsPath,
  OPERATOR_ITINERARY_STEPS,
  type OperatorItineraryStep,
  isNewItinerarySegment,
  operatorItineraryPath,
} from '@caravan/domain';
import { Redirect, Route, Switch } from 'wouter';
import { ProductArea } from '../shell/ProductArea.js';
import { NotFoundPage } from '../shell/NotFoundPage.js';
import { ItinerariesRoot } from './itineraries/ItinerariesRoot.js';
import { ItineraryBuilder } from './itineraries/ItineraryBuilder.js';
import { OperatorLayout } from './OperatorLayout.js';
import { OperatorHomePage } from './OperatorHomePage.js';
import { PageSuspense, lazyPage } from '../shell/lazy-page.js';
import './operator.css';

const isStep = (s: string): s is OperatorItineraryStep => (OPERATOR_ITINERARY_STEPS as readonly string[]).includes(s);
// The trip screens load on first use: an operator who only builds itineraries never downloads them.
const TripWorkspace = lazyPage(() => import('./trips/TripWorkspace.js').then((m) => m.TripWorkspace));
const TripsRoot = lazyPage(() => import('./trips/TripsRoot.js').then((m) => m.TripsRoot));
// OAP-030: the account page loads on first use.
const OperatorAccountPage = lazyPage(() =>
  import('./account/OperatorAccountPage.js').then((m) => m.OperatorAccountPage),
);
// MKT-053: the webhooks page loads on first use.
const OperatorWebhooksPage = lazyPage(() =>
  import('./webhooks/OperatorWebhooksPage.js').then((m) => m.OperatorWebhooksPage),
);
// MKT-048: the read-only rooming board of a trip, on first use.
const OperatorRoomingPage = lazyPage(() =>
  import('./rooming/OperatorRoomingPage.js').then((m) => m.OperatorRoomingPage),
);
const isTripStep = (s: string): s is OperatorTripStep => (OPERATOR_TRIP_STEPS as readonly string[]).includes(s);
const OPERATOR_TRIPS_PATH = '/app/operator/trips';
const idOf = (segment: string) => (isNewItinerarySegment(segment) ? null : segment);

/** The operator area's routes. */
export function OperatorArea() {
  return (
    <Switch>
      {/* The landing after sign-in (PLT-020): the portal's welcome beside the itineraries sidebar. */}
      <Route path="/app/operator">
        <OperatorLayout>
          <OperatorHomePage />
        </OperatorLayout>
      </Route>
      <Route path={OPERATOR_ITINERARIES_PATH}>
        <OperatorLayout>
          <ItinerariesRoot />
        </OperatorLayout>
      </Route>
      {/* RTE-016: /new and /{id} open the itinerary's first tab. */}
      <Route path={`${OPERATOR_ITINERARIES_PATH}/:id`}>
        {(params: { id: string }) => <Redirect to={operatorItineraryPath(idOf(params.id))} replace />}
      </Route>
      <Route path={`${OPERATOR_ITINERARIES_PATH}/:id/:step`}>
        {(params: { id: string; step: string }) =>
          isStep(params.step) ? (
            // Keyed by id: a new itinerary's builder and machine are not a stored one's.
            <ItineraryBuilder key={params.id} itineraryId={idOf(params.id)} step={params.step} />
          ) : (
            <OperatorLayout>
              <NotFoundPage inApp />
            </OperatorLayout>
          )
        }
      </Route>
      <Route path="/app/operator/account">
        <PageSuspense place="area">
          <OperatorAccountPage />
        </PageSuspense>
      </Route>
      <Route path="/app/operator/webhooks">
        <PageSuspense place="area">
          <OperatorWebhooksPage />
        </PageSuspense>
      </Route>
      <Route path={OPERATOR_TRIPS_PATH}>
        <OperatorLayout>
          <PageSuspense place="area">
            <TripsRoot />
          </PageSuspense>
        </OperatorLayout>
      </Route>
      <Route path={`${OPERATOR_TRIPS_PATH}/:id`}>
        {(params: { id: string }) => <Redirect to={operatorTripReviewDetailsPath(params.id)} replace />}
      </Route>
      <Route path={`${OPERATOR_TRIPS_PATH}/:id/rooming`}>
        {(params: { id: string }) => (
          <OperatorLayout>
            <PageSuspense place="section">
              <OperatorRoomingPage tripId={params.id} />
            </PageSuspense>
          </OperatorLayout>
        )}
      </Route>
      <Route path={`${OPERATOR_TRIPS_PATH}/:id/:step`}>
        {(params: { id: string; step: string }) =>
          isTripStep(params.step) ? (
            // Keyed by id: each trip's forms start from its own stored values.
            <PageSuspense place="area">
              <TripWorkspace key={params.id} id={params.id} step={params.step} />
            </PageSuspense>
          ) : (
            <OperatorLayout>
              <NotFoundPage inApp />
            </OperatorLayout>
          )
        }
      </Route>
      <Route>
        <ProductArea home={<OperatorHomePage />} homePaths={['/app/operator']} />
      </Route>
    </Switch>
  );
}

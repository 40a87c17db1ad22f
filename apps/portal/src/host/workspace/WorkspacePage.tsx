// /app/host/trips/{id}/…: the host's trip workspace (host-and-platform §2.10): the trip's header, the tabs the domain's
// shell rule decides, the read-only alert of a closed trip, and the section the path names.
import { canAddOrEditGatherings, hostWorkspaceShell } from '@caravan/domain';
import { PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, Route, Switch } from 'wouter';
import { ApiError } from '../../api/index.js';
import { loadStateOf } from '../../api/queries.js';
import { NotFoundPage } from '../../shell/NotFoundPage.js';
import { PageSuspense, lazyPage } from '../../shell/lazy-page.js';
import { AgreementCard } from './AgreementCard.js';
import { ConfigurationSection } from './ConfigurationSection.js';
import { CancelledAlert } from './CancelledAlert.js';
import { LockedAlert } from './LockedAlert.js';
import { RequestView } from './RequestView.js';
import { TabPlaceholder } from './TabPlaceholder.js';
import { HostBookingsTab } from '../bookings/HostBookingsTab.js';
import { FocTransfersCard } from '../transfers/FocTransfersCard.js';
import { HostItineraryTab } from './itinerary/HostItineraryTab.js';
import '../bookings/host-bookings.css';
import { WorkspaceTabs } from './WorkspaceTabs.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';
import './workspace.css';

const HostPricingTab = lazyPage(() => import('../pricing/HostPricingTab.js').then((m) => m.HostPricingTab));
const PromoteTab = lazyPage(() => import('../promote/PromoteTab.js').then((m) => m.PromoteTab));
const LaunchArea = lazyPage(() => import('./launch/LaunchArea.js').then((m) => m.LaunchArea));
const HostRoomingPage = lazyPage(() => import('../rooming/HostRoomingPage.js').then((m) => m.HostRoomingPage));
const TravelInfoTab = lazyPage(() => import('../travel-info/TravelInfoTab.js').then((m) => m.TravelInfoTab));

/** The workspace's base path for a trip. */
export const workspaceBase = (tripId: string) => `/app/host/trips/${tripId}`;

export function WorkspacePage({ id }: { id: string }) {
  const query = useQuery({
    queryKey: workspaceKeys.workspace(id),
    queryFn: ({ signal }) => workspaceApi.workspace(id, signal),
  });
  const state = loadStateOf(query);
  if (state.status === 'failed') {
    // Another host's trip does not exist for this host: the not-found page, as for any unknown path.
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage inApp />;
    return <PageHeader title="Trip workspace" description={state.message} />;
  }
  if (state.status === 'loading')
    return (
      <div className="pt-PageLoading">
        <h1 className="pt-visually-hidden">Trip workspace</h1>
        <Spinner size="lg" label="Loading your trip…" />
      </div>
    );
  return <Workspace workspace={state.data} />;
}

const dateRange = (w: HostWorkspace) => `${w.trip.startDate} to ${w.trip.endDate}`;

function Workspace({ workspace }: { workspace: HostWorkspace }) {
  const { trip } = workspace;
  // The same domain rule as the API's view: tabs, landing and the read-only alert from the trip's status.
  const shell = hostWorkspaceShell({ status: trip.status, isTripRequest: trip.isTripRequest });
  const base = workspaceBase(trip.id);
  return (
    <div className="ws-Workspace">
      <PageHeader
        eyebrow={`My Trips · ${trip.shortId}`}
        title={trip.name}
        description={`${[trip.destination, trip.country].filter(Boolean).join(', ')} · ${dateRange(workspace)}`}
      />
      <WorkspaceTabs base={base} shell={shell} />
      <LockedAlert alert={shell.lockedAlert} />
      <CancelledAlert reason={trip.cancellationReason} />
      <AgreementCard workspace={workspace} />
      <Switch>
        <Route path={`${base}/request`}>
          <RequestView workspace={workspace} />
        </Route>
        <Route path={`${base}/configuration`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : (
            <ConfigurationSection workspace={workspace} />
          )}
        </Route>
        <Route path={`${base}/bookings`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : shell.tabs.find((t) => t.href === '/bookings')?.enabled ? (
            <>
              <FocTransfersCard tripId={trip.id} />
              <HostBookingsTab tripId={trip.id} />
              <Link href={`${base}/rooming`} className="ws-RoomingLink">
                Arrange rooms on the rooming board
              </Link>
            </>
          ) : (
            <TabPlaceholder tabs={shell.tabs} tab="bookings" />
          )}
        </Route>
        <Route path={`${base}/rooming`}>
          {/* The rooming board (MKT-048) opens from the Bookings tab, whose travelers it arranges. */}
          {shell.tabsHidden || !shell.tabs.find((t) => t.href === '/bookings')?.enabled ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : (
            <PageSuspense place="section">
              <HostRoomingPage tripId={trip.id} />
            </PageSuspense>
          )}
        </Route>
        <Route path={`${base}/pricing`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : (
            <PageSuspense place="section">
              <HostPricingTab tripId={trip.id} base={base} />
            </PageSuspense>
          )}
        </Route>
        <Route path={`${base}/itinerary`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : (
            <HostItineraryTab tripId={trip.id} base={base} canAddGatherings={canAddOrEditGatherings(trip.status)} />
          )}
        </Route>
        <Route path={`${base}/promote`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : shell.tabs.find((t) => t.href === '/promote')?.enabled ? (
            <PageSuspense place="section">
              <PromoteTab workspace={workspace} />
            </PageSuspense>
          ) : (
            <TabPlaceholder tabs={shell.tabs} tab="promote" />
          )}
        </Route>
        <Route path={`${base}/travel-info`}>
          {shell.tabsHidden ? (
            <Redirect to={`${base}${shell.landing}`} replace />
          ) : shell.tabs.find((t) => t.href === '/travel-info')?.enabled ? (
            <PageSuspense place="section">
              <TravelInfoTab tripId={trip.id} />
            </PageSuspense>
          ) : (
            <TabPlaceholder tabs={shell.tabs} tab="travel-info" />
          )}
        </Route>
        {[`${base}/launch`, `${base}/launch/tips`, `${base}/preview`].map((path) => (
          // The launch stepper, its tips page and the Trip Preview (WSP-017, WSP-024, WSP-049), loaded on demand.
          <Route key={path} path={path}>
            {shell.tabsHidden ? (
              <Redirect to={`${base}${shell.landing}`} replace />
            ) : (
              <PageSuspense place="section">
                <LaunchArea workspace={workspace} base={base} />
              </PageSuspense>
            )}
          </Route>
        ))}
        <Route path={`${base}/:tab`}>
          {(params) =>
            shell.tabsHidden ? (
              <Redirect to={`${base}${shell.landing}`} replace />
            ) : (
              <TabPlaceholder tabs={shell.tabs} tab={params.tab} />
            )
          }
        </Route>
        <Route>
          <Redirect to={`${base}${shell.landing}`} replace />
        </Route>
      </Switch>
    </div>
  );
}

// The flow: the booking machine holds the transfers, its child tabs machine decides which tab opens (GTF-018..025); the
// route names the tab, and a refused tab redirects as the domain rule says. Screens render the snapshots.
import {
  GROUND_TRANSFER_DEFAULT_TAB,
  TRAVELER_ANALYTICS_EVENTS,
  type GroundTransferTab,
  groundTransferPageRedirect,
  groundTransferTabPath,
  hasGroundTransferPrerequisites,
  isGroundTransferReadOnly,
} from '@caravan/domain';
import {
  groundTransferBookingMachine,
  selectActiveTab,
  selectFlow,
  selectFlowStatus,
  selectTabRedirect,
  selectTabs,
  selectTabsActor,
  selectTravelDetailComplete,
} from '@caravan/machines';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../api/queries.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { IdempotencyKeys } from '../idempotency.js';
import { tripPath } from '../routes.js';
import { ContactTab } from './ContactTab.js';
import { PaymentTab } from './PaymentTab.js';
import { SuccessTab } from './SuccessTab.js';
import { TransferSidebar } from './TransferSidebar.js';
import { TravelDetailTab } from './TravelDetailTab.js';
import { createTransferStepTracker } from './transfer-analytics.js';
import { type TransferContext, hostTransfersPage, transferApi } from './transfer-api.js';
import { clearTransferForm, saveTransferForm, savedTransferForm } from './transfer-autosave.js';
import { type Drafts, draftsFrom } from './transfer-drafts.js';
import { createBodyOf, focBodyOf, repriceWithTransfers } from './transfer-save.js';
import { VehicleTab } from './VehicleTab.js';

export interface FlowProps {
  context: TransferContext;
  tab: GroundTransferTab | undefined;
  /** The route's tab segment as written (to tell the root from an unknown tab). */
  rawTab: string | undefined;
  /** A tab's path: /transfer/{tripId}/… for the flow, the traveler app's own for the Transfer product page (GTF-006). */
  tabPath?: (tripId: string, tab?: GroundTransferTab) => string;
}

export function TransferFlow({ context, tab, rawTab, tabPath = groundTransferTabPath }: FlowProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const tripId = context.trip.id;
  const user = { isHostType: context.isHostType, hasTravelerRole: context.hasTravelerRole };
  const cardToken = useRef<string>('tok_visa');
  const keys = useMemo(() => new IdempotencyKeys(), []);
  const analytics = useAnalytics();

  /** The traveler books and pays on their booking; the trip's host books free for the next FOC traveler (GTF-014). */
  const book = async (flow: Parameters<typeof createBodyOf>[1]) => {
    if (!context.booking) {
      const body = focBodyOf(context.foc?.next?.id ?? '', flow);
      return keys.run('foc-ground-transfers', body, (key) => transferApi.createForFoc(tripId, body, key));
    }
    const body = createBodyOf(context.booking.id, flow, cardToken.current);
    return keys.run('ground-transfers', body, (key) => transferApi.create(body, key));
  };
  const flowRef = useActorRef(
    groundTransferBookingMachine.provide({
      actors: {
        // OAP-008: one request books and pays; a retry after an uncertain failure carries the same key.
        saveTransfers: fromPromise(async ({ input }) => {
          const booked = await book(input.flow);
          clearTransferForm(tripId);
          void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
          analytics.track(TRAVELER_ANALYTICS_EVENTS.groundTransferBooked, { tripId });
          return { bookedTransfers: booked.transfers.map((t) => ({ _id: t.id })) };
        }),
        // GTF-095: the machine auto-saves the form every 10 seconds while it is filled in; a reload resumes it.
        autoSaveFlow: fromPromise(async ({ input }) => saveTransferForm(tripId, input.flow)),
        // GTF-042, OAP-011: the booking's insurance priced with the chosen transfers (stale after a quote changed).
        // A host books on no booking, so there is no insurance to reprice (their transfers are free, GTF-014).
        repriceInsurance: fromPromise(async ({ input }) =>
          context.booking
            ? repriceWithTransfers(tripId, context.booking.id, input.flow)
            : { adjustment: 0, repricedAddOn: null },
        ),
      },
    }),
    { input: { user, profile: context.profile } },
  );
  // The tabs machine is the flow's child: the flow tells it of each change in the same step (GTF-018..025).
  const tabsRef = useSelector(flowRef, selectTabsActor);
  // TAP-029: each step the tabs machine opens has its own event.
  const [steps] = useState(() => createTransferStepTracker(analytics));
  useEffect(() => {
    steps.observe(tabsRef.getSnapshot());
    const sub = tabsRef.subscribe((s) => steps.observe(s));
    return () => sub.unsubscribe();
  }, [steps, tabsRef]);

  const flow = useSelector(flowRef, selectFlow);
  const status = useSelector(flowRef, selectFlowStatus);
  const active = useSelector(tabsRef, selectActiveTab);
  const tabs = useSelector(tabsRef, selectTabs);
  // GTF-095: the travel details typed before a reload come back from the last auto-save; sending them goes on as usual.
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const from = savedTransferForm(tripId) ?? flow;
    return draftsFrom({ arrival: from.arrival.detail, departure: from.departure.detail });
  });

  const go = (t: GroundTransferTab) => navigate(tabPath(tripId, t));
  const tripPage = context.isHostType ? hostTransfersPage(tripId) : tripPath(tripId, 'trip-overview');

  // GTF-007, GTF-023, GTF-026: on mount, the root opens travel detail; /success (nothing booked yet) goes to the trip.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    const redirect = groundTransferPageRedirect({
      tripLoadFailed: false,
      tab: rawTab === undefined ? undefined : (tab ?? 'travel_detail'),
      prerequisitesPresent: hasGroundTransferPrerequisites({
        itinerary: context.trip,
        trip: context.trip,
        // The host books on no booking: the trip's FOC travelers stand in for it.
        booking: context.booking ?? context.foc,
        traveler: context.travelerType,
      }),
    });
    if (redirect?.to === 'tab') navigate(tabPath(tripId, redirect.tab), { replace: true });
    else if (redirect) navigate(tripPage, { replace: true });
  }, [context, navigate, rawTab, tab, tripId, tripPage, tabPath]);

  // GTF-018..025: the route's tab opens when the tabs machine allows it; otherwise the invalid-tab redirect.
  useEffect(() => {
    if (!mounted.current) return;
    // GTF-007 after mount too: a redirect to the flow root (GTF-024) lands on the root, which opens travel detail.
    if (rawTab === undefined) {
      navigate(tabPath(tripId, GROUND_TRANSFER_DEFAULT_TAB), { replace: true });
      return;
    }
    if (tab === undefined) return;
    const snapshot = tabsRef.getSnapshot();
    if (selectActiveTab(snapshot) === tab) return;
    const redirect = selectTabRedirect(snapshot, tab);
    // The flow hands the tab to its tabs machine, and reprices stale insurance as the payment tab opens (GTF-042).
    if (redirect === null) flowRef.send({ type: 'tab.go', tab });
    else if (redirect.to === 'current-tab') navigate(tabPath(tripId, redirect.tab), { replace: true });
    else if (redirect.to === 'flow-root') navigate(tabPath(tripId), { replace: true });
    else navigate(tripPage, { replace: true });
  }, [tab, rawTab, tabsRef, flowRef, navigate, tripId, tripPage, tabPath]);

  // GTF-039: a completed booking opens the success tab.
  useEffect(() => {
    if (status === 'complete') navigate(tabPath(tripId, 'success'));
  }, [status, navigate, tripId, tabPath]);

  return (
    <div className="tf-Layout">
      <div>
        <nav aria-label="Transfer steps">
          <ol className="tf-Tabs">
            {tabs.map((t) =>
              t.enabled ? (
                <li key={t.tab}>
                  <Link
                    href={tabPath(tripId, t.tab)}
                    className="tf-Tab"
                    aria-current={t.tab === active ? 'page' : undefined}
                  >
                    {t.label}
                  </Link>
                </li>
              ) : (
                <li key={t.tab}>
                  <span className="tf-Tab" aria-disabled="true">
                    {t.label}
                  </span>
                </li>
              ),
            )}
          </ol>
        </nav>
        {active === 'travel_detail' ? (
          <TravelDetailTab
            context={context}
            flowRef={flowRef}
            drafts={drafts}
            onDrafts={setDrafts}
            onDone={() => go('vehicle')}
            canContinue={() => selectTabRedirect(tabsRef.getSnapshot(), 'vehicle') === null}
            readOnly={isGroundTransferReadOnly(context)}
            isComplete={() => selectTravelDetailComplete(tabsRef.getSnapshot())}
          />
        ) : active === 'vehicle' ? (
          <VehicleTab context={context} flowRef={flowRef} onDone={() => go('contact')} />
        ) : active === 'contact' ? (
          <ContactTab flowRef={flowRef} onDone={() => go('payment')} />
        ) : active === 'payment' ? (
          <PaymentTab context={context} flowRef={flowRef} cardToken={cardToken} />
        ) : (
          <SuccessTab tripPage={tripPage} flowRef={flowRef} />
        )}
      </div>
      <TransferSidebar flow={flow} />
    </div>
  );
}

// The transfer flow's step events (TAP-029) as the tabs machine moves through the flow, recorded by the sandbox
// analytics adapter; and the adapters themselves (memory for the sandbox, the dataLayer queue otherwise).
import { GROUND_TRANSFER_STEP_EVENTS, type GroundTransferTabContext, TRAVELER_ANALYTICS_EVENTS } from '@caravan/domain';
import { groundTransferTabsMachine } from '@caravan/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { analyticsFromEnvironment, dataLayerAnalytics, memoryAnalytics } from '../../shell/analytics.js';
import { createTransferStepTracker } from './transfer-analytics.js';

const tabContext = (
  done: Partial<Record<'travelDetail' | 'vehicle' | 'contact', true>>,
  status: GroundTransferTabContext['status'] = 'in-progress',
): GroundTransferTabContext => ({
  tabs: {
    travelDetail: done.travelDetail ? 'complete' : 'incomplete',
    vehicle: done.vehicle ? 'complete' : 'incomplete',
    contact: done.contact ? 'complete' : 'incomplete',
  },
  hasTravelerRole: true,
  status,
});

describe('transfer step analytics', () => {
  it('[TAP-029] each ground-transfer step fires its own event, in the order the tabs machine opens them', () => {
    const analytics = memoryAnalytics();
    const tabs = createActor(groundTransferTabsMachine, {
      input: { user: { isHostType: false, hasTravelerRole: true } },
    }).start();
    const steps = createTransferStepTracker(analytics);
    steps.observe(tabs.getSnapshot());
    tabs.subscribe((s) => steps.observe(s));

    // A step the machine refuses (vehicle before travel detail is complete) opens nothing, so nothing fires.
    tabs.send({ type: 'tab.go', tab: 'vehicle' });
    tabs.send({ type: 'flow.changed', tabContext: tabContext({ travelDetail: true }) });
    tabs.send({ type: 'tab.go', tab: 'vehicle' });
    tabs.send({ type: 'flow.changed', tabContext: tabContext({ travelDetail: true, vehicle: true }) });
    tabs.send({ type: 'tab.go', tab: 'contact' });
    tabs.send({ type: 'flow.changed', tabContext: tabContext({ travelDetail: true, vehicle: true, contact: true }) });
    tabs.send({ type: 'tab.go', tab: 'payment' });
    // Booked: the flow completes and the success step opens.
    tabs.send({
      type: 'flow.changed',
      tabContext: tabContext({ travelDetail: true, vehicle: true, contact: true }, 'complete'),
    });
    tabs.send({ type: 'tab.go', tab: 'success' });
    // Observing the same step again (a re-render, React's double effect) does not repeat it.
    steps.observe(tabs.getSnapshot());

    expect(analytics.events.map((e) => e.event)).toEqual([
      'ground_transfer_travel_detail_viewed',
      'ground_transfer_vehicle_viewed',
      'ground_transfer_contact_viewed',
      'ground_transfer_payment_viewed',
      'ground_transfer_success_viewed',
    ]);
    // Back to an earlier step is a new step view.
    tabs.send({ type: 'tab.go', tab: 'travel_detail' });
    expect(analytics.events.at(-1)?.event).toBe(GROUND_TRANSFER_STEP_EVENTS.travel_detail);
  });

  it('[TAP-029] the step and action event names are distinct, and the dataLayer adapter queues them with their properties', () => {
    const names = [...Object.values(GROUND_TRANSFER_STEP_EVENTS), ...Object.values(TRAVELER_ANALYTICS_EVENTS)];
    expect(new Set(names).size).toBe(names.length);

    const target: { dataLayer?: unknown[] } = {};
    const port = dataLayerAnalytics(target);
    port.track(TRAVELER_ANALYTICS_EVENTS.paymentMethodUpdated, { tripId: 'trip-1' });
    port.page('/app/traveler');
    expect(target.dataLayer).toEqual([
      { event: 'payment_method_updated', tripId: 'trip-1' },
      { event: 'page_view', page_path: '/app/traveler' },
    ]);
    // The sandbox adapter is chosen by configuration and keeps events in memory.
    const sandbox = analyticsFromEnvironment({ VITE_ANALYTICS_ADAPTER: 'sandbox' }) as ReturnType<
      typeof memoryAnalytics
    >;
    sandbox.track(TRAVELER_ANALYTICS_EVENTS.bookingCancelled, { bookingId: 'bk-1' });
    expect(sandbox.events).toEqual([{ event: 'booking_cancelled', properties: { bookingId: 'bk-1' } }]);
  });
});

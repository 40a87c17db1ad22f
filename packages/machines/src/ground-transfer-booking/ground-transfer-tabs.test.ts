import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  GROUND_TRANSFER_FLOW_STATUSES,
  GROUND_TRANSFER_TAB_STATUSES,
  GROUND_TRANSFER_TABS,
  type GroundTransferTabContext,
  isGroundTransferTabEnabled,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { groundTransferBookingMachine } from './ground-transfer-booking.machine.js';
import { sampleArrivalDetail, sampleContact, sampleTransferQuote } from './ground-transfer-booking.model.js';
import { selectTabContext } from './ground-transfer-booking.selectors.js';
import { groundTransferTabsMachine as machine } from './ground-transfer-tabs.machine.js';
import { groundTransferTabsModel } from './ground-transfer-tabs.model.js';
import { selectActiveTab, selectTabRedirect, selectTabs } from './ground-transfer-tabs.selectors.js';

const traveler = { isHostType: false, hasTravelerRole: true };
const ctx = (over: Partial<GroundTransferTabContext['tabs']> = {}, rest: Partial<GroundTransferTabContext> = {}) =>
  ({
    tabs: { travelDetail: 'incomplete', vehicle: 'incomplete', contact: 'incomplete', ...over },
    hasTravelerRole: true,
    status: 'in-progress',
    ...rest,
  }) as GroundTransferTabContext;
const start = (tabContext: GroundTransferTabContext, user = traveler) =>
  initialTransition(machine, { user, tabContext })[0];
const go = (s: ReturnType<typeof start>, tab: (typeof GROUND_TRANSFER_TABS)[number]) =>
  transition(machine, s, { type: 'tab.go', tab })[0];

describe('ground-transfer tabs machine', () => {
  it('[GTF-018] the travel_detail tab is always enabled', () => {
    const s = go(go(start(ctx({ travelDetail: 'complete' })), 'vehicle'), 'travel_detail');
    expect(selectActiveTab(s)).toBe('travel_detail');
    expect(
      start(ctx({}, { hasTravelerRole: false, status: 'error' })).can({ type: 'tab.go', tab: 'travel_detail' }),
    ).toBe(true);
  });

  it('[GTF-019] the vehicle tab opens only when travel detail is complete and the user has the traveler role', () => {
    expect(start(ctx()).can({ type: 'tab.go', tab: 'vehicle' })).toBe(false);
    expect(selectActiveTab(go(start(ctx({ travelDetail: 'complete' })), 'vehicle'))).toBe('vehicle');
    const host = start(ctx({ travelDetail: 'complete' }, { hasTravelerRole: false }), {
      isHostType: true,
      hasTravelerRole: false,
    });
    expect(selectActiveTab(go(host, 'vehicle'))).toBe('travel_detail');
    expect(explainEvent(host, { type: 'tab.go', tab: 'vehicle' })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['isTabEnabled'],
    });
  });

  it('[GTF-020] the contact tab opens only when the vehicle tab is complete', () => {
    expect(start(ctx({ travelDetail: 'complete' })).can({ type: 'tab.go', tab: 'contact' })).toBe(false);
    expect(selectActiveTab(go(start(ctx({ travelDetail: 'complete', vehicle: 'complete' })), 'contact'))).toBe(
      'contact',
    );
  });

  it('[GTF-021] the payment tab opens only when contact is complete and the user is a traveler', () => {
    const all = { travelDetail: 'complete', vehicle: 'complete', contact: 'complete' } as const;
    expect(start(ctx({ ...all, contact: 'incomplete' })).can({ type: 'tab.go', tab: 'payment' })).toBe(false);
    expect(start(ctx(all, { hasTravelerRole: false })).can({ type: 'tab.go', tab: 'payment' })).toBe(false);
    expect(selectActiveTab(go(start(ctx(all)), 'payment'))).toBe('payment');
  });

  it('[GTF-022] the success tab opens only when the flow succeeded (status complete)', () => {
    const all = { travelDetail: 'complete', vehicle: 'complete', contact: 'complete' } as const;
    for (const status of GROUND_TRANSFER_FLOW_STATUSES)
      expect(start(ctx(all, { status })).can({ type: 'tab.go', tab: 'success' })).toBe(status === 'complete');
    const s = transition(machine, start(ctx(all)), {
      type: 'flow.changed',
      tabContext: ctx(all, { status: 'complete' }),
    })[0];
    expect(selectActiveTab(go(s, 'success'))).toBe('success');
  });

  it('the tab guard agrees with the domain enablement rule for any tab statuses, role and flow status', () => {
    const status = fc.constantFrom(...GROUND_TRANSFER_TAB_STATUSES);
    fc.assert(
      fc.property(
        fc.record({ travelDetail: status, vehicle: status, contact: status }),
        fc.boolean(),
        fc.constantFrom(...GROUND_TRANSFER_FLOW_STATUSES),
        fc.constantFrom(...GROUND_TRANSFER_TABS),
        (tabs, hasTravelerRole, flowStatus, tab) => {
          const tabContext = { tabs, hasTravelerRole, status: flowStatus };
          const s = start(tabContext, { isHostType: !hasTravelerRole, hasTravelerRole });
          expect(s.can({ type: 'tab.go', tab })).toBe(isGroundTransferTabEnabled(tab, tabContext));
          expect(selectTabs(s).find((t) => t.tab === tab)?.enabled).toBe(isGroundTransferTabEnabled(tab, tabContext));
        },
      ),
    );
  });

  it('[GTF-024] a host-type user without the traveler role goes to the flow root, or stays on the current tab once travel detail is complete', () => {
    const host = { isHostType: true, hasTravelerRole: false };
    expect(selectTabRedirect(start(ctx({}, { hasTravelerRole: false }), host), 'vehicle')).toEqual({ to: 'flow-root' });
    const done = start(ctx({ travelDetail: 'complete' }, { hasTravelerRole: false }), host);
    expect(selectTabRedirect(done, 'payment')).toEqual({ to: 'current-tab', tab: 'travel_detail' });
    expect(selectTabRedirect(done, 'travel_detail')).toBeNull();
  });

  it('[GTF-025] any other user asking for a disabled tab goes to the trip root', () => {
    expect(selectTabRedirect(start(ctx()), 'contact')).toEqual({ to: 'trip-root' });
  });

  it("[GTF-003] the payment tab reads 'Booking' for hosts", () => {
    const host = start(ctx(), { isHostType: true, hasTravelerRole: true });
    expect(selectTabs(host).find((t) => t.tab === 'payment')?.label).toBe('Booking');
    expect(selectTabs(start(ctx())).find((t) => t.tab === 'payment')?.label).toBe('Payment');
  });

  it('follows the booking flow: the flow snapshot tells the tabs what is enabled', () => {
    const f = (s: ReturnType<typeof initialTransition<typeof groundTransferBookingMachine>>[0], e: object) =>
      transition(groundTransferBookingMachine, s, e as never)[0];
    let flow = initialTransition(groundTransferBookingMachine, { user: traveler })[0];
    let tabs = start(selectTabContext(flow));
    for (const e of [
      { type: 'detail.set', stage: 'arrival', detail: sampleArrivalDetail, estimatedDuration: 1_800 },
      {
        type: 'quotes.sync',
        stage: 'arrival',
        quotes: [sampleTransferQuote],
        quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
      },
      { type: 'quote.select', stage: 'arrival', quote: sampleTransferQuote },
      { type: 'contact.set', contact: sampleContact },
    ]) {
      flow = f(flow, e);
      tabs = transition(machine, tabs, { type: 'flow.changed', tabContext: selectTabContext(flow) })[0];
    }
    for (const tab of ['vehicle', 'contact', 'payment'] as const) {
      tabs = go(tabs, tab);
      expect(selectActiveTab(tabs)).toBe(tab);
    }
    expect(tabs.can({ type: 'tab.go', tab: 'success' })).toBe(false);
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(groundTransferTabsModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});

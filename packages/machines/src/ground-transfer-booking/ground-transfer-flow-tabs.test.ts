// The flow and its tabs wired by invoke and sendTo (issue 28 point 3): the tabs machine is the flow's child, told of
// every change in the same step, and opening the payment tab is where the flow decides to reprice stale insurance.
import type { GroundTransferFlowState } from '@caravan/domain';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { groundTransferBookingMachine as machine } from './ground-transfer-booking.machine.js';
import { sampleArrivalDetail, sampleContact, sampleTransferQuote } from './ground-transfer-booking.model.js';
import { selectFlowStatus, selectInsuranceStatus, selectTabsActor } from './ground-transfer-booking.selectors.js';
import type {
  GroundTransferBookingEvent,
  GroundTransferBookingInput,
  RepriceInsuranceOutput,
} from './ground-transfer-booking.types.js';
import { selectActiveTab, selectTabRedirect } from './ground-transfer-tabs.selectors.js';

const traveler: GroundTransferBookingInput = { user: { isHostType: false, hasTravelerRole: true } };
const host: GroundTransferBookingInput = { user: { isHostType: true, hasTravelerRole: true } };
const entered: GroundTransferBookingEvent[] = [
  { type: 'detail.set', stage: 'arrival', detail: sampleArrivalDetail, estimatedDuration: 1_800 },
  {
    type: 'quotes.sync',
    stage: 'arrival',
    quotes: [sampleTransferQuote],
    quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
  },
  { type: 'quote.select', stage: 'arrival', quote: sampleTransferQuote },
  { type: 'contact.set', contact: sampleContact },
];
/** A reprice that never answers: the flow stays repricing while the tabs are checked. */
type RepriceInput = { flow: GroundTransferFlowState };
const toPayment: GroundTransferBookingEvent = { type: 'tab.go', tab: 'payment' };
const steps = (input: GroundTransferBookingInput, events: GroundTransferBookingEvent[]) =>
  events.reduce((s, e) => transition(machine, s, e)[0], initialTransition(machine, input)[0]);

describe('ground-transfer flow and tabs', () => {
  it('[GTF-019] [GTF-021] the tabs machine, the flow’s child, follows each change in the same step', () => {
    const flow = createActor(
      machine.provide({
        actors: {
          repriceInsurance: fromPromise<RepriceInsuranceOutput, RepriceInput>(() => new Promise(() => undefined)),
        },
      }),
      { input: traveler },
    ).start();
    const tabs = selectTabsActor(flow.getSnapshot());
    expect(selectTabRedirect(tabs.getSnapshot(), 'vehicle')).not.toBeNull();
    for (const event of entered) flow.send(event);
    expect(selectTabRedirect(tabs.getSnapshot(), 'payment')).toBeNull();
    flow.send(toPayment);
    expect(selectActiveTab(tabs.getSnapshot())).toBe('payment');
    flow.stop();
  });

  it('[GTF-042] [GTF-068] opening the payment tab on insurance a new vehicle left stale reprices it', () => {
    const before = steps(traveler, entered);
    expect(selectInsuranceStatus(before)).toBe('stale');
    const opened = transition(machine, before, toPayment)[0];
    expect(selectFlowStatus(opened)).toBe('repricing-insurance');
    // Another tab, or a payment tab that does not open yet, reprices nothing.
    expect(selectFlowStatus(transition(machine, before, { type: 'tab.go', tab: 'vehicle' })[0])).toBe('in-progress');
    expect(selectFlowStatus(transition(machine, steps(traveler, entered.slice(0, 3)), toPayment)[0])).toBe(
      'in-progress',
    );
  });

  it('[GTF-014] [GTF-042] a host books on no booking: opening the payment tab reprices no insurance', () => {
    const opened = transition(machine, steps(host, entered), toPayment)[0];
    expect(selectFlowStatus(opened)).toBe('in-progress');
  });

  it('[GTF-043] insurance already repriced is not repriced again when the payment tab opens', () => {
    const repriced = steps(traveler, [
      ...entered,
      toPayment,
      { type: 'xstate.done.actor.repriceInsurance', output: { adjustment: 1_200, repricedAddOn: null } } as never,
    ]);
    expect(selectInsuranceStatus(repriced)).toBe('repriced');
    expect(selectFlowStatus(transition(machine, repriced, toPayment)[0])).toBe('in-progress');
  });
});

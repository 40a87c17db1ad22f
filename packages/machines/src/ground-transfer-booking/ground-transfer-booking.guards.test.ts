// The transfer flow's guards on their own: the travel-detail tab's status from the legs in use (GTF-018), and a quote
// chosen only for a leg whose details are full, whatever quotes it still holds (GTF-090).
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { groundTransferBookingGuards, travelDetailTabStatus } from './ground-transfer-booking.guards.js';
import { groundTransferBookingMachine as machine } from './ground-transfer-booking.machine.js';
import { sampleArrivalDetail, sampleTransferQuote } from './ground-transfer-booking.model.js';
import type { GroundTransferBookingEvent } from './ground-transfer-booking.types.js';

const start = initialTransition(machine, { user: { isHostType: false, hasTravelerRole: true } })[0];
const withQuotes = (
  [
    { type: 'detail.set', stage: 'arrival', detail: sampleArrivalDetail, estimatedDuration: 1_800 },
    {
      type: 'quotes.sync',
      stage: 'arrival',
      quotes: [sampleTransferQuote],
      quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
    },
  ] as GroundTransferBookingEvent[]
).reduce((s, e) => transition(machine, s, e)[0], start).context;

describe('ground-transfer booking guards', () => {
  it('[GTF-018] the travel-detail tab is complete only when a leg is in use and every leg in use has full details', () => {
    expect(travelDetailTabStatus(start.context.flow)).toBe('incomplete');
    expect(travelDetailTabStatus(withQuotes.flow)).toBe('complete');
    const halfDeparture = {
      ...withQuotes.flow,
      departure: {
        ...withQuotes.flow.departure,
        detail: { ...withQuotes.flow.departure.detail, flightNumber: 'TP124' },
      },
    };
    expect(travelDetailTabStatus(halfDeparture)).toBe('incomplete');
  });

  it('[GTF-090] a quote offered to a leg whose details are no longer full cannot be chosen', () => {
    const select = { type: 'quote.select', stage: 'arrival', quote: sampleTransferQuote } as GroundTransferBookingEvent;
    expect(groundTransferBookingGuards.canChooseQuote({ context: withQuotes, event: select })).toBe(true);
    const arrival = withQuotes.flow.arrival;
    const incomplete = {
      ...withQuotes,
      flow: { ...withQuotes.flow, arrival: { ...arrival, detail: { ...arrival.detail, passengers: null } } },
    } as typeof withQuotes;
    expect(groundTransferBookingGuards.canChooseQuote({ context: incomplete, event: select })).toBe(false);
  });

  it('[GTF-090] a leg whose quotes are not populated (stale or loading) offers none of them, even the ones it still holds', () => {
    const select = { type: 'quote.select', stage: 'arrival', quote: sampleTransferQuote } as GroundTransferBookingEvent;
    const arrival = withQuotes.flow.arrival;
    const stale = {
      ...withQuotes,
      flow: {
        ...withQuotes.flow,
        arrival: { ...arrival, quotesMetadata: { ...arrival.quotesMetadata, status: 'stale' } },
      },
    } as typeof withQuotes;
    expect(stale.flow.arrival.quotes).toEqual([sampleTransferQuote]);
    expect(groundTransferBookingGuards.canChooseQuote({ context: stale, event: select })).toBe(false);
  });

  it('[GTF-089] quotes are kept only for a leg with full travel details', () => {
    const sync = {
      type: 'quotes.sync',
      stage: 'arrival',
      quotes: [sampleTransferQuote],
      quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
    } as GroundTransferBookingEvent;
    expect(groundTransferBookingGuards.canSyncQuotes({ context: start.context, event: sync })).toBe(false);
    expect(groundTransferBookingGuards.canSyncQuotes({ context: withQuotes, event: sync })).toBe(true);
  });

  it('[GTF-038] [GTF-045] a complete contact tab saves once: with transfers booked, it is updated instead', () => {
    const contactDone = {
      ...withQuotes,
      flow: {
        ...withQuotes.flow,
        metadata: {
          ...withQuotes.flow.metadata,
          tabs: {
            ...withQuotes.flow.metadata.tabs,
            contact: { ...withQuotes.flow.metadata.tabs.contact, status: 'complete' },
          },
        },
      },
    } as typeof withQuotes;
    const booked = {
      ...contactDone,
      flow: { ...contactDone.flow, success: { ...contactDone.flow.success, bookedGroundTransferIds: ['gt-1'] } },
    };
    const args = (context: typeof withQuotes) => ({
      context,
      event: { type: 'flow.save' } as GroundTransferBookingEvent,
    });
    expect(groundTransferBookingGuards.canSave(args(withQuotes))).toBe(false);
    expect(groundTransferBookingGuards.canSave(args(contactDone))).toBe(true);
    expect(groundTransferBookingGuards.canSave(args(booked))).toBe(false);
    expect(groundTransferBookingGuards.hasBookedTransfers(args(booked))).toBe(true);
    expect(groundTransferBookingGuards.hasBookedTransfers(args(contactDone))).toBe(false);
  });

  it('[GTF-042] [GTF-048] [GTF-049] insurance reprices only when stale; a payment status routes by its own value', () => {
    const tabs = withQuotes.flow.metadata.tabs;
    const payable = {
      ...withQuotes,
      flow: {
        ...withQuotes.flow,
        metadata: { ...withQuotes.flow.metadata, tabs: { ...tabs, contact: { ...tabs.contact, status: 'complete' } } },
      },
    } as typeof withQuotes;
    const insurance = (status: string) =>
      ({
        ...payable,
        flow: {
          ...payable.flow,
          payment: { ...payable.flow.payment, insurance: { ...payable.flow.payment.insurance, status } },
        },
      }) as typeof withQuotes;
    const reprice = { type: 'insurance.reprice' } as GroundTransferBookingEvent;
    expect(payable.flow.payment.insurance.status).not.toBe('stale');
    expect(groundTransferBookingGuards.isInsuranceStale({ context: payable, event: reprice })).toBe(false);
    expect(groundTransferBookingGuards.isInsuranceStale({ context: insurance('stale'), event: reprice })).toBe(true);

    const status = (value: string) => ({ type: 'payment.status', status: value }) as GroundTransferBookingEvent;
    const { isPaymentError, isPaymentInProgress } = groundTransferBookingGuards;
    expect(isPaymentError({ context: payable, event: status('payment_error') })).toBe(true);
    expect(isPaymentError({ context: payable, event: status('in-progress') })).toBe(false);
    expect(isPaymentError({ context: payable, event: status('payment_successful') })).toBe(false);
    expect(isPaymentInProgress({ context: payable, event: status('in-progress') })).toBe(true);
    expect(isPaymentInProgress({ context: payable, event: status('payment_error') })).toBe(false);
    // Reports count only while the payment tab is enabled (GTF-021).
    expect(isPaymentError({ context: withQuotes, event: status('payment_error') })).toBe(false);
    expect(isPaymentInProgress({ context: withQuotes, event: status('in-progress') })).toBe(false);
  });
});

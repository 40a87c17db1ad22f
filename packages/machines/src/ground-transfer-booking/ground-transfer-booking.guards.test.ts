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
});

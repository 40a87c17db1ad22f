// The create request built from the flow: only legs with full details and a chosen quote are booked.
import { initialGroundTransferFlowState } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { bookedStages, createBodyOf, focBodyOf } from './transfer-save.js';

const place = (id: string) => ({ id, label: id, type: 'airport', value: id });

/** A flow with the arrival leg complete and its vehicle chosen. */
function arrivalChosen() {
  const flow = initialGroundTransferFlowState();
  flow.arrival = {
    ...flow.arrival,
    detail: {
      pickup: place('a'),
      dropOff: place('b'),
      pickupDate: '2027-05-10',
      pickupTime: '14:30',
      pickupDateTime: '2027-05-10T14:30:00',
      passengers: 2,
      flightNumber: 'LA1',
      luggage: { hand: 1, checked: 2 },
    },
    estimatedDuration: 900,
    selectedQuote: { externalId: 'SDN-1', price: 3500, currency: 'USD', vehicleCategory: 'Standard sedan' },
  };
  return flow;
}

describe('createBodyOf', () => {
  it('[OAP-008] sends the legs with a chosen quote, the contact and the card', () => {
    const flow = arrivalChosen();
    expect(bookedStages(flow)).toEqual(['arrival']);
    const body = createBodyOf('b-1', flow, 'tok_visa');
    expect(body.legs).toEqual([
      {
        stage: 'arrival',
        originPlaceId: 'a',
        destinationPlaceId: 'b',
        pickupDateTime: '2027-05-10T14:30:00',
        passengers: 2,
        carryOnLuggage: 1,
        checkedLuggage: 2,
        flightNumber: 'LA1',
        quoteExternalId: 'SDN-1',
      },
    ]);
    expect(body.cardToken).toBe('tok_visa');
  });
});

describe('focBodyOf', () => {
  it("[GTF-014] sends the host's free booking for a FOC traveler: the same legs and contact, and no card", () => {
    const flow = arrivalChosen();
    const body = focBodyOf('companion-sam', flow);
    expect(body.focTravelerId).toBe('companion-sam');
    expect(body.legs).toEqual(createBodyOf('b-1', flow, 'tok_visa').legs);
    expect(body.contact).toEqual(flow.contact);
    expect('cardToken' in body).toBe(false);
  });
});

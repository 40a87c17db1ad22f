// The travel-detail drafts: what was typed converts to the flow's leg detail and back without loss.
import { describe, expect, it } from 'vitest';
import { detailFromDraft, draftsFrom, emptyLegDraft, isDraftInUse } from './transfer-drafts.js';

const places = [
  { id: 'sbx-cuz', label: 'CUZ airport', type: 'airport', value: 'Cusco' },
  { id: 'sbx-hotel', label: 'Hotel', type: 'lodging', value: 'Cusco centre' },
];

describe('transfer drafts', () => {
  it('[GTF-089] converts a filled draft to a leg detail with its pickup date-time', () => {
    const detail = detailFromDraft(
      {
        ...emptyLegDraft(),
        pickupId: 'sbx-cuz',
        dropOffId: 'sbx-hotel',
        pickupDate: '2027-05-10',
        pickupTime: '14:30',
        passengers: '2',
        hand: '1',
        checked: '2',
        flightNumber: ' LA2021 ',
      },
      places,
    );
    expect(detail).toMatchObject({
      pickup: places[0],
      dropOff: places[1],
      pickupDateTime: '2027-05-10T14:30:00',
      passengers: 2,
      flightNumber: 'LA2021',
      luggage: { hand: 1, checked: 2 },
    });
  });

  it('keeps what was typed: a non-number stays visible in the draft and converts to null', () => {
    const detail = detailFromDraft({ ...emptyLegDraft(), passengers: 'two' }, places);
    expect(detail.passengers).toBeNull();
    const back = draftsFrom({ arrival: detail, departure: detail });
    expect(back.arrival.passengers).toBe('');
    expect(isDraftInUse(emptyLegDraft())).toBe(false);
    expect(isDraftInUse({ ...emptyLegDraft(), flightNumber: 'X' })).toBe(true);
  });
});

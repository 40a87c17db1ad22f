// The request's pre/post-trip section as rendered: stays and transfers shown only when the domain's rules offer them
// for the chosen departure and rooms (CAT-055, CAT-057), each stay with its dates (CAT-056).
import type { TripRequestFormDraft } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ItineraryDescription } from '../catalogue/catalogue.api.js';
import { PrePostSection } from './PrePostSection.js';
import type { Availability } from './trip-request.api.js';

const transfer = (price: number) => ({ id: 't', name: 'Pickup', type: 'AIRPORT_TRANSFER', price, timing: null });
const itinerary = (price: number) =>
  ({
    lengthInDays: 8,
    days: [{ dayIndex: 0, services: [transfer(price)] }],
  }) as unknown as ItineraryDescription['itinerary'];
const room = { price: 18000, quantityAvailable: 4, maxNights: 3 };
const departure = {
  id: 'd1',
  startDate: '2027-09-06',
  preTransferPrice: 3500,
  postTransferPrice: null,
  preAccommodation: { single: room },
  postAccommodation: null,
};
const availability = {
  standard: { isInventoryEnabled: true, itineraryInventoryItems: [departure] },
} as unknown as Availability;
const values = (roomType: string, chosen: string | null = 'd1') =>
  ({
    selectedPackage: 'standard',
    itineraryInventoryItemId: chosen,
    startDate: chosen ? '2027-09-06' : null,
    hostRooms: [{ roomType }],
    prePostAccommodationsSelection: { beforeTrip: false, afterTrip: false },
    prePostTransfersSelection: { beforeTrip: false, afterTrip: false },
  }) as unknown as TripRequestFormDraft;
const render = (v: TripRequestFormDraft, transferPrice = 3500) =>
  renderToStaticMarkup(
    <PrePostSection
      values={v}
      errors={{}}
      onChange={() => undefined}
      availability={availability}
      itinerary={itinerary(transferPrice)}
    />,
  );

describe('pre/post-trip stays and transfers', () => {
  it('[CAT-055] [CAT-056] [CAT-057] offers the priced stay with its dates and the priced side of the transfer only', () => {
    const html = render(values('one-bed'));
    expect(html).toContain('Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)');
    expect(html).not.toContain('Post-trip stay');
    expect(html).toContain('Pre-trip transfer');
    expect(html).not.toContain('Post-trip transfer');
  });

  it('[CAT-055] [CAT-057] no stay for a room type the departure does not price, no transfer when the service has no price', () => {
    const html = render(values('two-beds'), 0);
    expect(html).toContain('No pre-trip or post-trip stays or transfers are offered');
    expect(render(values('one-bed', null))).toContain('Choose a departure');
  });
});

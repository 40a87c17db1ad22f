// The Itinerary tab's overview as rendered: the final itinerary day by day, 'Add Gathering' on each day while
// gatherings can be added, and the help card's trip support only inside its window.
import { isTripSupportOffered, TRIP_SUPPORT_WINDOW_DAYS } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HostItinerary } from './itinerary-api.js';
import { ItineraryOverview } from './HostItineraryTab.js';

const itinerary: HostItinerary = {
  tripId: '00000000-0000-4000-8000-000000000003',
  tripName: 'Fjords with Hana',
  destination: 'Bergen',
  country: 'Norway',
  startDate: '2027-06-01',
  endDate: '2027-06-02',
  pdfFileName: 'fjords.pdf',
  days: [
    {
      day: 1,
      date: '2027-06-01',
      title: 'Day 1 · Arrival in Bergen',
      items: [
        {
          id: '00000000-0000-4000-8000-000000000010',
          name: 'Welcome dinner',
          type: 'MEAL',
          description: 'Fish soup by the harbour',
          startTime: '19:00',
        },
      ],
    },
    { day: 2, date: '2027-06-02', title: 'Day 2 · Nærøyfjord cruise', items: [] },
  ],
  next: { key: 'agreement', label: 'Next: Agreement' },
  showNextPrice: false,
  tripSupportOffered: false,
};
const base = '/app/host/trips/00000000-0000-4000-8000-000000000003';
const render = (over: Partial<HostItinerary> = {}, canAddGatherings = true) =>
  renderToStaticMarkup(
    <ItineraryOverview itinerary={{ ...itinerary, ...over }} base={base} canAddGatherings={canAddGatherings} />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('itinerary overview', () => {
  it('[WSP-003] the host reviews the final itinerary: every day’s title and its services', () => {
    const shown = text(render());
    expect(shown).toContain('Itinerary Overview');
    expect(shown).toContain('Day 1 · Arrival in Bergen');
    expect(shown).toContain('Welcome dinner');
    expect(shown).toContain('19:00');
    expect(shown).toContain('Fish soup by the harbour');
    expect(shown).toContain('Day 2 · Nærøyfjord cruise');
  });

  it("[WSP-076] each day offers 'Add Gathering', leading to that day's gatherings; none once they are locked", () => {
    const html = render();
    for (const day of [1, 2]) {
      const link = new RegExp(`<a[^>]*aria-label="Add Gathering on Day ${day}"[^>]*>Add Gathering</a>`);
      expect(html).toMatch(link);
      expect(html).toContain(`href="${base}/configuration#ws-day-${day}"`);
    }
    expect(render({}, false)).not.toContain('Add Gathering');
  });

  it(`[WSP-079] the help card offers trip support only within ${TRIP_SUPPORT_WINDOW_DAYS} days of the trip`, () => {
    const trip = { startDate: itinerary.startDate, endDate: itinerary.endDate };
    expect(isTripSupportOffered(trip, '2027-05-25')).toBe(true);
    expect(isTripSupportOffered(trip, '2027-05-24')).toBe(false);
    expect(isTripSupportOffered(trip, '2027-06-09')).toBe(true);
    expect(isTripSupportOffered(trip, '2027-06-10')).toBe(false);
    expect(text(render({ tripSupportOffered: true }))).toContain('Trip support');
    const outside = text(render({ tripSupportOffered: false }));
    expect(outside).toContain('How can we help?');
    expect(outside).not.toContain('Trip support');
  });
});

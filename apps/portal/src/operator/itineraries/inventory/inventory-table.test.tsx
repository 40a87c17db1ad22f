// The Itinerary Inventory list as rendered: the compact table's columns, 25 rows then 'View All', the year selector,
// the list's maximum height, and the Requested Trips links.
import { addDays } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InventoryTable } from './InventoryTable.js';
import { RequestedTripsList } from './RequestedTripsDialog.js';
import type { InventoryItemView } from './inventory.api.js';

const item = (startDate: string, over: Partial<InventoryItemView> = {}): InventoryItemView => ({
  id: `00000000-0000-4000-8000-${startDate.replaceAll('-', '').padStart(12, '0')}`,
  itinerary: '00000000-0000-4000-8000-000000000001',
  startDate,
  packageLevel: 'standard',
  quantityAvailable: 4,
  quantityPending: 0,
  quantityConfirmed: 0,
  singleSupplementPrice: 0,
  singleSupplementQuantityAvailable: 10,
  preTransferPrice: null,
  postTransferPrice: null,
  preAccommodation: null,
  postAccommodation: null,
  costSchedule: [],
  displayStatus: 'available',
  inUse: false,
  requestedTrips: [],
  ...over,
});
const noop = () => undefined;
const render = (items: InventoryItemView[], initialViewAll = false) =>
  renderToStaticMarkup(
    <InventoryTable
      items={items}
      currency="USD"
      actions={['edit', 'delete']}
      onAction={noop}
      onShowTrips={noop}
      initialViewAll={initialViewAll}
    />,
  );
const tableOf = (html: string, variant: 'full' | 'compact') =>
  [
    ...html.matchAll(new RegExp(`<table class="op-InventoryTable op-InventoryTable--${variant}">(.*?)</table>`, 'g')),
  ].map((m) => m[1] ?? '');
const headers = (table: string) => [...table.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
const bodyRows = (tables: string[]) =>
  tables.reduce((n, t) => n + (t.match(/<tbody>.*<\/tbody>/)?.[0].match(/<tr>/g)?.length ?? 0), 0);
const days = (n: number) => Array.from({ length: n }, (_, i) => item(addDays('2027-03-01', i)));

describe('Itinerary Inventory list', () => {
  it('[INV-006] the compact mobile table has exactly the columns start date, requests and confirmed', () => {
    const html = render([item('2027-03-01', { quantityPending: 2, quantityConfirmed: 1 })]);
    const [compact] = tableOf(html, 'compact');
    expect(headers(compact ?? '')).toEqual(['Start date', 'Requests', 'Confirmed']);
    expect(
      compact
        ?.replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    ).toEqual(expect.arrayContaining(['2027-03-01', '2', '1']));
    expect(headers(tableOf(html, 'full')[0] ?? '')).toHaveLength(7);
  });

  it("[INV-007] shows 25 rows and a 'View All' control; after View All every row and no control", () => {
    const capped = render(days(30));
    expect(bodyRows(tableOf(capped, 'full'))).toBe(25);
    expect(capped).toContain('View All');
    const all = render(days(30), true);
    expect(bodyRows(tableOf(all, 'full'))).toBe(30);
    expect(all).not.toContain('View All');
    expect(render(days(25))).not.toContain('View All');
  });

  it('[INV-008] a year selector appears only when the departures span more than one year', () => {
    const spanning = render([item('2027-03-01'), item('2028-01-10')]);
    expect(spanning).toMatch(/<label[^>]*>Year<\/label><select/);
    expect([...spanning.matchAll(/<option value="(\d+)">/g)].map((m) => m[1])).toEqual(['2028', '2027']);
    expect(render([item('2027-03-01'), item('2027-11-10')])).not.toContain('>Year<');
  });

  it('[INV-010] the inventory list has a maximum height of 31.25rem', () => {
    expect(render(days(3))).toMatch(/class="op-Inventory" style="max-height:31.25rem"/);
  });

  it('[INV-012] the Requested Trips dialog lists pending then confirmed trips, each linking to the trip', () => {
    const trips = item('2027-03-01', {
      quantityPending: 1,
      quantityConfirmed: 1,
      requestedTrips: [
        { id: '00000000-0000-4000-8000-00000000000c', name: 'Andes Chorus', state: 'confirmed' },
        { id: '00000000-0000-4000-8000-00000000000p', name: 'Lima Food Week', state: 'pending' },
      ],
    });
    const html = renderToStaticMarkup(<RequestedTripsList item={trips} />);
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ['Lima Food Week', '/app/operator/trips/00000000-0000-4000-8000-00000000000p/review-details?model=trip'],
      ['Andes Chorus', '/app/operator/trips/00000000-0000-4000-8000-00000000000c/review-details?model=trip'],
    ]);
    expect(html.replace(/<[^>]+>/g, '')).toMatch(/Lima Food Week Pending.*Andes Chorus Confirmed/);
    // The requests count opens the dialog only when the departure holds trips.
    expect(render([trips])).toContain('aria-label="1 requests on 2027-03-01 standard: show the requested trips"');
    expect(render([item('2027-03-01')])).not.toContain('show the requested trips');
  });
});

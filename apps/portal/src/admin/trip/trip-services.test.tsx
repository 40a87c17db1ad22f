// The admin's trip service form as rendered with the permissions the API's view carries (SVC-035, SVC-036): the
// editable-field list open, every other field read-only, Save only while canSave; the list shows the trip's values,
// and a save sends only the open fields that changed.
import { tripServiceFormPermissions } from '@caravan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripServiceForm, TripServices } from './TripServices.js';
import { type AdminTripDayService, overrideValuesOf, tripServicesKey } from './trip-services.api.js';

const TRIP = '11111111-1111-4111-8111-111111111111';
const trip = { status: 'created' as const, startDate: '2027-06-07' };
/** The permissions the API computes for an admin (the domain's one rule), as its view carries them. */
const adminPermissions = tripServiceFormPermissions({
  userGroup: 'admin',
  type: 'ACTIVITY',
  dayIndex: 1,
  trip,
  today: '2026-11-21',
});
const walk: AdminTripDayService = {
  id: '22222222-2222-4222-8222-222222222222',
  dayIndex: 1,
  duration: 1,
  position: 4,
  removed: false,
  service: { id: '33333333-3333-4333-8333-333333333333', type: 'ACTIVITY', name: 'Cusco city walking tour' },
  values: {
    name: 'Cusco city walking tour',
    description: 'Old town',
    startTime: '09:00',
    length: 180,
    location: 'Plaza de Armas',
  },
  overridden: [],
  permissions: adminPermissions,
};

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
const form = (entry: AdminTripDayService) =>
  render(<TripServiceForm tripId={TRIP} entry={entry} onDone={() => undefined} />);
/** The input or textarea whose label reads `label`, as markup. */
function control(html: string, label: string): string {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) throw new Error(`no field labelled ${label}`);
  return new RegExp(`<(input|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}
const disabled = (tag: string) => /\sdisabled(=""|\s|>|\/)/.test(tag);
/** The opening tag of the 'Save service' button. */
function saveButton(html: string): string {
  const tag = /<button[^>]*>(?:(?!<\/button>).)*Save service/.exec(html)?.[0].match(/^<button[^>]*>/)?.[0];
  if (!tag) throw new Error('no Save service button');
  return tag;
}

describe('admin trip service form', () => {
  it('[SVC-035] an admin on an editable day edits description, location and start time; every other field is read-only', () => {
    const html = form(walk);
    for (const open of ['Description', 'Location', 'Start time'])
      expect(disabled(control(html, open)), open).toBe(false);
    for (const locked of ['Name', 'Length \\(minutes\\)', 'Price', 'Minimum pax', 'Cutoff date'])
      expect(disabled(control(html, locked)), locked).toBe(true);
    expect(disabled(saveButton(html))).toBe(false);
    expect(html).not.toContain('Remove service');
  });

  it('[SVC-035] [SVC-036] once the trip’s services are closed the admin cannot save, and outside the editable days nothing is open', () => {
    const closed = tripServiceFormPermissions({
      userGroup: 'admin',
      type: 'ACTIVITY',
      dayIndex: 1,
      trip,
      today: '2027-06-01',
    });
    const html = form({ ...walk, permissions: closed });
    expect(disabled(saveButton(html))).toBe(true);
    for (const field of ['Description', 'Location', 'Start time', 'Name'])
      expect(disabled(control(html, field)), field).toBe(true);
  });

  it('[SVC-035] a save sends only the open fields that changed; the list shows the trip’s values', () => {
    const saved = {
      ...walk.values,
      description: 'Old town and San Blas',
      startTime: '09:00',
      price: 99,
      name: 'Renamed',
    };
    expect(overrideValuesOf(saved, walk.values, adminPermissions.disabledFields)).toEqual({
      description: 'Old town and San Blas',
    });
    const client = new QueryClient();
    const overridden = {
      ...walk,
      values: { ...walk.values, description: 'Old town and San Blas', startTime: '10:15' },
    };
    client.setQueryData(tripServicesKey(TRIP), {
      tripId: TRIP,
      startDate: trip.startDate,
      servicesByDay: [overridden],
    });
    const list = render(<TripServices tripId={TRIP} />, client);
    expect(list).toContain('Day 2 · Cusco city walking tour');
    expect(list).toContain('10:15 AM');
    expect(list).toContain('Old town and San Blas');
  });
});

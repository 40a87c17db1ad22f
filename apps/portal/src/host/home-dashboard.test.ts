// The dashboard's view model: trip views from the organiser's trips, and the Important Dates panel's key names.
import { defaultExpandedHomeTripId, groupHomeTrips, IMPORTANT_DATE_KEYS } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { type DashboardTripSource, dashboardTrips, IMPORTANT_DATE_LABELS } from './home-dashboard.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const trip = (
  over: Partial<DashboardTripSource> & Pick<DashboardTripSource, 'id' | 'status'>,
): DashboardTripSource => ({
  name: `Trip ${over.id}`,
  startDate: '2027-05-01',
  endDate: '2027-05-08',
  launchDate: null,
  heroPhoto: null,
  maximumSpots: 10,
  spotsTaken: 4,
  ...over,
});

describe('dashboard trips', () => {
  it('[HOM-006] [HOM-012] groups the trips, with badge, date range, stage steps and spots left', () => {
    const views = dashboardTrips(
      [
        trip({ id: 'c', status: 'cancelled' }),
        trip({ id: 'p', status: 'complete', spotsTaken: 10 }),
        trip({ id: 'l', status: 'live', endDate: null }),
      ],
      NOW,
    );
    const groups = groupHomeTrips(views);
    expect(groups.upcoming.map((t) => t.id)).toEqual(['l']);
    expect(groups.past.map((t) => t.id)).toEqual(['p']);
    expect(groups.canceled.map((t) => t.id)).toEqual(['c']);
    const live = groups.upcoming[0];
    expect(live?.status).toMatchObject({ text: 'Live', colorScheme: 'blue' });
    expect(live?.stringDates.startEnd).toBe('May 01, 2027 - May 01, 2027');
    expect(live?.remainingSpots).toBe(6);
    expect(live?.steps.find((s) => s.state === 'current')?.stage).toBe('promote');
    expect(groups.past[0]?.isSoldOut).toBe(true);
    expect(groups.canceled[0]?.steps).toEqual([]);
    expect(live?.link).toBe('/app/host/trips/l');
  });

  it('[HOM-008] the first upcoming trip is the one open by default', () => {
    const views = dashboardTrips(
      [trip({ id: 'c', status: 'cancelled' }), trip({ id: 'a', status: 'created' }), trip({ id: 'b', status: 'live' })],
      NOW,
    );
    expect(defaultExpandedHomeTripId(views)).toBe('a');
  });
});

describe('important dates', () => {
  it('[HOM-013] every date key has its name in the panel', () => {
    expect(Object.keys(IMPORTANT_DATE_LABELS).sort()).toEqual([...IMPORTANT_DATE_KEYS].sort());
    expect(IMPORTANT_DATE_LABELS['trip-start']).toBe('Trip start');
  });
});

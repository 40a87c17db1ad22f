// The dashboard's trip card as rendered from the organiser's trip: its date range and, for live trips only, the stepper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type DashboardTripSource, dashboardTrips } from '../home-dashboard.js';
import { HomeTripCard } from './HomeTripCard.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const trip: DashboardTripSource = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Fjords with Hana',
  status: 'live',
  startDate: '2027-06-01',
  endDate: '2027-06-09',
  launchDate: '2026-10-01T09:00:00.000Z',
  heroPhoto: null,
  maximumSpots: 12,
  spotsTaken: 4,
};
const render = (source: DashboardTripSource) => {
  const [view] = dashboardTrips([source], NOW);
  if (!view) throw new Error('no view');
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <HomeTripCard trip={view} expanded onToggle={() => undefined} />
    </QueryClientProvider>,
  );
};

describe('home trip card', () => {
  it('[HOM-024] an open card shows the stage stepper, but never for a cancelled trip', () => {
    expect(render(trip)).toContain('aria-label="Trip stage"');
    const cancelled = render({ ...trip, status: 'cancelled' });
    expect(cancelled).toContain('Fjords with Hana');
    expect(cancelled).not.toContain('aria-label="Trip stage"');
  });

  it("[HOM-028] [HOM-029] a created or partner-approved trip's Plan Trip step is under review; a priced one asks to finalize", () => {
    expect(render({ ...trip, status: 'created' })).toContain('(Under review)');
    expect(render({ ...trip, status: 'partner-approved' })).toContain('(Under review)');
    const priced = render({ ...trip, status: 'pricing-approved' });
    expect(priced).toContain('(Finalize your reservation)');
    expect(priced).not.toContain('Under review');
    // Past Plan Trip the note is gone.
    expect(render(trip)).not.toMatch(/Under review|Finalize your reservation/);
  });

  it('[HOM-041] the card shows the date range as MMM dd, yyyy', () => {
    expect(render(trip)).toContain('Jun 01, 2027 - Jun 09, 2027');
    expect(render({ ...trip, startDate: '2027-01-05', endDate: null })).toContain('Jan 05, 2027 - Jan 05, 2027');
  });
});

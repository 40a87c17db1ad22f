// Tests of the workspace shell rule the API view and the portal both read: tabs, landing and the read-only alert.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import { CLOSED_TRIP_ALERT, HOST_TRIP_REQUEST_PHASE_STATUSES } from './workspace.constants.js';
import { hostWorkspaceShell } from './workspace-shell.rules.js';

describe('hostWorkspaceShell', () => {
  it('[WSP-012] [WSP-013] a trip request or a request-phase trip has no tabs and lands on the read-only request view', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), fc.boolean(), (status, isTripRequest) => {
        const shell = hostWorkspaceShell({ status, isTripRequest });
        const hidden = isTripRequest || HOST_TRIP_REQUEST_PHASE_STATUSES.includes(status);
        expect(shell.tabsHidden).toBe(hidden);
        expect(shell.tabs.length === 0).toBe(hidden);
        expect(shell.landing).toBe(hidden ? '/request' : '/configuration');
      }),
    );
  });

  it('[WSP-011] [WSP-014] [WSP-015] the tabs in order, Launch opening the configuration, gated tabs off when complete', () => {
    const live = hostWorkspaceShell({ status: 'live', isTripRequest: false });
    expect(live.tabs.map((t) => [t.label, t.href, t.enabled])).toEqual([
      ['Launch', '/configuration', true],
      ['Pricing', '/pricing', true],
      ['Itinerary', '/itinerary', true],
      ['Promote', '/promote', true],
      ['Bookings', '/bookings', true],
      ['Travel Info', '/travel-info', true],
    ]);
    const complete = hostWorkspaceShell({ status: 'complete', isTripRequest: false });
    expect(complete.tabs.filter((t) => !t.enabled).map((t) => t.label)).toEqual(['Promote', 'Bookings', 'Travel Info']);
    const pricing = hostWorkspaceShell({ status: 'pricing-approved', isTripRequest: false });
    expect(pricing.tabs.filter((t) => !t.enabled).map((t) => t.label)).toEqual(['Promote', 'Bookings', 'Travel Info']);
  });

  it("[WSP-068] [WSP-069] a closed trip is read-only with 'Trip is Closed: Trips are no longer editable in the closed status.'", () => {
    const closed = hostWorkspaceShell({ status: 'closed', isTripRequest: false });
    expect(closed.readOnly).toBe(true);
    expect(closed.lockedAlert).toEqual(CLOSED_TRIP_ALERT);
    expect(`${closed.lockedAlert?.title}: ${closed.lockedAlert?.description}`).toBe(
      'Trip is Closed: Trips are no longer editable in the closed status.',
    );
    for (const status of ['complete', 'cancelled'] as const)
      expect(hostWorkspaceShell({ status, isTripRequest: false }).readOnly).toBe(true);
    const live = hostWorkspaceShell({ status: 'live', isTripRequest: false });
    expect(live).toMatchObject({ readOnly: false, lockedAlert: null });
  });
});

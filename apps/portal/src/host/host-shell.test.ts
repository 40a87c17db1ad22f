// The host shell's view logic: the level card rows and the sidebar action and share options by host record.
import { describe, expect, it } from 'vitest';
import { HOST_LEVEL_ICONS, hostLevelRows } from './host-level-card.js';
import { hostStateOf, shareOptionsFor, sidebarActionFor } from './host-state.js';

describe('host level card', () => {
  it('[LVL-007] lists levels 0 to 3 with the spec names and an icon each, the host level current', () => {
    const rows = hostLevelRows(1);
    expect(rows.map((r) => r.name)).toEqual(['ZERO', 'ONE', 'TWO', '3']);
    expect(rows.map((r) => r.level)).toEqual([0, 1, 2, 3]);
    expect(rows.map((r) => r.icon)).toEqual([0, 1, 2, 3].map((l) => HOST_LEVEL_ICONS[l as 0 | 1 | 2 | 3]));
    expect(new Set(rows.map((r) => r.icon)).size).toBe(4);
    expect(rows.map((r) => r.state)).toEqual(['reached', 'current', 'next', 'next']);
  });

  it('[LVL-007] a missing record is level ZERO and a level above 3 is shown as 3', () => {
    expect(hostLevelRows(null).find((r) => r.state === 'current')?.name).toBe('ZERO');
    expect(hostLevelRows(7).find((r) => r.state === 'current')?.name).toBe('3');
  });
});

describe('host sidebar action', () => {
  it("[LVL-009] a qualified host reads 'Request a Trip' leading to itineraries", () => {
    for (const status of ['qualified', 'planning', 'launched', 'confirmed', 'renewed'])
      expect(sidebarActionFor(hostStateOf({ level: 3, status }))).toEqual({
        label: 'Request a Trip',
        href: '/app/host/itineraries',
      });
  });

  it("[LVL-010] a host who is not qualified reads 'Start Surveying', as does a user without a host record", () => {
    expect(sidebarActionFor(hostStateOf({ level: 0, status: 'qualifying' }))).toEqual({
      label: 'Start Surveying',
      href: '/app/host/audience',
    });
    expect(sidebarActionFor(hostStateOf({ level: 2, status: 'created' })).label).toBe('Start Surveying');
    expect(sidebarActionFor(hostStateOf(null)).label).toBe('Start Surveying');
    expect(sidebarActionFor(hostStateOf({ level: 3, status: 'unheard-of' })).label).toBe('Start Surveying');
  });

  it("[LVL-011] a host at level 1 who is not qualified reads 'Continue Surveying'", () => {
    expect(sidebarActionFor(hostStateOf({ level: 1, status: 'qualifying' }))).toEqual({
      label: 'Continue Surveying',
      href: '/app/host/audience',
    });
  });
});

describe('share modal options', () => {
  it('[PLT-047] a qualified host sees both options; one who is not sees the survey option only', () => {
    expect(shareOptionsFor(hostStateOf({ level: 3, status: 'qualified' }))).toEqual(['focusOnTrips', 'focusOnSurvey']);
    expect(shareOptionsFor(hostStateOf({ level: 1, status: 'qualifying' }))).toEqual(['focusOnSurvey']);
  });
});

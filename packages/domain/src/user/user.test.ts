// Tests of user groups, roles, the user profile and the platform constants (PLT).
import { describe, expect, it } from 'vitest';
import { USER_GROUPS, userGroupSchema } from '../shared/statuses.js';
import {
  ASSET_LOAD_TIMEOUT_MS,
  DAYS_OF_WEEK,
  FORM_AUTO_SAVE_INTERVAL_MS,
  HOST_APP_ROUTES,
  STAGING_ENVIRONMENT_NAME,
  TOAST_DURATIONS_MS,
} from './user.constants.js';
import { HOST_ROLES, userProfileSchema } from './user.schema.js';

describe('groups and roles', () => {
  it('[PLT-001] the user groups are admin, host, operator, traveler, tripManager and accountManager', () => {
    expect(userGroupSchema.parse('trip_manager')).toBe('tripManager');
    expect(userProfileSchema.safeParse({ group: 'pilot' }).success).toBe(false);
  });

  it('[PLT-062] the user profile has group, impersonate and expires', () => {
    const p = userProfileSchema.parse({ group: 'host', impersonate: true, expires: '2025-03-01T00:00:00Z' });
    expect(p).toEqual({ group: 'host', impersonate: true, expires: new Date('2025-03-01T00:00:00Z') });
    expect(userProfileSchema.parse({ group: 'admin' })).toEqual({ group: 'admin', impersonate: false, expires: null });
  });
});

// The spec's enumerated lists, held against the spec's table; each is also read by a schema or a rule tested above
// and in navigation.test.ts (the host routes are the product links' and the drawer's hrefs).
describe("the spec's lists", () => {
  it.each([
    ['[PLT-001] user groups', USER_GROUPS, ['admin', 'host', 'operator', 'traveler', 'tripManager', 'accountManager']],
    ['[PLT-002] host roles', HOST_ROLES, ['host-primary', 'host-secondary']],
    [
      '[PLT-028] host app routes',
      Object.values(HOST_APP_ROUTES),
      [
        '/app/host/home',
        '/app/host/trips',
        '/app/host/audience',
        '/app/host/itineraries',
        '/app/host/referral',
        '/app/host/public-profile',
        '/app/host/public-profile/edit',
      ],
    ],
    [
      '[PLT-069] days of the week, from Monday',
      DAYS_OF_WEEK,
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});

// Values no rule reads yet: the behaviour test comes with the screen or service that uses each (the toast durations
// are read by @caravan/ui's Toast and the portal's notify; the asset time-out, the auto-save interval, the row
// heights and the side panel width by no code yet). The quote retry limit is proven by the ground-transfer quote
// rule (quotes.test.ts), the generic update verb by genericResourceRequest (api-client.test.ts), the navigation
// order by shellProductLinks (navigation.test.ts) and the development port by the API's loadConfig (config.test.ts).
describe('spec values', () => {
  it.each([
    ['[PLT-052] asset load time-out (ms)', ASSET_LOAD_TIMEOUT_MS, 120_000],
    [
      '[PLT-064] [HBK-037] [TER-007] [OER-010] toast durations (ms)',
      TOAST_DURATIONS_MS,
      { default: 4000, bookings: 4000, snackbar: 3000, emailTest: 2000, gathering: 3500, copyConfirmed: 2000 },
    ],
    ['[PLT-066] form auto-save interval (ms)', FORM_AUTO_SAVE_INTERVAL_MS, 10_000],
    ['[PLT-068] the staging environment name', STAGING_ENVIRONMENT_NAME, 'staging'],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});

// Tests of user groups, roles, the user profile and the platform constants (PLT).
import { describe, expect, it } from 'vitest';
import { USER_GROUPS, userGroupSchema } from '../shared/statuses.js';
import {
  ASSET_LOAD_TIMEOUT_MS,
  DAYS_OF_WEEK,
  FORM_AUTO_SAVE_INTERVAL_MS,
  GENERIC_UPDATE_METHOD,
  HOST_APP_ROUTES,
  HOST_NAV_ORDER,
  LOCAL_DEVELOPMENT_PORT,
  QUOTE_RETRY_LIMIT,
  ROW_HEIGHT_PX,
  SIDE_PANEL_MAX_WIDTH_PX,
  STAGING_ENVIRONMENT_NAME,
  TOAST_DURATIONS_MS,
  TRANSFER_PRODUCT_ENABLED_BY_DEFAULT,
  TRANSFER_PRODUCT_FLAG,
} from './user.constants.js';
import { HOST_ROLES, hostRoleSchema, hostUserSchema, userProfileSchema } from './user.schema.js';

describe('groups and roles', () => {
  it('[PLT-001] the user groups are admin, host, operator, traveler, tripManager and accountManager', () => {
    expect(USER_GROUPS).toEqual(['admin', 'host', 'operator', 'traveler', 'tripManager', 'accountManager']);
    expect(userGroupSchema.parse('trip_manager')).toBe('tripManager');
    expect(userProfileSchema.safeParse({ group: 'pilot' }).success).toBe(false);
  });

  it('[PLT-002] a host user has the role host-primary or host-secondary', () => {
    expect(HOST_ROLES).toEqual(['host-primary', 'host-secondary']);
    expect(hostRoleSchema.parse('HOST_SECONDARY')).toBe('host-secondary');
    const base = { id: 'u1', email: 'h@example.com', group: 'host' };
    expect(hostUserSchema.parse({ ...base, role: 'host-primary' }).role).toBe('host-primary');
    expect(hostUserSchema.safeParse({ ...base, role: 'traveler-primary' }).success).toBe(false);
    expect(hostUserSchema.safeParse({ ...base, group: 'traveler', role: 'host-primary' }).success).toBe(false);
  });

  it('[PLT-062] the user profile has group, impersonate and expires', () => {
    const p = userProfileSchema.parse({ group: 'host', impersonate: true, expires: '2025-03-01T00:00:00Z' });
    expect(p).toEqual({ group: 'host', impersonate: true, expires: new Date('2025-03-01T00:00:00Z') });
    expect(userProfileSchema.parse({ group: 'admin' })).toEqual({ group: 'admin', impersonate: false, expires: null });
  });
});

describe('platform constants', () => {
  it('[PLT-028] host app routes', () => {
    expect(HOST_APP_ROUTES).toEqual({
      home: '/app/host/home',
      trips: '/app/host/trips',
      audience: '/app/host/audience',
      itineraries: '/app/host/itineraries',
      referral: '/app/host/referral',
      publicProfile: '/app/host/public-profile',
      publicProfileEdit: '/app/host/public-profile/edit',
    });
  });
  it('[PLT-030] Home is nav index 0 and My Audience 2', () => {
    expect(HOST_NAV_ORDER.home).toBe(0);
    expect(HOST_NAV_ORDER.myAudience).toBe(2);
    // DECIDE values for the two links the spec leaves open; the four indexes are distinct.
    expect(HOST_NAV_ORDER).toEqual({ home: 0, myTrips: 1, myAudience: 2, itineraries: 3 });
  });
  it('[PLT-048] DECIDE: the transfer product flag transferProduct is on by default', () => {
    expect(TRANSFER_PRODUCT_FLAG).toBe('transferProduct');
    expect(TRANSFER_PRODUCT_ENABLED_BY_DEFAULT).toBe(true);
  });
  it('[PLT-052] asset load failures time out after 120 seconds', () => {
    expect(ASSET_LOAD_TIMEOUT_MS).toBe(120_000);
  });
  it("[PLT-064] [HBK-037] [TER-007] [OER-010] the toast durations are the spec's", () => {
    expect(TOAST_DURATIONS_MS).toEqual({
      default: 4000,
      bookings: 4000,
      snackbar: 3000,
      emailTest: 2000,
      gathering: 3500,
      copyConfirmed: 2000,
    });
  });
  it('[PLT-065] the quote retry limit is 3', () => expect(QUOTE_RETRY_LIMIT).toBe(3));
  it('[PLT-066] the form auto-save interval is 10 seconds', () => expect(FORM_AUTO_SAVE_INTERVAL_MS).toBe(10_000));
  it('[PLT-067] the local development port is 5000', () => expect(LOCAL_DEVELOPMENT_PORT).toBe(5000));
  it('[PLT-068] the staging environment is named staging', () => expect(STAGING_ENVIRONMENT_NAME).toBe('staging'));
  it('[PLT-069] day-of-week lists start on Monday', () => {
    expect(DAYS_OF_WEEK[0]).toBe('Monday');
    expect(DAYS_OF_WEEK).toHaveLength(7);
    expect(DAYS_OF_WEEK[6]).toBe('Sunday');
  });
  it('[PLT-070] [PLT-071] row heights 76px small, 60px medium; side panel at most 788px', () => {
    expect(ROW_HEIGHT_PX).toEqual({ small: 76, medium: 60 });
    expect(SIDE_PANEL_MAX_WIDTH_PX).toBe(788);
  });
  it('[PLT-061] DECIDE: the generic update uses POST', () => expect(GENERIC_UPDATE_METHOD).toBe('POST'));
});

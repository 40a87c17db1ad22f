// The shell's rules at their edges: encoded admin paths, the request cap's error, the login destination, page titles
// and sidebar-less pages read from the path alone, the drawer's whole lists, password expiry in the user's time zone.
import { describe, expect, it } from 'vitest';
import { adminTripPath, adminUserPath } from './admin-paths.rules.js';
import { INITIAL_SAME_PATH_REQUEST_STATE, trackSamePathRequest } from './api-client.rules.js';
import {
  currentShellProductLink,
  isHostPageWithoutSidebar,
  portalPageTitleForPath,
  shellDrawerLinks,
} from './navigation.rules.js';
import { isPasswordChangeRequired, postLoginRedirect, readLoginDestination, safeReturnPath } from './session.rules.js';

describe('admin paths', () => {
  it('[MKT-021] [MKT-022] a user’s and a trip’s admin page, their ids encoded', () => {
    expect(adminUserPath('u 1/2')).toBe('/admin/users/u%201%2F2');
    expect(adminTripPath('t-9')).toBe('/admin/trips/t-9');
    expect(adminTripPath('t 1/2?x')).toBe('/admin/trips/t%201%2F2%3Fx');
  });
});

describe('same-path request cap', () => {
  it('[PLT-051] starts from no path, and its refusal is an ApiResponseError with the requests-limit code', () => {
    expect(INITIAL_SAME_PATH_REQUEST_STATE).toEqual({ path: null, count: 0 });
    expect(trackSamePathRequest(INITIAL_SAME_PATH_REQUEST_STATE, '/a')).toEqual({ path: '/a', count: 1 });
    let error: unknown;
    try {
      trackSamePathRequest({ path: '/a', count: 5 }, '/a');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiResponseError',
      message: 'Requests limit reached',
      code: 'requests-limit',
    });
  });
});

describe('login destination', () => {
  it('[PLT-008] the destination parameter, when it is a safe path on this site', () => {
    expect(readLoginDestination({ destination: '/app/traveler/trips' })).toBe('/app/traveler/trips');
    expect(readLoginDestination({ destination: '//evil.example' })).toBeNull();
    expect(readLoginDestination({ next: '/app' })).toBeNull();
    expect(readLoginDestination({ destination: null })).toBeNull();
  });

  it('[PLT-008] never back to login or logout, below them or with a query; a page merely named like them is fine', () => {
    for (const raw of ['/login', '/login/', '/login/reset', '/logout?x=1', '/logout#top', '/logout/now', '', 'app'])
      expect(safeReturnPath(raw), raw).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    for (const raw of ['/loginx', '/app/login', '/logouts', '/']) expect(safeReturnPath(raw), raw).toBe(raw);
  });
});

describe('page title', () => {
  it('[RTE-009] the first segment after /app, before any query or fragment; nothing or an unknown one is Caravan', () => {
    expect(portalPageTitleForPath('/host#profile')).toBe('Host Portal');
    expect(portalPageTitleForPath('/app/traveler?tab=1')).toBe('Traveler Portal');
    expect(portalPageTitleForPath('/operator')).toBe('Operator Portal');
    expect(portalPageTitleForPath('/app')).toBe('Caravan');
    expect(portalPageTitleForPath('/app/')).toBe('Caravan');
    expect(portalPageTitleForPath('')).toBe('Caravan');
    expect(portalPageTitleForPath('/app/admin/login')).toBe('Caravan');
    expect(portalPageTitleForPath('/traveler/host')).toBe('Traveler Portal');
  });

  it('[RTE-009] a segment named like an Object property is unknown too', () => {
    expect(portalPageTitleForPath('/app/toString')).toBe('Caravan');
    expect(portalPageTitleForPath('/constructor')).toBe('Caravan');
  });
});

describe('host pages without the sidebar', () => {
  it('[PLT-029] read from the path alone: query, fragment and trailing slashes aside, the whole path must match', () => {
    expect(isHostPageWithoutSidebar('/app/host/home?tab=1')).toBe(true);
    expect(isHostPageWithoutSidebar('/app/host/itineraries#top')).toBe(true);
    expect(isHostPageWithoutSidebar('/app/host/public-profile//')).toBe(true);
    for (const p of [
      '/app/host/homes',
      '/x/app/host/home',
      '/app/host/home/other',
      '/app/host/itineraries/a/b/request',
      '/app/host/itineraries//request',
      '/app/host/audience',
      '/app/host/trips',
    ])
      expect(isHostPageWithoutSidebar(p), p).toBe(false);
  });
});

describe('current product link', () => {
  it('[PLT-039] the area root with trailing slashes is its first link; the marketing lists have their own key', () => {
    expect(currentShellProductLink('host', '/app/host//')?.key).toBe('host-home');
    expect(currentShellProductLink('admin', '/admin/marketing-lists/l1')?.key).toBe('admin-marketing-lists');
  });
});

describe('drawer links', () => {
  it('[PLT-041] [PLT-043] [PLT-044] [PLT-045] each group’s whole drawer, in order, with labels and paths', () => {
    const account = { key: 'account', label: 'Account', href: '/app/account' };
    const password = { key: 'change-password', label: 'Change Password', href: '/change-password' };
    const logOut = { key: 'log-out', label: 'Log Out', href: '/logout' };
    expect(shellDrawerLinks('operator', { publicProfile: true })).toEqual([
      account,
      password,
      { key: 'get-help', label: 'Get Help', href: 'mailto:support@caravan.test' },
      logOut,
    ]);
    expect(shellDrawerLinks('traveler', { publicProfile: true })).toEqual([account, password, logOut]);
    expect(shellDrawerLinks('host', { publicProfile: true })[0]).toEqual({
      key: 'public-profile',
      label: 'Public Profile',
      href: '/app/host/public-profile',
    });
  });
});

describe('password expiry', () => {
  it('[PLT-022] [PLT-023] the expiry day is the user’s own: UTC unless another zone is given', () => {
    // 23:30 UTC on the 15th is already the 16th in Auckland.
    const expires = new Date('2025-06-15T23:30:00Z');
    expect(isPasswordChangeRequired({ expires, impersonate: false }, '2025-06-15')).toBe(true);
    expect(isPasswordChangeRequired({ expires, impersonate: false }, '2025-06-15', 'Pacific/Auckland')).toBe(false);
    expect(postLoginRedirect({ group: 'host', impersonate: false, expires }, '2025-06-15', 'Pacific/Auckland')).toBe(
      '/app',
    );
    expect(postLoginRedirect({ group: 'host', impersonate: false, expires }, '2025-06-16', 'Pacific/Auckland')).toBe(
      '/change-password',
    );
  });
});

// Tests of the shell's navigation decisions (PLT, RTE-009).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentShellProductLink,
  accountPathFor,
  shellDrawerLinks,
  shellProductLinks,
  shellGlobalNavItems,
  isHostPageWithoutSidebar,
  marketingHostSignupUrl,
  portalPageTitleForPath,
  profileCompletionBadgeVariant,
  readPublicLinkActionPair,
  shareModalOptions,
} from './navigation.rules.js';

describe('public routes', () => {
  it('[PLT-018] action and url are read together as a pair', () => {
    expect(readPublicLinkActionPair({ action: 'redirect', url: 'https://x.io' })).toEqual({
      action: 'redirect',
      url: 'https://x.io',
    });
    expect(readPublicLinkActionPair({ action: 'redirect' })).toBeNull();
    expect(readPublicLinkActionPair({ url: 'https://x.io' })).toBeNull();
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (action, url) => {
        const q: Record<string, string | undefined> = {};
        if (action !== null) q.action = action;
        if (url !== null) q.url = url;
        const pair = readPublicLinkActionPair(q);
        expect(pair === null).toBe(!action || !url);
      }),
    );
  });
  it('[PLT-007] /signup goes to the marketing host sign-up form of the environment', () => {
    expect(marketingHostSignupUrl('production')).toBe('https://caravan.travel/host-signup');
    expect(marketingHostSignupUrl('staging')).toBe('https://staging.caravan.travel/host-signup');
    expect(marketingHostSignupUrl('development')).toBe('http://localhost:4321/host-signup');
    expect(marketingHostSignupUrl('unknown')).toBe('https://caravan.travel/host-signup');
  });
});

describe('page title', () => {
  it('[RTE-009] the page title is chosen by the first path segment', () => {
    expect(portalPageTitleForPath('/app/operator/itineraries')).toBe('Operator Portal');
    expect(portalPageTitleForPath('/app/host/home')).toBe('Host Portal');
    expect(portalPageTitleForPath('/traveler/trips')).toBe('Traveler Portal');
    expect(portalPageTitleForPath('/login?destination=x')).toBe('Login');
    expect(portalPageTitleForPath('/signup')).toBe('Signup');
    expect(portalPageTitleForPath('/admin')).toBe('Caravan');
    expect(portalPageTitleForPath('/')).toBe('Caravan');
  });
});

describe('host layout', () => {
  it('[PLT-029] the listed host pages are shown without a sidebar', () => {
    for (const p of [
      '/app/host/home',
      '/app/host/home/dashboard',
      '/app/host/home/progress',
      '/app/host/audience/research',
      '/app/host/audience/survey',
      '/app/host/itineraries',
      '/app/host/trips/get-going',
      '/app/host/itineraries/it-9/request',
      '/app/host/public-profile',
      '/app/host/public-profile/edit/',
    ])
      expect(isHostPageWithoutSidebar(p)).toBe(true);
    expect(isHostPageWithoutSidebar('/app/host/trips/t1/pricing')).toBe(false);
    expect(isHostPageWithoutSidebar('/app/host/referral')).toBe(false);
  });
  it('[PLT-032] [PLT-033] [PLT-034] Share Profile and help to hosts only; the avatar always', () => {
    expect(shellGlobalNavItems('host')).toEqual({ shareProfile: true, helpIcon: true, avatar: true });
    expect(shellGlobalNavItems('operator')).toEqual({ shareProfile: false, helpIcon: false, avatar: true });
    expect(shellGlobalNavItems('traveler').shareProfile).toBe(false);
  });
});

describe('profile completion badge', () => {
  const base = { featureOn: true, group: 'host' as const, isProfileComplete: false, isQualified: false };
  it('[PLT-035] shown only when the feature flag is on', () => {
    expect(profileCompletionBadgeVariant({ ...base, featureOn: false })).toBeNull();
  });
  it('[PLT-036] shown to hosts only', () => {
    expect(profileCompletionBadgeVariant({ ...base, group: 'operator' })).toBeNull();
  });
  it('[PLT-037] warning when incomplete, error when completion is required', () => {
    expect(profileCompletionBadgeVariant(base)).toBe('warning');
    expect(profileCompletionBadgeVariant({ ...base, isQualified: true })).toBe('error');
    expect(profileCompletionBadgeVariant({ ...base, isProfileComplete: true })).toBeNull();
  });
  it('[PLT-038] a qualified host sees the required (error) badge rather than the incomplete one', () => {
    fc.assert(
      fc.property(fc.boolean(), (complete) => {
        const v = profileCompletionBadgeVariant({ ...base, isQualified: true, isProfileComplete: complete });
        expect(v).toBe(complete ? null : 'error');
      }),
    );
  });
});

describe('drawer', () => {
  const keys = (g: Parameters<typeof shellDrawerLinks>[0], publicProfile = true) =>
    shellDrawerLinks(g, { publicProfile }).map((l) => l.key);
  it('[PLT-040] Public Profile to hosts only, when the feature is on', () => {
    expect(keys('host')).toContain('public-profile');
    expect(keys('host', false)).not.toContain('public-profile');
    expect(keys('traveler')).not.toContain('public-profile');
  });
  it('[PLT-041] [PLT-045] Account and Log Out for everyone', () => {
    for (const g of ['host', 'operator', 'traveler', 'admin'] as const) {
      expect(keys(g)).toContain('account');
      expect(keys(g)).toContain('log-out');
    }
  });
  it('[PLT-042] Refer a Host to hosts only, leading to /app/host/referral', () => {
    expect(shellDrawerLinks('host', { publicProfile: false }).find((l) => l.key === 'refer-a-host')).toEqual({
      key: 'refer-a-host',
      label: 'Refer a Host',
      href: '/app/host/referral',
    });
    expect(keys('operator')).not.toContain('refer-a-host');
  });
  it('[PLT-043] Change Password leads to /change-password', () => {
    expect(shellDrawerLinks('traveler', { publicProfile: false }).find((l) => l.key === 'change-password')?.href).toBe(
      '/change-password',
    );
  });
  it('[PLT-044] Get Help to operators only', () => {
    expect(keys('operator')).toContain('get-help');
    expect(keys('host')).not.toContain('get-help');
  });
  it('host drawer order', () => {
    expect(keys('host')).toEqual(['public-profile', 'account', 'refer-a-host', 'change-password', 'log-out']);
  });
});

describe('share modal', () => {
  it('[PLT-046] [PLT-047] two options; a qualified host sees both', () => {
    expect(shareModalOptions(true)).toEqual(['focusOnTrips', 'focusOnSurvey']);
    expect(shareModalOptions(false)).toEqual(['focusOnSurvey']);
  });
});

describe('product links', () => {
  const hrefs = (g: Parameters<typeof shellProductLinks>[0]) => shellProductLinks(g).map((l) => `${l.label} ${l.href}`);
  it('[PLT-030] [PLT-031] [PLT-039] a host has Home, My Trips, My Audience, Itineraries in nav order', () => {
    expect(hrefs('host')).toEqual([
      'Home /app/host/home',
      'My Trips /app/host/trips',
      'My Audience /app/host/audience',
      'Itineraries /app/host/itineraries',
    ]);
    const labels = shellProductLinks('host').map((l) => l.label);
    expect(labels.indexOf('Home')).toBe(0);
    expect(labels.indexOf('My Audience')).toBe(2);
  });
  it('[PLT-031] [PLT-039] [MKT-035] operators, travelers and admins have their own product links; other groups none', () => {
    expect(hrefs('operator')).toEqual(['Itineraries /app/operator/itineraries', 'Trips /app/operator/trips']);
    expect(hrefs('traveler')).toEqual(['My Trips /app/traveler/trips', 'Explore /app/traveler/explore']);
    expect(hrefs('admin')).toEqual([
      'Users /admin',
      'Trips /admin/trips',
      'Bookings /admin/bookings',
      'Marketing /admin/marketing-lists',
      'Jobs /admin/failed-jobs',
    ]);
    expect(shellProductLinks('tripManager')).toEqual([]);
    expect(shellProductLinks(null)).toEqual([]);
  });
  it('[PLT-039] marks the link a path is under; the area root counts as its first link', () => {
    const key = (g: Parameters<typeof shellProductLinks>[0], p: string) => currentShellProductLink(g, p)?.key ?? null;
    expect(key('host', '/app/host')).toBe('host-home');
    expect(key('host', '/app/host/')).toBe('host-home');
    expect(key('host', '/app/host/audience/survey?x=1')).toBe('host-audience');
    expect(key('host', '/app/host/trips/t1/pricing')).toBe('host-trips');
    expect(key('host', '/app/host/referral')).toBeNull();
    expect(key('host', '/app/hosted')).toBeNull();
    expect(key('operator', '/app/operator')).toBe('operator-itineraries');
    expect(key('operator', '/app/operator/trips/t9/review-details')).toBe('operator-trips');
    expect(key('traveler', '/app/traveler/trips/t1/trip-overview')).toBe('traveler-trips');
    expect(key('traveler', '/app/traveler/explore')).toBe('traveler-explore');
    expect(key('admin', '/admin')).toBe('admin-users');
    expect(key('admin', '/admin/trips/t1')).toBe('admin-trips');
    expect(key('admin', '/admin/bookings/b1')).toBe('admin-bookings');
    expect(key('admin', '/admin/failed-jobs')).toBe('admin-failed-jobs');
    expect(key('admin', '/admin/users/u1')).toBe('admin-users');
    expect(key('admin', '/app/host/trips')).toBeNull();
    expect(key('admin', '/app')).toBeNull();
  });
  it("[PLT-039] at most one link is current, and it is always one of the group's links", () => {
    const groups = ['host', 'operator', 'traveler', 'admin', 'tripManager'] as const;
    const segment = fc.constantFrom('app', 'admin', 'host', 'operator', 'traveler', 'trips', 'home', 'explore', 'x');
    fc.assert(
      fc.property(fc.constantFrom(...groups), fc.array(segment, { maxLength: 5 }), (group, segments) => {
        const path = `/${segments.join('/')}`;
        const current = currentShellProductLink(group, path);
        // (links are new objects per call: compare by key, not by reference)
        if (current === null) return;
        expect(shellProductLinks(group)).toContainEqual(current);
        expect(
          path === current.href ||
            path.startsWith(`${current.href}/`) ||
            current.key === shellProductLinks(group)[0]?.key,
        ).toBe(true);
      }),
    );
  });
});

describe('where the drawer leads (MKT-035)', () => {
  it('[MKT-035] [PLT-041] Account opens the group’s own account screen; Get Help writes to the support desk', () => {
    expect(accountPathFor('traveler', 'u1')).toBe('/app/traveler/account');
    expect(accountPathFor('operator', 'u1')).toBe('/app/operator/account');
    expect(accountPathFor('host', 'u1')).toBe('/app/host/public-profile/edit');
    expect(accountPathFor('admin', 'u1')).toBe('/admin/users/u1');
    expect(accountPathFor('tripManager', 'u1')).toBeNull();
    const help = shellDrawerLinks('operator', { publicProfile: false }).find((l) => l.key === 'get-help');
    expect(help?.href).toMatch(/^mailto:/);
  });
});

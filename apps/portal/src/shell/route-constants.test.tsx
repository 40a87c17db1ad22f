// The route constants as the portal uses them: where /app sends each group, the trip app links' gate, the host trip
// link of a new trip, and where /signup hands over (RTE-002..005, RTE-010, PLT-007).
import { HOST_TRIP_PATH_ACTIONS, USER_GROUPS } from '@caravan/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { signupUrlFor } from '../auth/SignupRedirect.js';
import { TripRequestDone } from '../host/trip-request/TripRequestDone.js';
import { areaFor } from './AppRedirect.js';
import { TripAppLinkGate } from './TripAppLinkGuard.js';

/** Renders at `path` on the server; answers where wouter was told to redirect (null when the page rendered). */
function redirectAt(path: string, node: ReactNode): { redirectTo: string | null; html: string } {
  const ssrContext: { redirectTo?: string } = {};
  const html = renderToStaticMarkup(
    <Router ssrPath={path} ssrContext={ssrContext}>
      {node}
    </Router>,
  );
  return { redirectTo: ssrContext.redirectTo ?? null, html };
}
const page = <p>the trip page</p>;

describe('app base paths', () => {
  it('[RTE-002] /app sends operators, hosts and travelers to their app base under /app', () => {
    expect(areaFor('operator')).toBe('/app/operator');
    expect(areaFor('host')).toBe('/app/host');
    expect(areaFor('traveler')).toBe('/app/traveler');
  });
});

describe('trip app links', () => {
  it('[RTE-003] [RTE-004] [RTE-010] an operator opening a trip page {app}/trips/{id}/{action} is sent to the root', () => {
    for (const action of HOST_TRIP_PATH_ACTIONS)
      for (const app of ['traveler', 'host'])
        expect(
          redirectAt(`/app/${app}/trips/t1/${action}`, <TripAppLinkGate group="operator">{page}</TripAppLinkGate>),
        ).toEqual({ redirectTo: '/', html: '' });
    expect(redirectAt('/admin/trips/t1', <TripAppLinkGate group="operator">{page}</TripAppLinkGate>).redirectTo).toBe(
      '/',
    );
    // Not a trip app link: the operator's own trip steps and a path with no listed action render as they are.
    for (const path of ['/app/operator/trips/t1/review-details', '/app/host/trips/t1/not-an-action'])
      expect(redirectAt(path, <TripAppLinkGate group="operator">{page}</TripAppLinkGate>).redirectTo).toBeNull();
  });

  it('[RTE-010] admins, hosts and travelers use the trip app links; every other group goes to the root', () => {
    for (const group of USER_GROUPS) {
      const at = redirectAt(
        '/app/traveler/trips/t1/trip-overview',
        <TripAppLinkGate group={group}>{page}</TripAppLinkGate>,
      );
      if (['admin', 'host', 'traveler'].includes(group))
        expect(at, group).toEqual({ redirectTo: null, html: '<p>the trip page</p>' });
      else expect(at.redirectTo, group).toBe('/');
    }
  });

  it('[RTE-005] [RTE-003] the host link to a new trip is /app/host/trips/{id}/{action} with model=trip', () => {
    const html = renderToStaticMarkup(
      <TripRequestDone
        created={{ instantlyApproved: true, tripId: 'trip-9' } as Parameters<typeof TripRequestDone>[0]['created']}
        itineraryName="Andes"
      />,
    );
    expect(html).toContain('href="/app/host/trips/trip-9/configuration?model=trip"');
  });
});

describe('/signup', () => {
  it('[PLT-007] hands over to the marketing site host sign-up form of the environment', () => {
    expect(signupUrlFor('', { VITE_DEPLOY_ENV: 'production' })).toBe('https://caravan.travel/host-signup');
    expect(signupUrlFor('', { VITE_DEPLOY_ENV: 'staging' })).toBe('https://staging.caravan.travel/host-signup');
    expect(signupUrlFor('', { VITE_DEPLOY_ENV: 'development' })).toBe('http://localhost:4321/host-signup');
    // Unset: the dev server is development, a built bundle production.
    expect(signupUrlFor('', { DEV: true })).toBe('http://localhost:4321/host-signup');
    expect(signupUrlFor('', { DEV: false })).toBe('https://caravan.travel/host-signup');
    // A referral link's code goes along (REF-001).
    expect(signupUrlFor('?ref=abc123', { VITE_DEPLOY_ENV: 'staging' })).toBe(
      'https://staging.caravan.travel/host-signup?ref=abc123',
    );
  });
});

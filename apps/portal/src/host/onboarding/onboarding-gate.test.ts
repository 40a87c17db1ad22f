// The host landing's onboarding redirect: the domain's rule over the host record as the API serves it.
import { describe, expect, it } from 'vitest';
import { HOST_ONBOARDING_ROUTE, onboardingRedirectFor } from './onboarding-gate.js';

describe('onboarding gate', () => {
  it('[ONB-001] a host created..qualified and not onboarded is sent to onboarding from the landing', () => {
    for (const status of ['created', 'ready-to-qualify', 'qualifying', 'qualified'])
      expect(onboardingRedirectFor({ status, onboardingCompleted: false }), status).toBe(HOST_ONBOARDING_ROUTE);
    expect(HOST_ONBOARDING_ROUTE).toBe('/app/host/onboarding');
  });

  it('[ONB-001] an onboarded host, a host past qualified, or no record yet stays on the landing', () => {
    expect(onboardingRedirectFor({ status: 'qualifying', onboardingCompleted: true })).toBeNull();
    for (const status of ['planning', 'launched', 'confirmed', 'renewed'])
      expect(onboardingRedirectFor({ status, onboardingCompleted: false }), status).toBeNull();
    expect(onboardingRedirectFor(null)).toBeNull();
    expect(onboardingRedirectFor({ status: 'not-a-status', onboardingCompleted: false })).toBeNull();
  });
});

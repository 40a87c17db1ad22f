// Tests of host levels, statuses, tier locks and unlocks (LVL).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL, HOST_STATUSES, QUALIFIED_HOST_STATUSES } from './host.constants.js';
import {
  canHostRequestTrip,
  hostLevelBehaviour,
  hostLevelEarningsAdvanceLimitMinor,
  hostLevelFromProgress,
  hostSidebarAction,
  isHostLevelQualifying,
  isItineraryTierLockShown,
  isItineraryTierUnlocked,
  isQualifiedHostStatus,
  qualifiedResponsesToUnlockRequests,
} from './host-level.rules.js';
import { type HostLevel, hostLevelName, hostLevelSchema, hostStatusSchema } from './host.schema.js';

const level = fc.constantFrom<HostLevel>(0, 1, 2, 3);

describe('host levels', () => {
  it('[LVL-001] the host levels are ZERO, ONE, TWO and 3', () => {
    expect([0, 1, 2, 3].map((l) => hostLevelName(l as HostLevel))).toEqual(['ZERO', 'ONE', 'TWO', '3']);
    expect(hostLevelSchema.parse('ZERO')).toBe(0);
    expect(hostLevelSchema.parse('ONE')).toBe(1);
    expect(hostLevelSchema.parse('TWO')).toBe(2);
    expect(hostLevelSchema.parse('3')).toBe(3);
  });

  it('[LVL-001] [LVL-002] a level name is read in any case and around blanks; a level number written as text is a number', () => {
    expect(hostLevelSchema.parse(' one ')).toBe(1);
    expect(hostLevelSchema.parse('three')).toBe(3);
    expect(hostLevelSchema.parse('2')).toBe(2);
    expect(hostLevelSchema.parse(' 0 ')).toBe(0);
    expect(hostLevelSchema.parse('12')).toBe(3);
    for (const notALevel of ['FOUR', '1.5', '-1', '2a', 'a2', ''])
      expect(hostLevelSchema.safeParse(notALevel).success, notALevel).toBe(false);
  });

  it('[LVL-002] levels are numbered 0 to 3 and a higher level is capped at 3', () => {
    expect(hostLevelSchema.parse(2)).toBe(2);
    expect(hostLevelSchema.parse(7)).toBe(3);
    expect(hostLevelSchema.safeParse(-1).success).toBe(false);
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        const parsed = hostLevelSchema.parse(n);
        expect(parsed).toBe(Math.min(n, 3));
        expect(parsed).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('[LVL-003] levels 0 and 1 have their own behaviour: survey-first and continue surveying', () => {
    expect(hostLevelBehaviour(0)).toBe('survey-first');
    expect(hostLevelBehaviour(1)).toBe('continue-surveying');
    expect(hostLevelBehaviour(2)).toBe('standard');
    expect(hostLevelBehaviour(3)).toBe('standard');
  });

  it('[LVL-004] a level ZERO host is still qualifying', () => {
    expect(isHostLevelQualifying(0)).toBe(true);
    expect(isHostLevelQualifying(1)).toBe(false);
    expect(isHostLevelQualifying(3)).toBe(false);
  });
});

describe('host statuses', () => {
  it('[LVL-005] DECIDE: qualified, planning, launched, confirmed and renewed all count as qualified, the sidebar included', () => {
    expect(HOST_STATUSES.filter(isQualifiedHostStatus)).toEqual([
      'qualified',
      'planning',
      'launched',
      'confirmed',
      'renewed',
    ]);
    for (const s of QUALIFIED_HOST_STATUSES) expect(isQualifiedHostStatus(s)).toBe(true);
    for (const s of ['created', 'ready-to-qualify', 'qualifying'] as const)
      expect(isQualifiedHostStatus(s)).toBe(false);
    expect(hostSidebarAction({ status: 'launched', level: 2 }).label).toBe('Request a Trip');
    expect(isQualifiedHostStatus(undefined)).toBe(false);
    expect(isQualifiedHostStatus(null)).toBe(false);
  });

  it('[LVL-006] the host lead statuses are created .. renewed, parsed from any spelling', () => {
    for (const status of [
      'created',
      'ready-to-qualify',
      'qualifying',
      'qualified',
      'planning',
      'launched',
      'confirmed',
      'renewed',
    ])
      expect(hostStatusSchema.parse(status)).toBe(status);
    expect(hostStatusSchema.parse('READY_TO_QUALIFY')).toBe('ready-to-qualify');
    expect(hostStatusSchema.safeParse('banned').success).toBe(false);
  });
});

describe('sidebar action', () => {
  it("[LVL-009] a qualified host gets 'Request a Trip' to itineraries", () => {
    expect(hostSidebarAction({ status: 'qualified', level: 1 })).toEqual({
      label: 'Request a Trip',
      href: '/app/host/itineraries',
    });
  });
  it("[LVL-010] a host who is not qualified gets 'Start Surveying'", () => {
    expect(hostSidebarAction({ status: 'qualifying', level: 0 })).toEqual({
      label: 'Start Surveying',
      href: '/app/host/audience',
    });
  });
  it("[LVL-011] a not-qualified level 1 host gets 'Continue Surveying'", () => {
    expect(hostSidebarAction({ status: 'ready-to-qualify', level: 1 }).label).toBe('Continue Surveying');
  });
});

describe('itinerary tiers', () => {
  it('[LVL-012] a level ONE or TWO host sees a lock when the tier is higher than the level', () => {
    expect(isItineraryTierLockShown(1, 2)).toBe(true);
    expect(isItineraryTierLockShown(1, 1)).toBe(false);
    expect(isItineraryTierLockShown(2, 3)).toBe(true);
    expect(isItineraryTierLockShown(2, 2)).toBe(false);
    expect(isItineraryTierLockShown(0, 3)).toBe(false);
    expect(isItineraryTierLockShown(3, 3)).toBe(false);
    fc.assert(
      fc.property(level, fc.integer({ min: 1, max: 3 }), (l, tier) => {
        expect(isItineraryTierLockShown(l, tier)).toBe((l === 1 || l === 2) && tier > l);
      }),
    );
  });

  it('[LVL-013] a level unlocks a tier only when it is at least the tier number', () => {
    expect(isItineraryTierUnlocked(2, 2)).toBe(true);
    expect(isItineraryTierUnlocked(1, 2)).toBe(false);
    fc.assert(
      fc.property(level, fc.integer({ min: 0, max: 5 }), (l, tier) => {
        expect(isItineraryTierUnlocked(l, tier)).toBe(l >= tier);
      }),
    );
  });

  it('[LVL-015] DECIDE: tier 2 unlocks at 250 qualified survey responses', () => {
    expect(hostLevelFromProgress({ qualifiedResponses: 249, completedTrips: 0 })).toBe(1);
    expect(hostLevelFromProgress({ qualifiedResponses: 250, completedTrips: 0 })).toBe(2);
  });

  it('[LVL-016] tier 3 unlocks after a first completed trip', () => {
    expect(hostLevelFromProgress({ qualifiedResponses: 300, completedTrips: 0 })).toBe(2);
    expect(hostLevelFromProgress({ qualifiedResponses: 300, completedTrips: 1 })).toBe(3);
    expect(isItineraryTierUnlocked(hostLevelFromProgress({ qualifiedResponses: 0, completedTrips: 1 }), 3)).toBe(true);
  });

  it('[LVL-017] DECIDE: a level ZERO host may request a trip from 100 qualified responses', () => {
    expect(canHostRequestTrip({ level: 0, qualifiedResponses: 99 })).toBe(false);
    expect(canHostRequestTrip({ level: 0, qualifiedResponses: 100 })).toBe(true);
    expect(canHostRequestTrip({ level: 1, qualifiedResponses: 0 })).toBe(true);
    expect(qualifiedResponsesToUnlockRequests(40)).toBe(60);
    expect(qualifiedResponsesToUnlockRequests(140)).toBe(0);
    expect(hostLevelFromProgress({ qualifiedResponses: 99, completedTrips: 0 })).toBe(0);
    expect(hostLevelFromProgress({ qualifiedResponses: 100, completedTrips: 0 })).toBe(1);
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(3), (responses, trips) => {
        const earned = hostLevelFromProgress({ qualifiedResponses: responses, completedTrips: trips });
        const more = hostLevelFromProgress({ qualifiedResponses: responses + 1, completedTrips: trips + 1 });
        expect(more).toBeGreaterThanOrEqual(earned);
      }),
    );
  });

  it('[LVL-018] DECIDE: the earnings-advance limit grows with the host level', () => {
    expect(hostLevelEarningsAdvanceLimitMinor(0)).toBe(0);
    expect(hostLevelEarningsAdvanceLimitMinor(1)).toBe(100_000);
    expect(hostLevelEarningsAdvanceLimitMinor(2)).toBe(250_000);
    expect(hostLevelEarningsAdvanceLimitMinor(3)).toBe(500_000);
    expect(Object.keys(EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL)).toHaveLength(4);
  });
});

// Host level and status rules: qualification, level behaviour, itinerary tier locks and unlocks (LVL).
import {
  EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL,
  HOST_AUDIENCE_PATH,
  HOST_ITINERARIES_PATH,
  HOST_SIDEBAR_ACTION_LABELS,
  LEVEL_ZERO_UNLOCK_QUALIFIED_RESPONSES,
  QUALIFIED_HOST_STATUSES,
  TIER_2_UNLOCK_QUALIFIED_RESPONSES,
  TIER_3_UNLOCK_COMPLETED_TRIPS,
} from './host.constants.js';
import type { HostLevel, HostStatus } from './host.schema.js';

/** Whether a host status counts as qualified (LVL-005, see QUALIFIED_HOST_STATUSES). */
export function isQualifiedHostStatus(status: HostStatus | null | undefined): boolean {
  // A missing status is in no list: no null check needed before the lookup.
  return (QUALIFIED_HOST_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/** Whether a host at this level is still qualifying: level ZERO (LVL-004). */
export function isHostLevelQualifying(level: HostLevel): boolean {
  return level === 0;
}

/** The level-specific behaviour: level 0 is survey-first, level 1 continues surveying, others standard (LVL-003). */
type HostLevelBehaviour = 'survey-first' | 'continue-surveying' | 'standard';
export function hostLevelBehaviour(level: HostLevel): HostLevelBehaviour {
  if (level === 0) return 'survey-first';
  if (level === 1) return 'continue-surveying';
  return 'standard';
}

/** The sidebar action button for a host: label and destination (LVL-009..011). */
export function hostSidebarAction(host: { status: HostStatus | null | undefined; level: HostLevel }): {
  label: string;
  href: string;
} {
  if (isQualifiedHostStatus(host.status))
    return { label: HOST_SIDEBAR_ACTION_LABELS.requestTrip, href: HOST_ITINERARIES_PATH };
  const label =
    hostLevelBehaviour(host.level) === 'continue-surveying'
      ? HOST_SIDEBAR_ACTION_LABELS.continueSurveying
      : HOST_SIDEBAR_ACTION_LABELS.startSurveying;
  return { label, href: HOST_AUDIENCE_PATH };
}

/** Whether a host level unlocks an itinerary tier: the level is at least the tier number (LVL-013). */
export function isItineraryTierUnlocked(level: HostLevel, tier: number): boolean {
  return level >= tier;
}

/** Whether a host sees the tier lock on an itinerary: level ONE or TWO and the tier is higher (LVL-012). */
export function isItineraryTierLockShown(level: HostLevel, tier: number): boolean {
  return (level === 1 || level === 2) && tier > level;
}

/** A host's progress toward the next level. */
interface HostLevelProgress {
  qualifiedResponses: number;
  completedTrips: number;
}

/**
 * The level a host's progress earns: 1 from 100 qualified responses, 2 from 250, 3 after a first
 * completed trip (LVL-015, LVL-016, LVL-017).
 */
export function hostLevelFromProgress(progress: HostLevelProgress): HostLevel {
  if (progress.completedTrips >= TIER_3_UNLOCK_COMPLETED_TRIPS) return 3;
  if (progress.qualifiedResponses >= TIER_2_UNLOCK_QUALIFIED_RESPONSES) return 2;
  if (progress.qualifiedResponses >= LEVEL_ZERO_UNLOCK_QUALIFIED_RESPONSES) return 1;
  return 0;
}

/** Whether a host may request a trip: level ZERO only once enough qualified responses are collected (LVL-017). */
export function canHostRequestTrip(host: { level: HostLevel; qualifiedResponses: number }): boolean {
  return !isHostLevelQualifying(host.level) || qualifiedResponsesToUnlockRequests(host.qualifiedResponses) === 0;
}

/** Qualified responses still missing before a level ZERO host can request a trip (0 when none). */
export function qualifiedResponsesToUnlockRequests(qualifiedResponses: number): number {
  return Math.max(0, LEVEL_ZERO_UNLOCK_QUALIFIED_RESPONSES - qualifiedResponses);
}

/** The host level's earnings-advance limit in USD cents (LVL-018); the cap itself is a pricing rule. */
export function hostLevelEarningsAdvanceLimitMinor(level: HostLevel): number {
  return EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL[level];
}

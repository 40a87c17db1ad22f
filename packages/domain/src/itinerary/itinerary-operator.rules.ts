// The operator itinerary area (§2 Operator app): list groups, builder steps and their paths, which step is disabled,
// the review-details choices and the stale-save message. One truth for the API (group filter, 409) and the portal.
import type { ItineraryStatus } from '../shared/statuses.js';

/** The operator sidebar's itinerary groups, in the order the root redirect takes them (RTE-017, OPI-007). */
export const OPERATOR_ITINERARY_GROUPS = [
  { key: 'not-submitted', label: 'Not Submitted', statuses: ['created', 'incomplete'] },
  { key: 'pending-approval', label: 'Pending Approval', statuses: ['in-review'] },
  { key: 'live', label: 'Live', statuses: ['complete'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly ItineraryStatus[] }[];
export type OperatorItineraryGroupKey = (typeof OPERATOR_ITINERARY_GROUPS)[number]['key'];
export const OPERATOR_ITINERARY_GROUP_KEYS = OPERATOR_ITINERARY_GROUPS.map((g) => g.key) as [
  OperatorItineraryGroupKey,
  ...OperatorItineraryGroupKey[],
];

/** The statuses of one sidebar group. */
export function itineraryStatusesOfGroup(key: OperatorItineraryGroupKey): readonly ItineraryStatus[] {
  return OPERATOR_ITINERARY_GROUPS.find((g) => g.key === key)?.statuses ?? [];
}

/** The sidebar group of a status. */
export function operatorItineraryGroupOf(status: ItineraryStatus): OperatorItineraryGroupKey {
  const group = OPERATOR_ITINERARY_GROUPS.find((g) => (g.statuses as readonly ItineraryStatus[]).includes(status));
  return group?.key ?? 'not-submitted';
}

/** The itinerary builder's steps (RTE-013..016, RTE-021). */
export const OPERATOR_ITINERARY_STEPS = ['review-details', 'configure-services', 'review-pricing', 'success'] as const;
export type OperatorItineraryStep = (typeof OPERATOR_ITINERARY_STEPS)[number];
/** The steps shown as tabs, with their labels (RTE-027, RTE-028); success hides the navigation (RTE-021). */
export const OPERATOR_ITINERARY_TABS = [
  { step: 'review-details', label: 'Review details' },
  { step: 'configure-services', label: 'Review trip/itinerary' },
  { step: 'review-pricing', label: 'Review pricing' },
] as const satisfies readonly { step: OperatorItineraryStep; label: string }[];

/** The path segment of an itinerary not saved yet (RTE-012). */
const NEW_ITINERARY_SEGMENT = 'new';
export const OPERATOR_ITINERARIES_PATH = '/app/operator/itineraries';

/** The path of an itinerary's step; `id` null is the new itinerary (RTE-012..016). */
export function operatorItineraryPath(id: string | null, step: OperatorItineraryStep = 'review-details'): string {
  return `${OPERATOR_ITINERARIES_PATH}/${id === null ? NEW_ITINERARY_SEGMENT : encodeURIComponent(id)}/${step}`;
}

/** Whether a path segment names the new itinerary rather than a stored one. */
export const isNewItinerarySegment = (segment: string): boolean => segment === NEW_ITINERARY_SEGMENT;

/**
 * Whether a builder step is disabled for this itinerary (`id` null while new): review-pricing is disabled on /new
 * (RTE-020), and so is the success step, which only a submit reaches. The API refuses a submit on the same grounds:
 * an itinerary that does not exist yet has nothing to price.
 */
export function isOperatorItineraryStepDisabled(step: OperatorItineraryStep, id: string | null): boolean {
  if (id !== null) return false;
  return step === 'review-pricing' || step === 'success';
}

/** The step after `step` (each tab's Next button, RTE-029); none after review-pricing. */
export function nextOperatorItineraryStep(step: OperatorItineraryStep): OperatorItineraryStep | null {
  const i = OPERATOR_ITINERARY_TABS.findIndex((t) => t.step === step);
  // A step that is no tab (success) has no next; past the last tab there is none either.
  if (i < 0) return null;
  return OPERATOR_ITINERARY_TABS[i + 1]?.step ?? null;
}

/** DECIDE: the accommodation levels a package offers (the spec names the field, not its values): hotel classes. */
export const ITINERARY_ACCOMMODATION_LEVELS = ['Basic', 'Comfort', 'Superior', 'Luxury'] as const;
/** DECIDE: the meal levels a package offers: the board types tour operators sell. */
export const ITINERARY_MEAL_LEVELS = ['Breakfast only', 'Half board', 'Full board', 'All inclusive'] as const;

/**
 * The refusal of a save made on a version someone else has since saved (optimistic version check). DECIDE: the spec
 * has none; the message says what happened and what to do, and the API sends it with 409 STALE_VERSION.
 */
export const ITINERARY_STALE_VERSION_MESSAGE =
  'Someone else saved this itinerary after you opened it. Reload to see their changes, then make yours again.';
export const ITINERARY_STALE_VERSION_CODE = 'STALE_VERSION';

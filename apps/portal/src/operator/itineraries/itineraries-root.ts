// Where the itineraries root leads (RTE-017, RTE-018): the first itinerary of the first non-empty group, in the order
// Not Submitted, Pending Approval, Live, or nowhere (the Welcome message).
import { OPERATOR_ITINERARY_GROUPS, type OperatorItineraryGroupKey, operatorItineraryPath } from '@caravan/domain';

/** The first item of each group as loaded (undefined while loading). */
export type FirstOfGroups = Partial<Record<OperatorItineraryGroupKey, { id: string } | null>>;

export type RootTarget = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'welcome' };

/** Decides as soon as it can: an earlier group's answer is needed before a later group's item is taken. */
export function itinerariesRootTarget(first: FirstOfGroups): RootTarget {
  for (const { key } of OPERATOR_ITINERARY_GROUPS) {
    const item = first[key];
    if (item === undefined) return { kind: 'loading' };
    if (item !== null) return { kind: 'redirect', to: operatorItineraryPath(item.id, 'review-details') };
  }
  return { kind: 'welcome' };
}

// Pure rules of operator itineraries: list labels and redirect order, roles, new-itinerary defaults.
import { type ItineraryStatus, PACKAGE_LEVELS, type PackageLevel, type UserGroup } from '../shared/statuses.js';
import {
  ITINERARY_BUILDER_GROUPS,
  ITINERARY_CREATOR_GROUPS,
  ITINERARY_FORM_SPOTS_DEFAULTS,
  ITINERARY_STATUS_AFTER_PRICING_APPROVAL,
  NEW_ITINERARY_DEFAULT_PACKAGE,
  NEW_ITINERARY_STATUS,
  OPERATOR_ITINERARY_STATUS_LABELS,
} from './itinerary.constants.js';
import type { ItineraryPackages } from './itinerary.schema.js';

/** The operator list label of an itinerary status: Not Submitted, Pending Approval or Live. */
export function operatorItineraryStatusLabel(status: ItineraryStatus): string {
  return OPERATOR_ITINERARY_STATUS_LABELS[status];
}

/** Whether a user group may build, price and approve itineraries (operators and admins). */
export function canUserGroupBuildItineraries(group: UserGroup): boolean {
  return ITINERARY_BUILDER_GROUPS.includes(group);
}

/** Whether a user group may create itineraries (operators). */
export function canUserGroupCreateItineraries(group: UserGroup): boolean {
  return ITINERARY_CREATOR_GROUPS.includes(group);
}

/** The status an itinerary takes once its pricing is approved (see the DECIDE constant). */
export function itineraryStatusAfterPricingApproval(): ItineraryStatus {
  return ITINERARY_STATUS_AFTER_PRICING_APPROVAL;
}

/** The packages of a new itinerary: the default one (standard) enabled, the others off. */
function newItineraryPackages(): ItineraryPackages {
  const pkg = (enabled: boolean): ItineraryPackages[PackageLevel] => ({
    enabled,
    accommodationLevels: [],
    mealLevels: [],
    foodOptions: [],
    validityPeriods: [],
  });
  return Object.fromEntries(
    PACKAGE_LEVELS.map((level) => [level, pkg(level === NEW_ITINERARY_DEFAULT_PACKAGE)]),
  ) as ItineraryPackages;
}

/** The itinerary form's defaults: minimum spots 1, maximum spots 2, standard package enabled. */
export function newItineraryFormDefaults() {
  return {
    name: '',
    country: '',
    destination: '',
    tripSummary: '',
    photos: [] as unknown[],
    minimumSpots: ITINERARY_FORM_SPOTS_DEFAULTS.minimumSpots,
    maximumSpots: ITINERARY_FORM_SPOTS_DEFAULTS.maximumSpots,
    packages: newItineraryPackages(),
  };
}

/** The payload of the first save on /new: the values with status incomplete and the owner. */
export function newItineraryCreatePayload<V extends object>(
  values: V,
  owner: string,
): V & { status: ItineraryStatus; owner: string } {
  return { ...values, status: NEW_ITINERARY_STATUS, owner };
}

// The itinerary PDF file name (OPI-046) is the traveler area's `itineraryPdfFileName`: one rule, written once.

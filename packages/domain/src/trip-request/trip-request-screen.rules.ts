// Pure screen decisions of the catalogue and trip request screen (host-and-platform §2.6, §5, §8).
import {
  TRIP_REQUEST_MESSAGES,
  MIN_PACKAGES_FOR_PACKAGE_CHOICE,
  TRIP_REQUEST_PROFILE_INCOMPLETE,
} from './trip-request.constants.js';
import type {
  HostRecommendations,
  ItineraryAvailability,
  PackageAvailability,
  TripRequestCreateResponse,
} from './trip-request.schema.js';
import { enabledTripRequestPackages } from './trip-request.rules.js';

/** Where the catalogue's request route lives. */
const hostItineraryRequestPath = (itineraryId: string): string =>
  `/app/host/itineraries/${encodeURIComponent(itineraryId)}/request`;
/** The audience research route a start-surveying frame message opens. */
const HOST_AUDIENCE_RESEARCH_PATH = '/app/host/audience/research';
/** The public profile page. */
const HOST_PUBLIC_PROFILE_PATH = '/app/host/public-profile';
/** DECIDE: the account address page is /app/host/account/address because the spec names the page but not its route. */
const HOST_ACCOUNT_ADDRESS_PATH = '/app/host/account/address';

/** The route a portal frame message leads to: an itinerary id opens its request, a start-surveying flag the research tab (CAT-006, CAT-007). */
export function portalFrameMessageTarget(message: unknown): string | null {
  // Whatever a frame posts: a primitive has neither field, so only null and undefined need a stand-in.
  const m = (message ?? {}) as { itineraryId?: unknown; startSurveying?: unknown };
  if (typeof m.itineraryId === 'string' && m.itineraryId.length > 0) return hostItineraryRequestPath(m.itineraryId);
  if (m.startSurveying === true) return HOST_AUDIENCE_RESEARCH_PATH;
  return null;
}

/** Who shows as the recommender: the company when trovaRecommended, else the host (CAT-009). */
export function recommendationRecommender(rec: Pick<HostRecommendations, 'trovaRecommended'>): 'company' | 'host' {
  return rec.trovaRecommended ? 'company' : 'host';
}

/** The failed-availability view: 'This itinerary is booked' for no inventory, else 'Something went wrong' (CAT-016, CAT-017). */
export function tripRequestAvailabilityErrorView(kind: 'no-inventory-items' | 'generic'): {
  message: string;
  action: string;
} {
  return {
    message:
      kind === 'no-inventory-items' ? TRIP_REQUEST_MESSAGES.itineraryBooked : TRIP_REQUEST_MESSAGES.somethingWentWrong,
    action: TRIP_REQUEST_MESSAGES.exploreItineraries,
  };
}

/** Whether the itinerary has no dates at all: no enabled package has a date or an inventory item (CAT-019). */
export function tripRequestHasNoDates(availability: ItineraryAvailability): boolean {
  return enabledTripRequestPackages(availability).every((level) => {
    // An enabled package exists: enabledTripRequestPackages lists only levels whose package is there and enabled.
    const pkg = availability[level] as PackageAvailability;
    const hasDates = (pkg.enabledDates?.length ?? 0) > 0 || pkg.firstAvailableDate !== null;
    return !(hasDates || pkg.itineraryInventoryItems.length > 0);
  });
}

/** The buttons of the blocked-request card shown when the host's tier is locked (CAT-020). */
export const BLOCKED_TRIP_REQUEST_ACTIONS = [
  { label: 'Continue Surveying', to: '/app/host/audience' },
  { label: 'Explore Itineraries', to: '/app/host/itineraries' },
] as const;

/** Whether the 'Survey your audience!' panel shows: only for a level ZERO host (CAT-021). */
export const showsSurveyYourAudiencePanel = (hostLevel: number): boolean => hostLevel === 0;

/** Where 'Finish Your Profile to Request a Trip!' leads: public profile when incomplete, else the account address page (CAT-022). */
export function finishProfileCardDestination(publicProfileComplete: boolean): string {
  return publicProfileComplete ? HOST_ACCOUNT_ADDRESS_PATH : HOST_PUBLIC_PROFILE_PATH;
}

/** Whether the profile-completion card shows: never, the incomplete-profile value is fixed at false (CAT-023). */
export const showsTripRequestProfileCompletionCard = (): boolean => TRIP_REQUEST_PROFILE_INCOMPLETE;

/** Whether the additional requests section shows: only with the host feature flag on (CAT-049). */
export const showsAdditionalRequestsSection = (hostFlagOn: boolean): boolean => hostFlagOn;

/** Whether companions can be added or removed: only in edit mode (CAT-050). */
export const canAddOrRemoveTripRequestCompanions = (mode: 'edit' | 'read-only'): boolean => mode === 'edit';

/** Whether the package choice shows: at least 2 enabled packages, or always on a read-only form (CAT-052). */
export function showsTripRequestPackageChoice(enabledPackages: number, readOnly: boolean): boolean {
  return readOnly || enabledPackages >= MIN_PACKAGES_FOR_PACKAGE_CHOICE;
}

/** The message of a failed create: an error returned in the success callback as is, otherwise the generic one (CAT-064, CAT-065). */
export function tripRequestCreateErrorMessage(response: TripRequestCreateResponse | null | undefined): string | null {
  if (response == null) return TRIP_REQUEST_MESSAGES.createError;
  if (response.error) return response.error;
  return response.id ? null : TRIP_REQUEST_MESSAGES.createError;
}

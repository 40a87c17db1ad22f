// Pure rules of operator trips: groups and priorities, status contract spelling, approval, manifest, travellers.
import type { CurrencyCode } from '../shared/money.js';
import type { PackageLevel, TripStatus, UserGroup } from '../shared/statuses.js';
import {
  HOST_REQUEST_SUMMARY_SECTIONS,
  NEW_TRIP_STATUS,
  OPERATOR_TRIP_GROUPS,
  type OperatorTripGroupKey,
  TRIP_MANIFEST_STATUSES,
  TRIP_OPERATOR_GROUPS,
  TRIP_STATUS_PRICING_APPROVED_CONTRACT,
} from './trip.constants.js';

type OperatorTripGroup = (typeof OPERATOR_TRIP_GROUPS)[number];
/** Which record the operator trip screens open: a trip or a trip request (query `model`). */
export type OperatorTripModel = 'trip' | 'tripRequest';

/** The spelling of a trip status in the contract: pricing-approved carries the provider's prefix. */
export function tripStatusContractSpelling(status: TripStatus): string {
  return status === 'pricing-approved' ? TRIP_STATUS_PRICING_APPROVED_CONTRACT : status;
}

/** The operator group a trip status belongs to, or undefined (cancelled is in none). */
export function operatorTripGroupOf(status: TripStatus): OperatorTripGroup | undefined {
  return OPERATOR_TRIP_GROUPS.find((g) => (g.statuses as readonly TripStatus[]).includes(status));
}

/** Items grouped by operator trip group, in priority order, empty groups left out. */
export function groupOperatorTrips<T extends { status: TripStatus }>(
  items: readonly T[],
): { key: OperatorTripGroupKey; label: string; priority: number; items: T[] }[] {
  return OPERATOR_TRIP_GROUPS.map((g) => ({
    key: g.key,
    label: g.label,
    priority: g.priority,
    items: items.filter((i) => operatorTripGroupOf(i.status)?.key === g.key),
  })).filter((g) => g.items.length > 0);
}

/** The operator review-details path of a trip or trip request. */
export function operatorTripReviewDetailsPath(id: string, model: OperatorTripModel = 'trip'): string {
  return `/app/operator/trips/${encodeURIComponent(id)}/review-details?model=${model}`;
}

/** Where the operator trips root redirects: the first item of the group with the lowest priority number. */
export function operatorTripsRedirectPath<T extends { id: string; status: TripStatus; model?: OperatorTripModel }>(
  items: readonly T[],
): string | undefined {
  const first = groupOperatorTrips(items)[0]?.items[0];
  return first ? operatorTripReviewDetailsPath(first.id, first.model ?? 'trip') : undefined;
}

/** Whether a user group may review, price and approve trips and submit the technical itinerary. */
export function canUserGroupOperateTrips(group: UserGroup): boolean {
  return TRIP_OPERATOR_GROUPS.includes(group);
}

/** Whether 'Download Manifest' is shown: trips confirmed or closed. */
export function canDownloadTripManifest(status: TripStatus): boolean {
  return TRIP_MANIFEST_STATUSES.includes(status);
}

/** Whether 'Approve Trip' is enabled: the operator terms are checked and the trip is still created. */
export function canApproveTrip(trip: { status: TripStatus; operatorTerms: boolean }): boolean {
  return trip.status === 'created' && trip.operatorTerms;
}

/** The operator trip steps (§2 Operator app). */
export const OPERATOR_TRIP_STEPS = ['review-details', 'configure-services', 'review-pricing', 'success'] as const;
export type OperatorTripStep = (typeof OPERATOR_TRIP_STEPS)[number];

/** The path of an operator trip step; review-pricing and success carry model=trip. */
export function operatorTripStepPath(id: string, step: OperatorTripStep, model: OperatorTripModel = 'trip'): string {
  return `/app/operator/trips/${encodeURIComponent(id)}/${step}?model=${step === 'review-pricing' || step === 'success' ? 'trip' : model}`;
}

/** Whether pricing is available for the record: not for trip requests. */
export function isOperatorTripPricingEnabled(model: OperatorTripModel): boolean {
  return model === 'trip';
}

/** The travellers count of a host request: companions plus the host. */
export function tripTravellersCount(companions: readonly unknown[] | number): number {
  return (typeof companions === 'number' ? companions : companions.length) + 1;
}

/** The minimal trip request and itinerary a new trip is built from. */
export interface TripFromRequestInput {
  tripRequest: {
    id: string;
    host: string;
    startDate: string | null;
    additionalRequests?: string | undefined;
    instantlyApproved?: boolean | undefined;
    itineraryInventoryItem?: string | null | undefined;
    selectedPackage?: PackageLevel | undefined;
    companions?: readonly { firstName?: string; lastName?: string; ageRange?: string }[] | undefined;
    hostRooms?: readonly { roomType: string }[] | undefined;
    dietaryRestriction?: string | null | undefined;
  };
  itinerary: {
    id: string;
    name: string;
    currency?: CurrencyCode | undefined;
    minimumSpots?: number | undefined;
    maximumSpots?: number | undefined;
    servicesByDay?: readonly unknown[] | undefined;
  };
}

/** The trip saved when an operator creates a trip from a trip request: status created, linked to both. */
export function newTripFromTripRequest({ tripRequest, itinerary }: TripFromRequestInput) {
  if (!tripRequest.startDate) throw new RangeError('A trip request needs a start date to become a trip');
  return {
    name: itinerary.name,
    status: NEW_TRIP_STATUS,
    startDate: tripRequest.startDate,
    itinerary: itinerary.id,
    tripRequestId: tripRequest.id,
    host: tripRequest.host,
    currency: itinerary.currency ?? 'USD',
    ...(itinerary.minimumSpots !== undefined ? { minimumSpots: itinerary.minimumSpots } : {}),
    ...(itinerary.maximumSpots !== undefined ? { maximumSpots: itinerary.maximumSpots } : {}),
    servicesByDay: [...(itinerary.servicesByDay ?? [])],
    ...(tripRequest.selectedPackage !== undefined ? { selectedPackage: tripRequest.selectedPackage } : {}),
    companions: [...(tripRequest.companions ?? [])],
    hostRooms: [...(tripRequest.hostRooms ?? [])],
    dietaryRestriction: tripRequest.dietaryRestriction ?? null,
    additionalRequests: tripRequest.additionalRequests ?? '',
    instantlyApproved: tripRequest.instantlyApproved ?? false,
  };
}

/** One section of the host-request summary. */
export interface HostRequestSummarySection {
  title: (typeof HOST_REQUEST_SUMMARY_SECTIONS)[number];
  lines: string[];
}

/** The host-request summary of the operator review-details tab: host, selected options, companions, requests. */
export function hostRequestSummary(request: {
  host: { displayName?: string | undefined; firstName?: string | undefined; lastName?: string | undefined };
  selectedPackage?: PackageLevel | undefined;
  hostRooms?: readonly { roomType: string }[] | undefined;
  selectedWorkshopSpaces?: readonly { length: number; service?: { name?: string | undefined } }[] | undefined;
  hostSelectedOptionalServices?:
    | readonly { numberOptingIn: number; service?: { name?: string | undefined } }[]
    | undefined;
  companions?:
    | readonly { firstName?: string | undefined; lastName?: string | undefined; ageRange?: string }[]
    | undefined;
  dietaryRestriction?: string | null | undefined;
  additionalRequests?: string | undefined;
  /** The pre/post-trip stays and transfers chosen, as the trip request's rules word them (CAT-056). */
  prePost?: readonly string[] | undefined;
}): HostRequestSummarySection[] {
  const host =
    request.host.displayName?.trim() ||
    [request.host.firstName, request.host.lastName].filter(Boolean).join(' ').trim() ||
    'Host';
  const options: string[] = [];
  if (request.selectedPackage)
    options.push(`Package: ${request.selectedPackage.charAt(0).toUpperCase()}${request.selectedPackage.slice(1)}`);
  if (request.hostRooms?.length) options.push(`Host rooms: ${request.hostRooms.map((r) => r.roomType).join(', ')}`);
  for (const w of request.selectedWorkshopSpaces ?? [])
    options.push(`Workshop space: ${w.service?.name ?? 'Workshop'} (${w.length} h)`);
  for (const o of request.hostSelectedOptionalServices ?? [])
    options.push(`${o.service?.name ?? 'Optional service'}: ${o.numberOptingIn} opting in`);
  options.push(...(request.prePost ?? []));
  if (request.dietaryRestriction) options.push(`Dietary restriction: ${request.dietaryRestriction}`);
  const companions = (request.companions ?? []).map((c) => {
    const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Companion';
    return c.ageRange ? `${name} (${c.ageRange})` : name;
  });
  const requests = request.additionalRequests?.trim() ? [request.additionalRequests.trim()] : [];
  const [hostTitle, optionsTitle, companionsTitle, requestsTitle] = HOST_REQUEST_SUMMARY_SECTIONS;
  return [
    { title: hostTitle, lines: [`${host} · ${tripTravellersCount(companions.length)} travellers`] },
    { title: optionsTitle, lines: options },
    { title: companionsTitle, lines: companions },
    { title: requestsTitle, lines: requests },
  ];
}

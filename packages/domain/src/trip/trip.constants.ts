// The spec's named values for operator trips: groups, editability by status, technical itinerary, messages.
import type { TripStatus, UserGroup } from '../shared/statuses.js';

/**
 * DECIDE: the contract spells pricing-approved as 'trova-pricing-approved' (provider prefix, hyphens)
 * because the operator spec uses hyphenated statuses and says the contract carries the provider's name;
 * every variant still parses to the canonical 'pricing-approved'.
 */
export const TRIP_STATUS_PRICING_APPROVED_CONTRACT = 'trova-pricing-approved';
/** The status of a trip created from a trip request (§4). */
export const NEW_TRIP_STATUS: TripStatus = 'created';

/** The operator trip groups with their priorities and statuses (§2 Operator app; §4 Trip statuses). */
export const OPERATOR_TRIP_GROUPS = [
  { key: 'new-trip-requests', label: 'New Trip Requests', priority: 1, statuses: ['created'] },
  {
    key: 'pending-review',
    label: 'Pending Review',
    priority: 2,
    statuses: ['pricing-approved', 'host-approved', 'partner-approved', 'early-confirmed'],
  },
  { key: 'live', label: 'Live', priority: 3, statuses: ['live', 'ready-to-confirm'] },
  { key: 'confirmed', label: 'Confirmed', priority: 4, statuses: ['confirmed', 'closed'] },
  { key: 'complete', label: 'Complete', priority: 5, statuses: ['complete'] },
] as const satisfies readonly { key: string; label: string; priority: number; statuses: readonly TripStatus[] }[];
export type OperatorTripGroupKey = (typeof OPERATOR_TRIP_GROUPS)[number]['key'];

/** Statuses where 'Download Manifest' is shown (§2). */
export const TRIP_MANIFEST_STATUSES: readonly TripStatus[] = ['confirmed', 'closed'];
/** Statuses where the operator is offered 'Submit Technical Itinerary' (§4 Technical itinerary). */
export const TECHNICAL_ITINERARY_SUBMIT_STATUSES: readonly TripStatus[] = ['confirmed', 'closed'];

/** The field groups of a trip whose edit rights depend on status (§4 Editability by trip status). */
export const TRIP_FIELD_GROUPS = [
  /** Name, dates, request details and the rest of the review-details form. */
  'details',
  /** The day-by-day services. */
  'services',
  /** Spots, single supplement price and the prices of tiers already on the trip. */
  'pricing',
  /** Adding price tiers (existing tiers follow 'pricing'). */
  'costThresholds',
  'singleSupplementQuantity',
  'operatorCode',
] as const;
export type TripFieldGroup = (typeof TRIP_FIELD_GROUPS)[number];

/** Statuses that are read-only except single supplement quantity, operatorCode and costThresholds. */
const TRIP_PRICING_LOCKED_STATUSES: readonly TripStatus[] = [
  'partner-approved',
  'pricing-approved',
  'live',
  'ready-to-confirm',
  'confirmed',
  'host-approved',
];

/** Editable field groups per status; statuses not listed keep only operatorCode (§4). */
export const TRIP_EDITABLE_FIELD_GROUPS: Partial<Record<TripStatus, readonly TripFieldGroup[]>> = {
  created: ['details', 'services', 'pricing', 'costThresholds', 'singleSupplementQuantity'],
  closed: ['services', 'operatorCode'],
  ...Object.fromEntries(
    TRIP_PRICING_LOCKED_STATUSES.map((s) => [s, ['singleSupplementQuantity', 'operatorCode', 'costThresholds']]),
  ),
};
/** What every other status (cancelled, complete, early-confirmed, ...) keeps editable. */
export const TRIP_DEFAULT_EDITABLE_FIELD_GROUPS: readonly TripFieldGroup[] = ['operatorCode'];

/**
 * DECIDE: a price tier may be added in created and in the statuses whose costThresholds stay editable
 * (partner-approved, pricing-approved, host-approved, live, ready-to-confirm, confirmed) because the
 * editability table keeps costThresholds open exactly there while locking the tiers already on the trip.
 */
export const TRIP_TIER_ADD_STATUSES: readonly TripStatus[] = ['created', ...TRIP_PRICING_LOCKED_STATUSES];

/**
 * DECIDE: the technical-itinerary editable window closes 14 days before the trip starts (and never
 * opens for complete or cancelled trips) because ground operations need a stable plan for the last
 * two weeks before departure.
 */
export const TECHNICAL_ITINERARY_EDIT_CUTOFF_DAYS_BEFORE_START = 14;
export const TECHNICAL_ITINERARY_CLOSED_STATUSES: readonly TripStatus[] = ['complete', 'cancelled'];

/** Groups that review, price and approve trips and submit the technical itinerary (§1; §6). */
export const TRIP_OPERATOR_GROUPS: readonly UserGroup[] = ['operator'];

/**
 * DECIDE: the operator review-details host-request summary has four sections in this order because
 * the spec names host, selected options, companions and additional requests but no layout.
 */
export const HOST_REQUEST_SUMMARY_SECTIONS = ['Host', 'Selected options', 'Companions', 'Additional requests'] as const;

/** Operator trip copy and toasts (§2, §4, §8). */
export const TRIP_MESSAGES = {
  saveTrip: 'Save Trip',
  approveTrip: 'Approve Trip',
  tripSavedToast: 'Trip Saved',
  tripSaved: 'Trip saved',
  tripSavedLong: 'Trip Saved. Trip has been successfully saved!',
  tripRequestSaved: 'Trip request saved',
  downloadManifest: 'Download Manifest',
  submitTechnicalItinerary: 'Submit Technical Itinerary',
  technicalItinerarySubmitted: 'Technical Itinerary Submitted',
  technicalItineraryApproved: 'Technical Itinerary approved',
  technicalItineraryFailed:
    'Unable to process request - Something went wrong approving the Technical Itinerary. Please try again.',
} as const;

// The traveler app's analytics event names (TAP-029): its main actions, and one event per ground-transfer step.
import type { GroundTransferTab } from '../ground-transfer/transfer-flow.schema.js';

/**
 * DECIDE: names are snake_case 'object_action' in the past tense (GA4's recommended form), fired once the action
 * succeeded, so a tag manager maps them as they are and a report never counts an attempt that failed.
 */
export const TRAVELER_ANALYTICS_EVENTS = {
  travelerTermsAccepted: 'traveler_terms_accepted',
  minorDisclaimerAccepted: 'minor_disclaimer_accepted',
  itineraryPdfDownloaded: 'itinerary_pdf_downloaded',
  tripFormSaved: 'trip_form_saved',
  bookingUpdated: 'booking_updated',
  balancePaid: 'balance_paid',
  paymentMethodUpdated: 'payment_method_updated',
  bookingCancelled: 'booking_cancelled',
  groundTransferBooked: 'ground_transfer_booked',
} as const;

/**
 * DECIDE: each transfer step has its own 'ground_transfer_<step>_viewed' event, fired as the step opens, so a funnel
 * reads where travelers stop; 'ground_transfer_booked' (above) closes it.
 */
export const GROUND_TRANSFER_STEP_EVENTS = {
  travel_detail: 'ground_transfer_travel_detail_viewed',
  vehicle: 'ground_transfer_vehicle_viewed',
  contact: 'ground_transfer_contact_viewed',
  payment: 'ground_transfer_payment_viewed',
  success: 'ground_transfer_success_viewed',
} as const satisfies Record<GroundTransferTab, string>;

/** Every event the traveler app sends. */
export type TravelerAnalyticsEvent =
  | (typeof TRAVELER_ANALYTICS_EVENTS)[keyof typeof TRAVELER_ANALYTICS_EVENTS]
  | (typeof GROUND_TRANSFER_STEP_EVENTS)[GroundTransferTab];

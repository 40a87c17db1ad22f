// The ids of the seeded demo records, for tests and for anyone who needs "the live trip" or "traveler@'s booking".
import { seedId, seedUserId } from './context.js';

/** Ids of the seeded users: the demo accounts and the extra hosts. */
export const DEMO_USER_IDS = {
  admin: seedUserId('admin@caravan.test'),
  operator: seedUserId('operator@caravan.test'),
  operator2: seedUserId('operator2@caravan.test'),
  host: seedUserId('host@caravan.test'),
  host2: seedUserId('host2@caravan.test'),
  cohost: seedUserId('cohost@caravan.test'),
  traveler: seedUserId('traveler@caravan.test'),
  traveler2: seedUserId('traveler2@caravan.test'),
  companion: seedUserId('companion@caravan.test'),
  /** zoe.zero@caravan.test, a level 0 host. */
  hostLevel0: seedUserId('zoe.zero@caravan.test'),
  /** tom.two@caravan.test, a level 2 host. */
  hostLevel2: seedUserId('tom.two@caravan.test'),
} as const;

/** Ids of the seeded itineraries. */
export const DEMO_ITINERARY_IDS = {
  /** operator@, inventory, every package level, every service type on its days, alternatives. */
  incaTrail: seedId('itinerary/inca-trail'),
  /** operator@, non-inventory, validity periods per package level. */
  patagonia: seedId('itinerary/patagonia'),
  /** operator@, incomplete (Not Submitted). */
  atacama: seedId('itinerary/atacama'),
  /** operator2@, inventory, EUR. */
  fjords: seedId('itinerary/fjords'),
  /** operator2@, non-inventory, in review. */
  lapland: seedId('itinerary/lapland'),
  /** operator2@, created (Not Submitted). */
  iceland: seedId('itinerary/iceland'),
} as const;

/** Ids of the seeded trips, one per trip status; host@ owns all but pricingApproved, readyToConfirm and cancelled. */
export const DEMO_TRIP_IDS = {
  created: seedId('trip/created'),
  partnerApproved: seedId('trip/partner-approved'),
  pricingApproved: seedId('trip/pricing-approved'),
  hostApproved: seedId('trip/host-approved'),
  /** traveler@'s manage-booking trip: balance due, private rooms available. */
  live: seedId('trip/live'),
  readyToConfirm: seedId('trip/ready-to-confirm'),
  earlyConfirmed: seedId('trip/early-confirmed'),
  /** Full (every spot taken) with exactly 3 private rooms left. */
  confirmed: seedId('trip/confirmed'),
  closed: seedId('trip/closed'),
  complete: seedId('trip/complete'),
  cancelled: seedId('trip/cancelled'),
} as const;

/** Ids of the demo travelers' bookings (one per booking status, plus a pending cancellation). */
export const DEMO_BOOKING_IDS = {
  /** traveler@ on the live trip: confirmed, balance due, companion@ as secondary traveler, insurance, rides. */
  travelerLive: seedId('booking/traveler-live'),
  /** traveler2@ on the live trip: confirmed, paid in full, pending cancellation, private room. */
  traveler2Live: seedId('booking/traveler2-live'),
  /** traveler@ on the early-confirmed trip: pending. */
  travelerPending: seedId('booking/traveler-pending'),
  /** traveler2@ on the ready-to-confirm trip: awaiting payment. */
  traveler2Awaiting: seedId('booking/traveler2-awaiting'),
  /** traveler2@ on the full confirmed trip: waitlist. */
  traveler2Waitlist: seedId('booking/traveler2-waitlist'),
  /** traveler2@ on the closed trip (starting soon): confirmed, paid in full, a ride with a driver assigned. */
  traveler2Closed: seedId('booking/traveler2-closed'),
  /** traveler@ on the complete trip: confirmed, past, rides completed and cancelled. */
  travelerComplete: seedId('booking/traveler-complete'),
  /** traveler@ on the cancelled trip: cancelled by the host (reason 16), refunded. */
  travelerCancelled: seedId('booking/traveler-cancelled'),
} as const;

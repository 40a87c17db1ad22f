// Named values of the public trip page and of booking a trip from it (MKT-001..009): path, channels, deposit, limits.
import { type TripStatus, tripStatusesFrom } from '../shared/statuses.js';

/** DECIDE: the public trip page lives at /trips/{tripPath} (the trip's unique page path, e.g. 'crv-1005'), because it is short, stable and already unique per trip. */
export const PUBLIC_TRIP_PATH_PREFIX = '/trips/';

/**
 * The id of the JSON script element in which the server's public trip page carries the trip's view to the portal,
 * so the page's first render has the trip (no spinner, no second request before the first paint).
 */
export const PUBLIC_TRIP_DATA_ELEMENT_ID = 'caravan-public-trip';

/** DECIDE: a trip's page is public once the host approved it and a launch date is set; before launch it says when booking opens (MKT-001, MKT-003). */
export const PUBLIC_TRIP_PAGE_STATUSES: readonly TripStatus[] = tripStatusesFrom('host-approved');

/** MKT-001: a trip sells spots while it is live or ready to confirm and its launch date has passed. */
export const BOOKABLE_TRIP_STATUSES: readonly TripStatus[] = ['live', 'ready-to-confirm'];

/** DECIDE: the down payment is $500.00 per spot booked (at most the trip price), a usual group-trip deposit; trips store no deposit of their own. */
export const DOWN_PAYMENT_PER_SPOT_MINOR = 50_000;

/** DECIDE: at most 6 travelers per booking, a family or a group of friends; larger groups talk to the host. */
export const NEW_BOOKING_MAX_TRAVELERS = 6;

/** Why a trip cannot be booked, by code (MKT-003): what its public page says. */
export const TRIP_NOT_BOOKABLE_MESSAGES = {
  notLaunched: 'Booking has not opened yet.',
  soldOut: 'This trip is sold out. Join the waitlist and the host will contact you if a spot opens.',
  cancelled: 'This trip has been cancelled.',
  complete: 'This trip has already taken place.',
  closed: 'Bookings for this trip are closed.',
  pastDeadline: 'Bookings for this trip closed on its bookings deadline.',
} as const;
export type TripNotBookableReason = keyof typeof TRIP_NOT_BOOKABLE_MESSAGES;

/** Added to a booking refused because the trip stopped being bookable while its form was open: nothing was taken. */
export const NOT_CHARGED_NOTE = "Don't worry, you haven't been charged.";

/**
 * DECIDE: the visit channels a host's analytics counts, from utm_source / utm_medium first and the referrer second:
 * the social networks hosts share on, e-mail campaigns, search engines, other sites, and direct (nothing known).
 */
export const VISIT_CHANNELS = [
  'instagram',
  'facebook',
  'tiktok',
  'twitter',
  'youtube',
  'email',
  'search',
  'referral',
  'direct',
] as const;
export type VisitChannel = (typeof VISIT_CHANNELS)[number];

/** Host names (suffix match) of each social or search channel. */
export const CHANNEL_HOSTS: Readonly<Partial<Record<VisitChannel, readonly string[]>>> = {
  instagram: ['instagram.com', 'l.instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
  tiktok: ['tiktok.com'],
  twitter: ['twitter.com', 'x.com', 't.co'],
  youtube: ['youtube.com', 'youtu.be'],
  search: ['google.com', 'bing.com', 'duckduckgo.com', 'yahoo.com', 'ecosia.org', 'baidu.com', 'yandex.ru'],
};

/** utm_source spellings of each channel (lower case). */
export const CHANNEL_UTM_SOURCES: Readonly<Partial<Record<VisitChannel, readonly string[]>>> = {
  instagram: ['instagram', 'ig'],
  facebook: ['facebook', 'fb', 'meta'],
  tiktok: ['tiktok'],
  twitter: ['twitter', 'x'],
  youtube: ['youtube', 'yt'],
  email: ['email', 'newsletter', 'mailchimp', 'klaviyo', 'caravan-email'],
  search: ['google', 'bing', 'duckduckgo'],
};

/** The booking-creation refusals the public booking route answers with (beyond the traveler booking codes). */
export const BOOKING_CREATION_ERROR_CODES = {
  /** 409: the trip cannot be booked now; `error` says why (MKT-003). */
  tripNotBookable: 'trip-not-bookable',
  /** 409: a traveler on the booking is already on this trip. */
  alreadyBooked: 'already-booked',
  /** 403: the account is not a traveler's. */
  notATraveler: 'not-a-traveler',
  /** 422: the terms were not accepted. */
  termsNotAccepted: 'terms-not-accepted',
} as const;

/** The traveler's and the host's e-mail subjects for a new booking (MKT-009). */
export const NEW_BOOKING_EMAIL_SUBJECTS = {
  traveler: (tripName: string) => `Your booking on ${tripName}`,
  host: (tripName: string) => `New booking on ${tripName}`,
} as const;

/** Where the portal mounts the traveler app, and the trip page a new booking lands on (TRV-010). */
export const PORTAL_TRAVELER_APP_BASE = '/app/traveler';
export const NEW_BOOKING_LANDING_ACTION = 'trip-overview';

// The host trip workspace's named values: routes, tab gating, launch, publish, agreement, details and gatherings.
import { tripStatusesFrom } from '../shared/status-values.js';
import type { TripStatus } from '../shared/statuses.js';

// ── Routes and tabs ──────────────────────────────────────────────────────────────────────────────

/** Trip tab routes, relative to the trip (WSP-007). */
export const HOST_TRIP_TAB_ROUTES = {
  configuration: '/configuration',
  pricing: '/pricing',
  itinerary: '/itinerary',
  promote: '/promote',
  bookings: '/bookings',
  travelInfo: '/travel-info',
  getGoing: '/get-going',
} as const;
/** Further trip routes: preview, read-only trip request, services agreement and its success route. */
export const HOST_TRIP_PREVIEW_ROUTE = '/preview';
export const HOST_TRIP_REQUEST_ROUTE = '/request';

/** The trip detail tabs in order (WSP-011); Launch is the tutorial step and has no route of its own. */
export const HOST_TRIP_DETAIL_TABS = [
  { key: 'launch', label: 'Launch', route: null },
  { key: 'pricing', label: 'Pricing', route: HOST_TRIP_TAB_ROUTES.pricing },
  { key: 'itinerary', label: 'Itinerary', route: HOST_TRIP_TAB_ROUTES.itinerary },
  { key: 'promote', label: 'Promote', route: HOST_TRIP_TAB_ROUTES.promote },
  { key: 'bookings', label: 'Bookings', route: HOST_TRIP_TAB_ROUTES.bookings },
  { key: 'travel-info', label: 'Travel Info', route: HOST_TRIP_TAB_ROUTES.travelInfo },
] as const;
export type HostTripDetailTabKey = (typeof HOST_TRIP_DETAIL_TABS)[number]['key'];

/** Tabs that are disabled outside the allowed statuses and on complete trips (WSP-014, WSP-015). */
export const HOST_TRIP_GATED_TABS: readonly HostTripDetailTabKey[] = ['promote', 'bookings', 'travel-info'];

/**
 * DECIDE: the request-phase statuses that hide the trip tabs are created and partner-approved, because those are
 * the statuses the spec groups as 'requests' (under review); from pricing-approved the host works in the tabs.
 */
export const HOST_TRIP_REQUEST_PHASE_STATUSES: readonly TripStatus[] = ['created', 'partner-approved'];

/**
 * DECIDE: Promote, Bookings and Travel Info are enabled from host-approved through closed, because they need an
 * accepted agreement (a trip page exists); before that there is nothing to promote, and a cancelled trip has nothing
 * left to sell or prepare. Complete is excluded by WSP-015.
 */
export const HOST_TRIP_GATED_TABS_ENABLED_STATUSES: readonly TripStatus[] = [
  'host-approved',
  'live',
  'ready-to-confirm',
  'early-confirmed',
  'confirmed',
  'closed',
];

/** The user group that uses the trip tabs (WSP-002). */
export const HOST_TRIP_TABS_USER_GROUP = 'host' as const;

/** Get-going empty state (WSP-008, WSP-009, WSP-010). */
export const GET_GOING_HEADING = 'Get your group trip going!';
const GET_GOING_SURVEY_UNLOCK_RESPONSES = 100;
export const GET_GOING_LEVEL_ZERO_TEXT = `Unlock itineraries by collecting at least ${GET_GOING_SURVEY_UNLOCK_RESPONSES} survey responses.`;
export const GET_GOING_ACTION_LABELS = {
  'explore-itineraries': 'Explore Itineraries',
  'survey-audience': 'Survey Audience',
} as const;

// ── Launch ───────────────────────────────────────────────────────────────────────────────────────

/**
 * DECIDE: the launch stepper's last step is 'schedule-launch', the 'Trip Page Launch Date' dialog's date and time
 * with 'Schedule Later' and 'Schedule Launch', because the spec describes exactly that dialog for scheduling.
 */
export const LAUNCH_STEPPER_STEPS = [
  { key: 'congratulations', title: 'Congratulations' },
  { key: 'review-trip-page', title: "Let's Review Your Trip Page" },
  { key: 'finish-profile', title: 'Finish Your Profile' },
  { key: 'schedule-launch', title: 'Trip Page Launch Date' },
] as const;

/** Launch stepper bio limits and messages (WSP-025, WSP-026). */
export const LAUNCH_BIO_MIN_LENGTH = 100;
export const LAUNCH_BIO_MAX_LENGTH = 350;
export const LAUNCH_BIO_MIN_MESSAGE = 'Minimum 100 characters required';
export const LAUNCH_BIO_MAX_MESSAGE = 'Maximum 350 characters allowed';
export const LAUNCH_PROFILE_SAVE_ERROR = 'There was an error saving your profile. Please try again.';

/** Launch scheduling dialog (WSP-029, WSP-030, WSP-035). */
export const LAUNCH_DIALOG_TITLE = 'Trip Page Launch Date';
export const LAUNCH_TIME_VISIBLE_OPTIONS = 7;
export const LAUNCH_TIME_STEP_MINUTES = 10;
export const LAUNCH_TIME_HOUR_STEP = 1;
/** Default launch time of an unscheduled trip's launch form, home included (HOM-042). */
export const LAUNCH_DEFAULT_TIME = '09:00';

/** Launch form messages (WSP-033 to WSP-035). DECIDE: worded as what to fix because the spec names no text. */
export const LAUNCH_FORM_MESSAGES = {
  dateRequired: 'Launch date is required',
  timeRequired: 'Launch time is required',
  dateInvalid: 'Enter a valid launch date',
  dateInPast: 'Launch date cannot be before today',
  timeInvalid: 'Choose a launch time in 10-minute steps',
} as const;

/**
 * DECIDE: a launch can be scheduled while the trip is host-approved, early-confirmed, live or ready-to-confirm and
 * its launch date has not passed, because those are the statuses in which the trip page exists and may still be
 * pre-launch (the home stages Launch Trip and Promote).
 */
export const LAUNCH_SCHEDULING_ELIGIBLE_STATUSES: readonly TripStatus[] = [
  'host-approved',
  'early-confirmed',
  'live',
  'ready-to-confirm',
];

/** Launch failure toasts (WSP-040, WSP-041, WSP-042). */
export const LAUNCH_FAILURE_TOAST_TITLE = 'Something went wrong';

/** Launch deadline and booking rules of the copy (WSP-043 to WSP-046). */
export const LAUNCH_DEADLINE_DAYS = 14;
export const LAUNCH_MIN_BOOKINGS = 2;
export const LAUNCH_MIN_BOOKINGS_WINDOW_DAYS = 14;
export const OTHER_HOSTS_MIN_BOOKINGS_WINDOW_DAYS = 30;
/** Host levels bound by the 14-day launch and booking deadlines. */
export const LAUNCH_DEADLINE_HOST_LEVELS: readonly number[] = [1, 2];

/** Welcome modal and tips page (WSP-047, WSP-048, WSP-049). */
export const WELCOME_MODAL_TRIP_STATUS: TripStatus = 'host-approved';
export const WELCOME_MODAL_STEPS = ['welcome', 'trip-page', 'promote', 'launch'] as const;
export const WELCOME_MODAL_PROFILE_STEP = 'complete-profile' as const;
export const TIPS_PAGE_HEADING = "We're excited to travel with you!";

// ── Trip page status and timeline ────────────────────────────────────────────────────────────────

/** Trip page statuses shown to the host (WSP-050 to WSP-055). */
export const HOST_TRIP_PAGE_STATUSES = [
  'launch-not-scheduled',
  'pre-launch-not-bookable',
  'pre-launch-bookable',
  'live',
  'confirmed-bookable',
  'confirmed-sold-out',
  'cancelled',
  'closed',
] as const;
export type HostTripPageStatus = (typeof HOST_TRIP_PAGE_STATUSES)[number];

/**
 * DECIDE: statuses the spec does not map are shown as their nearest mapped stage: early-confirmed like confirmed,
 * complete as closed, and the pre-agreement statuses as pre-launch-not-bookable, because a page exists but cannot
 * be booked; cancelled and closed win over a missing launch date so an ended trip never reads as 'not scheduled'.
 */
export const HOST_TRIP_PAGE_STATUS_FALLBACK: Record<
  Extract<TripStatus, 'created' | 'partner-approved' | 'pricing-approved' | 'complete'>,
  HostTripPageStatus
> = {
  created: 'pre-launch-not-bookable',
  'partner-approved': 'pre-launch-not-bookable',
  'pricing-approved': 'pre-launch-not-bookable',
  complete: 'closed',
};

/** The trip timeline stages and the statuses they cover (WSP-056 to WSP-059). */
export const HOST_TRIP_TIMELINE_STAGES = [
  {
    key: 'marketing',
    label: 'Marketing',
    statuses: ['host-approved'],
    description: 'Share your trip page and collect emails from interested travelers.',
  },
  {
    key: 'live',
    label: 'Live',
    statuses: ['live', 'ready-to-confirm'],
    description: 'Your trip is live: travelers can book their spots.',
  },
  {
    key: 'confirmed',
    label: 'Confirmed',
    statuses: ['confirmed', 'early-confirmed'],
    description: 'Your trip is confirmed: travelers can keep booking until it closes.',
  },
  { key: 'closed', label: 'Closed', statuses: ['closed', 'complete'], description: '' },
] as const satisfies readonly { key: string; label: string; statuses: readonly TripStatus[]; description: string }[];
export type HostTripTimelineStageKey = (typeof HOST_TRIP_TIMELINE_STAGES)[number]['key'];

// ── Publish, closed trips, agreement ─────────────────────────────────────────────────────────────

/** Publish status badges (WSP-061). */
export const PUBLISH_STATUS_BADGES = {
  pending: 'Pending',
  'in-review': 'In Review',
  marketing: 'Marketing',
  live: 'Live!',
} as const;
export const PUBLISH_REVIEW_PAGE_LABEL = 'Review Page';
export const PUBLISH_REQUEST_LABEL = 'Request Publish';
/** DECIDE: the non-pending publish action is labelled 'Publish' because it puts the trip live; the spec names none. */
export const PUBLISH_GO_LIVE_LABEL = 'Publish';
const PUBLISH_REVIEW_BUSINESS_HOURS = 48;
export const PUBLISH_REVIEW_COPY = `Publish review can take up to ${PUBLISH_REVIEW_BUSINESS_HOURS} business hours.`;

/** The closed-trip alert (WSP-069). */
export const CLOSED_TRIP_ALERT = {
  title: 'Trip is Closed',
  description: 'Trips are no longer editable in the closed status.',
} as const;
const CLOSED_TRIP_ALERT_TEXT = `${CLOSED_TRIP_ALERT.title}: ${CLOSED_TRIP_ALERT.description}` as const;

/**
 * The statuses in which the host can no longer edit the trip. WSP-068 names closed; DECIDE: complete and cancelled
 * trips are over, and the spec locks everything else of theirs (gatherings, promote emails PRM-009, companions
 * HBK-038), so their details are locked too.
 */
export const HOST_TRIP_LOCKED_STATUSES = ['closed', 'complete', 'cancelled'] as const satisfies readonly TripStatus[];
/** Why a locked trip refuses an edit: the closed alert's words (WSP-069), in the same form for the finished ones. */
export const HOST_TRIP_LOCKED_MESSAGES: Record<(typeof HOST_TRIP_LOCKED_STATUSES)[number], `${string}: ${string}`> = {
  closed: CLOSED_TRIP_ALERT_TEXT,
  complete: 'Trip is Complete: Trips are no longer editable once complete.',
  cancelled: 'Trip is Cancelled: Trips are no longer editable once cancelled.',
};

/**
 * DECIDE: accepting the agreement keeps the status when it is host-approved or later (live, ready-to-confirm,
 * early-confirmed, confirmed, closed, complete, cancelled), because re-accepting updated terms must never move a
 * launched trip backwards; earlier statuses become host-approved.
 */
export const AGREEMENT_RETAINED_STATUSES: readonly TripStatus[] = tripStatusesFrom('host-approved');
export const AGREEMENT_ACCEPTED_STATUS: TripStatus = 'host-approved';
export const AGREEMENT_MISSING_DOCUMENT_MESSAGE = 'No agreement document provided';
export const AGREEMENT_ERROR_TOAST_VARIANT = 'danger' as const;

// ── Trip details ─────────────────────────────────────────────────────────────────────────────────

/** DECIDE: trip names are capped at 60 characters because they title the trip page, emails and browser tabs. */
export const TRIP_NAME_MAX_LENGTH = 60;
/** DECIDE: trip summaries are capped at 2000 characters because the page shows a few paragraphs, not an essay. */
export const TRIP_SUMMARY_MAX_LENGTH = 2000;
/** A trip has at most 10 photos, hero included (WSP-073). */
export const TRIP_PHOTOS_MAX = 10;
export const TRIP_DETAILS_MESSAGES = {
  nameRequired: 'Trip name is required',
  nameTooLong: `Trip name cannot exceed ${TRIP_NAME_MAX_LENGTH} characters`,
  summaryTooLong: `Trip summary cannot exceed ${TRIP_SUMMARY_MAX_LENGTH} characters`,
  categoriesRequired: 'Select at least one category',
  tooManyPhotos: `A trip can have at most ${TRIP_PHOTOS_MAX} photos`,
} as const;
export const TRIP_DETAILS_SAVE_ERROR = 'There was an error saving the trip details, please try again.';

// ── Itinerary, gatherings and workshops ──────────────────────────────────────────────────────────

export const ITINERARY_TAB_COPY = {
  title: 'Itinerary Overview',
  downloadPdf: 'Download PDF',
  addGathering: 'Add Gathering',
  helpCardTitle: 'How can we help?',
  nextWorkshops: 'Next: Workshops',
  configureWorkshops: 'Configure Workshops',
  nextAgreement: 'Next: Agreement',
  nextPrice: 'Next: Price',
} as const;
/** DECIDE: trip support runs 7 days before start to 7 days after end because that covers travel and follow-up. */
export const TRIP_SUPPORT_WINDOW_DAYS = 7;

/** Trip statuses in which gatherings cannot be added or edited (WSP-090). */
export const GATHERING_LOCKED_TRIP_STATUSES: readonly TripStatus[] = ['closed', 'cancelled', 'complete'];
/** Prefix of the temporary id of a gathering not yet created (WSP-082). */
export const TEMPORARY_SERVICE_ID_PREFIX = 'temp-';
export const GATHERING_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  dayInvalid: 'Choose a day of the trip',
  finishEditingFirst: 'Please finish editing your in-progress item before creating a new one.',
} as const;
export const GATHERING_TOASTS = {
  created: 'Gathering created',
  saved: 'Gathering saved',
  savedExclaimed: 'Gathering saved!',
  updated: 'Gathering updated',
  deleted: 'Gathering deleted',
  failureTitle: 'Something went wrong',
} as const;
// Defined with the toast durations every app reads (user.constants.ts).
export { GATHERING_TOAST_MS } from '../user/user.constants.js';
export const WORKSHOP_CREATED_TOAST = 'Workshop created!';
export const WORKSHOP_UPDATE_ERROR = 'There was an error updating the workshop. Please try again.';

/** HAP-068: the trip page screenshot's defaults (§7.4): a 1280 x 1000 viewport, cached for an hour. */
export const TRIP_SCREENSHOT_DEFAULTS = { width: 1280, height: 1000, cacheHours: 1 } as const;
/** HAP-068: the size the trip preview asks its screenshot in (§7.4), a phone-shaped page. */
export const TRIP_PREVIEW_SCREENSHOT_SIZE = { width: 540, height: 1200 } as const;

// The host area's named values from the spec (levels, statuses, profile, onboarding, referral) and its DECIDE choices.
import type { TripStatus } from '../shared/statuses.js';

/** Host level names as the spec spells them (LVL-001): the last level is literally '3'. */
export const HOST_LEVEL_NAMES = ['ZERO', 'ONE', 'TWO', '3'] as const;
/** Highest host level: any higher level is capped to it (LVL-002). */
export const MAX_HOST_LEVEL = 3;

/** Host lead statuses in lifecycle order (LVL-006). */
export const HOST_STATUSES = [
  'created',
  'ready-to-qualify',
  'qualifying',
  'qualified',
  'planning',
  'launched',
  'confirmed',
  'renewed',
] as const;

/**
 * DECIDE: a host is qualified in every status from qualified onwards (qualified, planning, launched,
 * confirmed, renewed), the home sidebar included, because a host who launched or confirmed a trip has
 * necessarily qualified and the sidebar's two-status list would demote them (LVL-005).
 */
export const QUALIFIED_HOST_STATUSES = ['qualified', 'planning', 'launched', 'confirmed', 'renewed'] as const;

/** Statuses in which a host who is not onboarded sees onboarding (ONB-001). */
export const ONBOARDING_HOST_STATUSES = ['created', 'ready-to-qualify', 'qualifying', 'qualified'] as const;

/**
 * DECIDE: level ZERO hosts may request a trip (tier 1 unlocks) once they hold 100 qualified survey
 * responses, because the welcome copy promises 100 responses and the gate counts qualified ones (LVL-017).
 */
export const LEVEL_ZERO_UNLOCK_QUALIFIED_RESPONSES = 100;

/**
 * DECIDE: tier 2 unlocks at 250 qualified survey responses, because it must be a clear step above the
 * 100 that unlock tier 1 while staying reachable for a mid-size audience (LVL-015).
 */
export const TIER_2_UNLOCK_QUALIFIED_RESPONSES = 250;

/** Tier 3 unlocks after this many completed trips (LVL-016). */
export const TIER_3_UNLOCK_COMPLETED_TRIPS = 1;

/**
 * DECIDE: earnings-advance limit per host level in USD cents: level 0 none (it cannot request trips),
 * 1 $1,000, 2 $2,500, 3 $5,000, because the advance should grow with proven selling record (LVL-018).
 */
export const EARNINGS_ADVANCE_LIMIT_BY_HOST_LEVEL: Readonly<Record<0 | 1 | 2 | 3, number>> = {
  0: 0,
  1: 100_000,
  2: 250_000,
  3: 500_000,
};

/** Sidebar action labels by host state (LVL-009..011). */
export const HOST_SIDEBAR_ACTION_LABELS = {
  requestTrip: 'Request a Trip',
  startSurveying: 'Start Surveying',
  continueSurveying: 'Continue Surveying',
} as const;

export const HOST_ITINERARIES_PATH = '/app/host/itineraries';
export const HOST_AUDIENCE_PATH = '/app/host/audience';

/** Public profile limits and messages (PRF §5, §8). */
export const PROFILE_BIO_MAX_LENGTH = 350;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_SIZE_PX = 520;
export const PROFILE_PICTURE_MAX_IMAGES = 1;
export const PROFILE_MESSAGES = {
  /** DECIDE: the spec names no text for a missing bio alone; this mirrors its 'At least one … is required' wording. */
  bioRequired: 'Bio is required',
  bioAndPhotoRequired: 'Bio and profile photo are required',
  /** DECIDE: the spec names no text for a missing picture alone; worded like the bio message. */
  pictureRequired: 'Profile photo is required',
  /** DECIDE: the spec gives the limit but no text; the launch stepper's wording is reused. */
  bioTooLong: 'Maximum 350 characters allowed',
  interestRequired: 'At least one interest is required',
  socialChannelRequired: 'At least one social channel is required',
  /** DECIDE: the spec says the site is validated as a URL but names no text. */
  personalSiteInvalid: 'Enter a valid URL',
  imageTooLargeTitle: 'Image size is too large',
  imageTooLargeDescription: 'Image must be under 2mb.',
  /** DECIDE: the spec says images only but names no text. */
  imageTypeInvalid: 'Only image files can be uploaded',
  /** DECIDE: the spec allows one image but names no text for choosing several. */
  singleImage: 'Choose one image',
  requiredFieldsMissingTitle: 'Required Fields are Missing',
  saveFailedTitle: 'Error',
  saveFailed: 'Profile form failed to save.',
  saveSucceeded: 'Your public host profile was updated successfully.',
} as const;

/** Onboarding messages (ONB §5, §8). */
export const ONBOARDING_MESSAGES = {
  /** DECIDE: the spec requires at least 1 interest but names no text; the profile's wording is reused. */
  interestRequired: 'At least one interest is required',
  socialAccountRequired: 'At least one social media account is required',
  saveHostFailed: 'Error saving Host',
} as const;

/** Referral (REF §2.8, §9). */
export const REFERRAL_PAGE_TITLE = 'Refer-a-Friend';
/** Referral reward in USD cents when the referred host's first trip is confirmed (REF-007). */
export const REFERRAL_FIRST_TRIP_REWARD_MINOR = 100_000;
/** Referral bonus in USD cents when the referred host's second trip is confirmed (REF-008). */
export const REFERRAL_SECOND_TRIP_BONUS_MINOR = 50_000;
/**
 * DECIDE: the trip statuses that count as a referred host's confirmed trip (REF-007, REF-008): confirmed and the two
 * that only follow it (closed, complete), because a trip that ran was confirmed; early-confirmed is still before launch.
 */
export const REFERRAL_CONFIRMED_TRIP_STATUSES: readonly TripStatus[] = ['confirmed', 'closed', 'complete'];
/** How long the copy confirmation stays visible (REF-004). */
export const REFERRAL_COPY_CONFIRMATION_MS = 2000;
export const ONBOARDING_SKIP_BIO_LABEL = 'Skip and Complete';

/** The public profile page of a host, by page path (PRF-005), and the element its server-rendered data sits in. */
export const PUBLIC_HOST_PROFILE_PATH_PREFIX = '/hosts/';
export const PUBLIC_HOST_PROFILE_DATA_ELEMENT_ID = 'host-profile-data';

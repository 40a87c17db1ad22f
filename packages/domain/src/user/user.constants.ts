// The platform shell's named values (PLT): paths, limits, timings and its DECIDE choices.
import { APP_BASE_PATHS } from '../routes/routes.constants.js';

/** Where the logged-in shell lives; an exact match redirects by group (PLT-003). */
export const APP_SHELL_PATH = '/app';
export const LOGIN_PATH = '/login';
/** The page that ends the session (PLT-014). */
export const LOGOUT_PATH = '/logout';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const ADMIN_AREA_PATH = '/admin';
/** The admin area's lists (MKT-037, MKT-038) and the admin booking page. */
export const ADMIN_ROUTES = {
  trips: `${ADMIN_AREA_PATH}/trips`,
  bookings: `${ADMIN_AREA_PATH}/bookings`,
  marketingLists: `${ADMIN_AREA_PATH}/marketing-lists`,
  /** Jobs (e-mails, time-driven rules) that failed after every retry, each with a retry button (issue 27). */
  failedJobs: `${ADMIN_AREA_PATH}/failed-jobs`,
} as const;
/**
 * DECIDE: the admin user list is the admin area's page itself, /admin (PLT-015, PLT-019): the area has no other
 * page yet, and one address for both keeps the portal's route, its navigation and the post-login redirect agreed.
 */
export const ADMIN_USER_LIST_PATH = ADMIN_AREA_PATH;
/** Where /logout lands after clearing the session (PLT-014). */
export const LOGOUT_REDIRECT_PATH = '/';
/** The query parameter of /login naming the page to return to (PLT-008). */
export const LOGIN_DESTINATION_PARAM = 'destination';

/** Area a group lands in on an exact /app match (PLT-004..006): its app's base path under /app (RTE-002). */
export const APP_AREA_BY_GROUP = {
  operator: `${APP_SHELL_PATH}${APP_BASE_PATHS.operator}`,
  traveler: `${APP_SHELL_PATH}${APP_BASE_PATHS.traveler}`,
  host: `${APP_SHELL_PATH}${APP_BASE_PATHS.host}`,
} as const;

/** Deployment environments the shell knows (PLT-068 names staging). */
export const DEPLOY_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];
export const STAGING_ENVIRONMENT_NAME = 'staging';
/**
 * DECIDE: the marketing site per environment, because /signup must leave the app for the marketing
 * site's host sign-up form and each environment has its own marketing deployment (PLT-007).
 */
export const MARKETING_SITE_BY_ENVIRONMENT: Readonly<Record<DeployEnvironment, string>> = {
  development: 'http://localhost:4321',
  staging: 'https://staging.caravan.travel',
  production: 'https://caravan.travel',
};
export const MARKETING_HOST_SIGNUP_PATH = '/host-signup';

/** Host app routes (PLT-028). */
export const HOST_APP_ROUTES = {
  home: '/app/host/home',
  trips: '/app/host/trips',
  audience: '/app/host/audience',
  itineraries: '/app/host/itineraries',
  referral: '/app/host/referral',
  publicProfile: '/app/host/public-profile',
  publicProfileEdit: '/app/host/public-profile/edit',
} as const;

/**
 * Navigation order index of the host product links: Home 0 and My Audience 2 (PLT-030). DECIDE: My Trips 1 and
 * Itineraries 3, because the spec fixes only the two and a host's own trips are visited more often than the catalogue.
 */
export const HOST_NAV_ORDER = { home: 0, myTrips: 1, myAudience: 2, itineraries: 3 } as const;

/** The operator app's product routes: itineraries (RTE-011) and trips (RTE-022). */
export const OPERATOR_APP_ROUTES = {
  itineraries: '/app/operator/itineraries',
  trips: '/app/operator/trips',
} as const;

/**
 * DECIDE: a screen narrower than 1024 CSS px is a small screen (product links in a menu, the mobile bottom
 * navigation shown, the impersonation banner hidden; PLT-024, PLT-031, PLT-039), because below it the header cannot
 * hold the brand, four product links and the user block on one line, and it is the traveler app's mobile-or-tablet
 * line (MBK-006) so the whole portal changes layout at one width.
 */
export const LARGE_SCREEN_MIN_WIDTH_PX = 1024;

/** Platform limits and timings (PLT §8, §9). */
export const SAME_PATH_REQUEST_LIMIT = 5;
export const REQUESTS_LIMIT_REACHED_MESSAGE = 'Requests limit reached';
export const FORM_AUTO_SAVE_INTERVAL_MS = 10_000;
/** PLT-067: the local development port (the API's default PORT). */
export const LOCAL_DEVELOPMENT_PORT = 5000;
export const ASSET_LOAD_TIMEOUT_MS = 120_000;
/**
 * The gathering editor's toast duration (re-exported by workspace.constants.ts, its area): defined here so this module,
 * which every page's first script reads for its title, does not bring the workspace's constants with it (issue 29).
 */
export const GATHERING_TOAST_MS = 3500;

/**
 * Toast auto-hide durations, the one table every app shows its toasts by: 4 s unless a specific duration applies
 * (PLT-064); the host's bookings 4000 ms (HBK-037); the traveler's and the operator's snackbars 3000 ms (TER-007,
 * OER-010); the gathering editor's 3500 ms (GATHERING_TOAST_MS).
 */
export const TOAST_DURATIONS_MS = {
  default: 4000,
  bookings: 4000,
  snackbar: 3000,
  emailTest: 2000,
  gathering: GATHERING_TOAST_MS,
  copyConfirmed: 2000,
} as const;
/** Day-of-week lists start on Monday (PLT-069). */
export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
// Table row heights (PLT-070) and the side panel's maximum width (PLT-071) are the design system's own sizes:
// @caravan/ui's sizes.ts holds them, and its Table and SidePanel tests name the requirements.

/** DECIDE: a path whose first segment names no portal is titled 'Caravan', the product name (RTE-009). */
export const DEFAULT_PAGE_TITLE = 'Caravan';
/** Page title by the first path segment (RTE-009). */
export const PAGE_TITLE_BY_SEGMENT: Readonly<Record<string, string>> = {
  operator: 'Operator Portal',
  host: 'Host Portal',
  traveler: 'Traveler Portal',
  login: 'Login',
  signup: 'Signup',
};

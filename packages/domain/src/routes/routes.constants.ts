// The user groups the product's routes and portals are built around (spec operator-and-inventory §1).
import type { UserGroup } from '../shared/statuses.js';

/** The product's user groups: admin, host, operator and traveler (RTE-001). */
export const PRODUCT_USER_GROUPS = ['admin', 'host', 'operator', 'traveler'] as const satisfies readonly UserGroup[];
export type ProductUserGroup = (typeof PRODUCT_USER_GROUPS)[number];

/**
 * Customer service is implied, not a group of its own: the staff groups that act as customer service (RTE-001).
 * DECIDE: trip and account managers, because they are the staff who answer hosts and travelers.
 */
export const CUSTOMER_SERVICE_USER_GROUPS = ['tripManager', 'accountManager'] as const satisfies readonly UserGroup[];

/**
 * What sign-in answers a customer-service account (RTE-001). DECIDE: Caravan has no screens for customer service yet
 * (its staff act through an admin), so their sign-in says so instead of opening a session that lands nowhere.
 */
export const CUSTOMER_SERVICE_SIGN_IN_MESSAGE =
  'Customer service accounts have no Caravan screens yet. Please ask a Caravan admin to act for you.';
/** What sign-in answers an account of a group Caravan does not know (RTE-001). */
export const UNKNOWN_GROUP_SIGN_IN_MESSAGE = 'This account cannot sign in to Caravan. Please contact support.';

/** The app base paths, each served under /app, e.g. /app/operator (RTE-002). */
export const APP_BASE_PATHS = { traveler: '/traveler', host: '/host', operator: '/operator' } as const;
type AppName = keyof typeof APP_BASE_PATHS;

/** The groups that may use the trip app links (RTE-010); a user of any other group is sent to ROOT_PATH. */
export const TRIP_APP_LINK_GROUPS = ['admin', 'host', 'traveler'] as const satisfies readonly UserGroup[];

/**
 * The apps whose trip pages are trip app links ({app}/trips/{tripId}/{action}, RTE-003). DECIDE: the traveler and
 * host apps, not the operator's: its trip steps (review-details … success) are the operator's own, and an operator
 * sent to the root from their own success step would contradict RTE-024.
 */
export const TRIP_APP_LINK_APPS = ['traveler', 'host'] as const satisfies readonly AppName[];

/** The root path, where a user who may not use a link is sent (RTE-010). */
export const ROOT_PATH = '/';

/** Analytics page tracking waits this long after the last navigation before it records the page (RTE-033). */
export const ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS = 100;

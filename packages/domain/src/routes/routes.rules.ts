// Pure rules over the product's user groups, app paths and who may use the trip app links.
import type { UserGroup } from '../shared/statuses.js';
import { HOST_TRIP_PATH_ACTIONS } from '../trip-request/trip-link.rules.js';
import {
  CUSTOMER_SERVICE_SIGN_IN_MESSAGE,
  CUSTOMER_SERVICE_USER_GROUPS,
  PRODUCT_USER_GROUPS,
  type ProductUserGroup,
  ROOT_PATH,
  TRIP_APP_LINK_APPS,
  TRIP_APP_LINK_GROUPS,
  UNKNOWN_GROUP_SIGN_IN_MESSAGE,
} from './routes.constants.js';

/** Whether a group is one of the product's four user groups (RTE-001). */
export function isProductUserGroup(group: string | null | undefined): group is ProductUserGroup {
  return (PRODUCT_USER_GROUPS as readonly (string | null | undefined)[]).includes(group);
}

/** Whether a group acts as the implied customer service (RTE-001). */
export function isCustomerServiceUserGroup(group: UserGroup | null | undefined): boolean {
  return (CUSTOMER_SERVICE_USER_GROUPS as readonly (string | null | undefined)[]).includes(group);
}

/**
 * Why an account of `group` may not sign in, or null when it may: the product's four groups sign in; customer service
 * (implied, RTE-001) and any unknown group are refused with what to do instead.
 */
export function signInRefusal(group: string | null | undefined): string | null {
  if (isProductUserGroup(group)) return null;
  return isCustomerServiceUserGroup(group as UserGroup)
    ? CUSTOMER_SERVICE_SIGN_IN_MESSAGE
    : UNKNOWN_GROUP_SIGN_IN_MESSAGE;
}

/** Whether a group may use the trip app links (RTE-010). */
export function mayUseTripAppLinks(group: string | null | undefined): boolean {
  return (TRIP_APP_LINK_GROUPS as readonly (string | null | undefined)[]).includes(group);
}

const TRIP_APP_LINK_PATTERN = new RegExp(
  `^/app/(?:${TRIP_APP_LINK_APPS.join('|')})/trips/[^/]+/(?:${HOST_TRIP_PATH_ACTIONS.join('|')})/?$`,
);
const ADMIN_TRIP_LINK_PATTERN = /^\/admin\/trips\/[^/]+\/?$/;

/**
 * Whether a path is a trip app link: a trip page {app}/trips/{tripId}/{action} with one of the trip page actions
 * (RTE-003, RTE-004), or the admin trip link /admin/trips/{id} (RTE-007). The query (e.g. model=trip) is ignored.
 */
export function isTripAppLinkPath(path: string): boolean {
  // Stryker disable next-line StringLiteral: equivalent, split always yields a first element; the fallback satisfies the index type.
  const pathname = path.split(/[?#]/)[0] ?? '';
  return TRIP_APP_LINK_PATTERN.test(pathname) || ADMIN_TRIP_LINK_PATTERN.test(pathname);
}

/** Where a user opening `path` is sent instead: the root when it is a trip app link their group may not use (RTE-010). */
export function tripAppLinkRedirect(group: string | null | undefined, path: string): string | null {
  return isTripAppLinkPath(path) && !mayUseTripAppLinks(group) ? ROOT_PATH : null;
}

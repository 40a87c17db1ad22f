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

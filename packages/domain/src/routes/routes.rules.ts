// Pure rules over the product's user groups.
import type { UserGroup } from '../shared/statuses.js';
import { CUSTOMER_SERVICE_USER_GROUPS, PRODUCT_USER_GROUPS, type ProductUserGroup } from './routes.constants.js';

/** Whether a group is one of the product's four user groups (RTE-001). */
export function isProductUserGroup(group: string | null | undefined): group is ProductUserGroup {
  return group != null && (PRODUCT_USER_GROUPS as readonly string[]).includes(group);
}

/** Whether a group acts as the implied customer service (RTE-001). */
export function isCustomerServiceUserGroup(group: UserGroup | null | undefined): boolean {
  return group != null && (CUSTOMER_SERVICE_USER_GROUPS as readonly string[]).includes(group);
}

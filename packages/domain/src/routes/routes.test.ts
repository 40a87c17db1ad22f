// Tests of the product's user groups.
import { describe, expect, it } from 'vitest';
import { USER_GROUPS, userGroupSchema } from '../shared/statuses.js';
import { PRODUCT_USER_GROUPS } from './routes.constants.js';
import { isCustomerServiceUserGroup, isProductUserGroup } from './routes.rules.js';

describe('user groups', () => {
  it('[RTE-001] the user groups are admin, host, operator and traveler, with customer service implied', () => {
    for (const g of PRODUCT_USER_GROUPS) expect(userGroupSchema.parse(g)).toBe(g);
    expect(USER_GROUPS.filter(isProductUserGroup)).toEqual(['admin', 'host', 'operator', 'traveler']);
    expect(isProductUserGroup('customerService')).toBe(false);
    expect(USER_GROUPS.filter(isCustomerServiceUserGroup)).toEqual(['tripManager', 'accountManager']);
    expect(isCustomerServiceUserGroup('host')).toBe(false);
  });
});

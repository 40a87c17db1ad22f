// Tests of the product's user groups, app paths and trip app links.
import { describe, expect, it } from 'vitest';
import { USER_GROUPS, userGroupSchema } from '../shared/statuses.js';
import { HOST_TRIP_PATH_ACTIONS } from '../trip-request/trip-link.rules.js';
import {
  CUSTOMER_SERVICE_SIGN_IN_MESSAGE,
  PRODUCT_USER_GROUPS,
  UNKNOWN_GROUP_SIGN_IN_MESSAGE,
} from './routes.constants.js';
import {
  isCustomerServiceUserGroup,
  isProductUserGroup,
  isTripAppLinkPath,
  mayUseTripAppLinks,
  signInRefusal,
  tripAppLinkRedirect,
} from './routes.rules.js';

describe('user groups', () => {
  it('[RTE-001] the user groups are admin, host, operator and traveler, with customer service implied', () => {
    for (const g of PRODUCT_USER_GROUPS) expect(userGroupSchema.parse(g)).toBe(g);
    expect(USER_GROUPS.filter(isProductUserGroup)).toEqual(['admin', 'host', 'operator', 'traveler']);
    expect(isProductUserGroup('customerService')).toBe(false);
    expect(USER_GROUPS.filter(isCustomerServiceUserGroup)).toEqual(['tripManager', 'accountManager']);
    expect(isCustomerServiceUserGroup('host')).toBe(false);
    for (const none of [null, undefined]) {
      expect(isProductUserGroup(none)).toBe(false);
      expect(isCustomerServiceUserGroup(none)).toBe(false);
      expect(mayUseTripAppLinks(none)).toBe(false);
    }
  });

  it('[RTE-001] the four product groups sign in; customer service and unknown groups are told why not', () => {
    for (const g of PRODUCT_USER_GROUPS) expect(signInRefusal(g), g).toBeNull();
    expect(signInRefusal('tripManager')).toBe(CUSTOMER_SERVICE_SIGN_IN_MESSAGE);
    expect(signInRefusal('accountManager')).toBe(CUSTOMER_SERVICE_SIGN_IN_MESSAGE);
    expect(signInRefusal('customerService')).toBe(UNKNOWN_GROUP_SIGN_IN_MESSAGE);
    expect(signInRefusal(null)).toBe(UNKNOWN_GROUP_SIGN_IN_MESSAGE);
  });
});

describe('app paths and trip app links', () => {
  it('[RTE-003] [RTE-004] a trip app link is {app}/trips/{tripId}/{action} with one of the nine actions', () => {
    for (const action of HOST_TRIP_PATH_ACTIONS) {
      expect(isTripAppLinkPath(`/app/traveler/trips/t1/${action}`), action).toBe(true);
      expect(isTripAppLinkPath(`/app/host/trips/t1/${action}?model=trip`), action).toBe(true);
    }
    expect(isTripAppLinkPath('/app/host/trips/t1/unknown-action')).toBe(false);
    expect(isTripAppLinkPath('/app/host/trips/t1')).toBe(false);
    expect(isTripAppLinkPath('/app/host/trips/get-going')).toBe(false);
    expect(isTripAppLinkPath('/app/operator/trips/t1/review-details')).toBe(false);
    expect(isTripAppLinkPath('/admin/trips/t1')).toBe(true);
    expect(isTripAppLinkPath('/admin/trips/t1/#bookings')).toBe(true);
    expect(isTripAppLinkPath('/admin/trips/t1/bookings')).toBe(false);
  });

  it('[RTE-010] only admin, host and traveler may use the trip app links; any other group is sent to the root', () => {
    expect(USER_GROUPS.filter(mayUseTripAppLinks)).toEqual(['admin', 'host', 'traveler']);
    for (const group of USER_GROUPS) {
      const expected = mayUseTripAppLinks(group) ? null : '/';
      expect(tripAppLinkRedirect(group, '/app/traveler/trips/t1/trip-overview'), group).toBe(expected);
      expect(tripAppLinkRedirect(group, '/admin/trips/t1'), group).toBe(expected);
      expect(tripAppLinkRedirect(group, '/app/operator/trips/t1/review-details'), group).toBeNull();
    }
    expect(tripAppLinkRedirect(null, '/app/host/trips/t1/pricing')).toBe('/');
  });
});

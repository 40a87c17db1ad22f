// Tests of service form permissions: save/remove rights, remove visibility, locked and disabled fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_GROUPS } from '../shared/statuses.js';
import {
  areWorkshopHoursFieldsDisabled,
  isAdminTypeServiceUser,
  isServiceFieldLocked,
  isServiceRemoveActionVisible,
  serviceFormPermissionsSchema,
  serviceSaveRemovePermissions,
} from './service-permissions.rules.js';

describe('service permissions', () => {
  it('[SVC-003] service forms accept canSave and canRemove, both defaulting to true', () => {
    expect(serviceFormPermissionsSchema.parse({})).toEqual({ canSave: true, canRemove: true, disabledFields: [] });
    expect(serviceFormPermissionsSchema.parse({ canSave: false })).toMatchObject({ canSave: false, canRemove: true });
  });

  it('[SVC-004] the remove action is hidden for new entities', () => {
    expect(isServiceRemoveActionVisible({ isNew: true })).toBe(false);
    expect(isServiceRemoveActionVisible({ isNew: true, canRemove: true })).toBe(false);
    expect(isServiceRemoveActionVisible({ isNew: false })).toBe(true);
    expect(isServiceRemoveActionVisible({ isNew: false, canRemove: false })).toBe(false);
  });

  it('[SVC-005] fields in disabledFields are locked', () => {
    expect(isServiceFieldLocked('price', ['price', 'name'])).toBe(true);
    expect(isServiceFieldLocked('description', ['price'])).toBe(false);
    expect(isServiceFieldLocked('description')).toBe(false);
    expect(isServiceFieldLocked('', [])).toBe(false);
  });

  it('[SVC-036] on trips an admin-type user can save only when the trip is editable under the technical-itinerary rule', () => {
    const adminType = ['admin', 'tripManager', 'accountManager'];
    for (const group of USER_GROUPS) expect(isAdminTypeServiceUser(group)).toBe(adminType.includes(group));
    expect(isAdminTypeServiceUser(null)).toBe(false);
    expect(isAdminTypeServiceUser(undefined)).toBe(false);
    // Without a user group an admin-type rule never applies: the form stays open.
    expect(serviceSaveRemovePermissions({ userGroup: null, onTrip: true })).toEqual({ canSave: true, canRemove: true });
    expect(serviceSaveRemovePermissions({ userGroup: 'admin', onTrip: true })).toEqual({
      canSave: false,
      canRemove: false,
    });
    expect(
      serviceSaveRemovePermissions({
        userGroup: 'admin',
        onTrip: true,
        tripEditableByTechnicalItinerary: false,
        tripTechnicalItineraryAllowsRemove: true,
      }).canSave,
    ).toBe(false);
    expect(
      serviceSaveRemovePermissions({ userGroup: 'tripManager', onTrip: true, tripEditableByTechnicalItinerary: true })
        .canSave,
    ).toBe(true);
    expect(serviceSaveRemovePermissions({ userGroup: 'admin', onTrip: false }).canSave).toBe(true);
  });

  it("[SVC-037] on trips an admin-type user's canRemove follows the trip's technical-itinerary rule", () => {
    expect(
      serviceSaveRemovePermissions({
        userGroup: 'admin',
        onTrip: true,
        tripEditableByTechnicalItinerary: true,
        tripTechnicalItineraryAllowsRemove: false,
      }),
    ).toEqual({ canSave: true, canRemove: false });
    expect(
      serviceSaveRemovePermissions({
        userGroup: 'accountManager',
        onTrip: true,
        tripTechnicalItineraryAllowsRemove: true,
      }).canRemove,
    ).toBe(true);
  });

  it('[SVC-038] non-admin users can always save and remove services', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_GROUPS).filter((g) => !isAdminTypeServiceUser(g)),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (userGroup, onTrip, editable, removable) => {
          expect(
            serviceSaveRemovePermissions({
              userGroup,
              onTrip,
              tripEditableByTechnicalItinerary: editable,
              tripTechnicalItineraryAllowsRemove: removable,
            }),
          ).toEqual({ canSave: true, canRemove: true });
        },
      ),
    );
  });

  it('[SVC-034] workshop hours fields are disabled for non-admin operators', () => {
    expect(areWorkshopHoursFieldsDisabled('operator')).toBe(true);
    expect(areWorkshopHoursFieldsDisabled('admin')).toBe(false);
    for (const group of USER_GROUPS) expect(areWorkshopHoursFieldsDisabled(group)).toBe(group === 'operator');
    expect(areWorkshopHoursFieldsDisabled(undefined)).toBe(false);
  });
});

// Tests of a trip day service's form permissions: the admin's editable fields and days, and save/remove rights on trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import { TRIP_STATUSES, USER_GROUPS } from '../shared/statuses.js';
import { isAdminTypeServiceUser } from './service-permissions.rules.js';
import { ITINERARY_SERVICE_TYPES } from './services.constants.js';
import {
  ADMIN_TRIP_EDITABLE_SERVICE_FIELDS,
  TRIP_SERVICE_OVERRIDE_MESSAGES,
  areTripServicesOpen,
  checkTripServiceOverride,
  isTripServiceDayEditable,
  serviceFormFieldNames,
  tripServiceDisabledFields,
  tripServiceFormPermissions,
} from './trip-service-permissions.rules.js';

const trip = { status: 'created' as const, startDate: '2027-06-07' };
/** 60 days before the start: the whole trip is inside the technical-itinerary window. */
const early = '2027-04-08';
const adminGroups = USER_GROUPS.filter(isAdminTypeServiceUser);
const otherGroups = USER_GROUPS.filter((g) => !isAdminTypeServiceUser(g));

describe('trip service form permissions', () => {
  it('[SVC-035] an admin on an editable day may change only the editable-field list: description and times of a meal', () => {
    expect(tripServiceDisabledFields({ userGroup: 'admin', type: 'MEAL', dayIndex: 1, trip, today: early })).toEqual([
      'mealType',
      'options',
    ]);
    const activity = tripServiceDisabledFields({
      userGroup: 'admin',
      type: 'ACTIVITY',
      dayIndex: 0,
      trip,
      today: early,
    });
    expect(activity).toContain('price');
    expect(activity).toContain('name');
    expect(activity).not.toContain('description');
    expect(activity).not.toContain('startTime');
    expect(activity).not.toContain('location');
  });

  it('[SVC-035] for admin-type users every field outside the editable list is disabled, on every type and day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...adminGroups),
        fc.constantFrom(...ITINERARY_SERVICE_TYPES),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -400, max: 400 }),
        (userGroup, type, dayIndex, offset) => {
          const today = addDays(trip.startDate, offset);
          const disabled = tripServiceDisabledFields({ userGroup, type, dayIndex, trip, today });
          const editable: readonly string[] = ADMIN_TRIP_EDITABLE_SERVICE_FIELDS;
          for (const field of serviceFormFieldNames(type)) {
            if (!editable.includes(field)) expect(disabled).toContain(field);
          }
        },
      ),
    );
  });

  it('[SVC-035] the editable fields open only within the editable days: each day freezes 14 days before its own date', () => {
    // Day 3 of a trip starting 2027-06-07 is 2027-06-10: editable up to 2027-05-26, frozen from 2027-05-27.
    const on = (today: string) =>
      tripServiceDisabledFields({ userGroup: 'tripManager', type: 'MEAL', dayIndex: 3, trip, today });
    expect(on('2027-05-26')).not.toContain('description');
    expect(on('2027-05-27')).toEqual(serviceFormFieldNames('MEAL'));
    expect(isTripServiceDayEditable({ ...trip, status: 'complete' }, 3, early)).toBe(false);
    expect(isTripServiceDayEditable({ ...trip, status: 'cancelled' }, 3, early)).toBe(false);
    expect(isTripServiceDayEditable(trip, 3, '2027-05-26')).toBe(true);
    expect(isTripServiceDayEditable(trip, 3, '2027-05-27')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -400, max: 400 }), (dayIndex, offset) => {
        const today = addDays(trip.startDate, offset);
        const disabled = tripServiceDisabledFields({ userGroup: 'admin', type: 'TRANSFER', dayIndex, trip, today });
        expect(disabled.includes('description')).toBe(offset - dayIndex >= -14);
      }),
    );
  });

  it('[SVC-035] [SVC-034] users who are not admin-type keep the itinerary form: only the operator’s workshop hours are locked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...otherGroups),
        fc.constantFrom(...ITINERARY_SERVICE_TYPES),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -400, max: 400 }),
        (userGroup, type, dayIndex, offset) => {
          const today = addDays(trip.startDate, offset);
          expect(tripServiceDisabledFields({ userGroup, type, dayIndex, trip, today })).toEqual(
            userGroup === 'operator' ? ['hoursAvailable', 'hoursRequested'] : [],
          );
        },
      ),
    );
  });

  it('[SVC-036] [SVC-037] an admin-type user saves and removes a trip service only while the trip’s services are open', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...adminGroups),
        fc.constantFrom(...TRIP_STATUSES),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -400, max: 400 }),
        (userGroup, status, operatorTechnicalItineraryApproved, adminTechnicalItineraryApproved, offset) => {
          const t = {
            status,
            startDate: trip.startDate,
            operatorTechnicalItineraryApproved,
            adminTechnicalItineraryApproved,
          };
          const today = addDays(trip.startDate, offset);
          const open = areTripServicesOpen(t, today);
          const { canSave, canRemove } = tripServiceFormPermissions({
            userGroup,
            type: 'INFO',
            dayIndex: 0,
            trip: t,
            today,
          });
          expect(canSave).toBe(open);
          expect(canRemove).toBe(open);
        },
      ),
    );
    const closed = { status: 'closed' as const, startDate: trip.startDate };
    expect(areTripServicesOpen(closed, early)).toBe(true);
    expect(areTripServicesOpen({ ...closed, operatorTechnicalItineraryApproved: true }, early)).toBe(false);
    expect(areTripServicesOpen({ ...trip, status: 'live' }, early)).toBe(false);
    expect(areTripServicesOpen(trip, '2027-05-24')).toBe(false);
    expect(areTripServicesOpen(trip, '2027-05-23')).toBe(true);
    expect(areTripServicesOpen({ ...trip, adminTechnicalItineraryApproved: true }, early)).toBe(false);
  });

  it('[SVC-038] non-admin users may always save and remove a trip service', () => {
    const locked = { ...trip, status: 'live' as const, adminTechnicalItineraryApproved: true };
    for (const userGroup of otherGroups)
      expect(
        tripServiceFormPermissions({ userGroup, type: 'MEAL', dayIndex: 0, trip: locked, today: early }),
      ).toMatchObject({ canSave: true, canRemove: true });
  });
});

describe('trip service override', () => {
  const disabled = tripServiceDisabledFields({ userGroup: 'admin', type: 'MEAL', dayIndex: 0, trip, today: early });

  it('[SVC-035] an override of an editable field is checked by the form schema and stored normalised', () => {
    expect(
      checkTripServiceOverride('MEAL', { description: ' Dinner by the lake ', startTime: '7:30 pm' }, disabled),
    ).toEqual({
      ok: true,
      values: { description: 'Dinner by the lake', startTime: '19:30' },
    });
    expect(checkTripServiceOverride('MEAL', { description: '' }, disabled)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { description: 'Description is required' },
    });
  });

  it('[SVC-035] an override touching a locked field is refused, naming the field; unknown fields and nothing are invalid', () => {
    expect(checkTripServiceOverride('MEAL', { description: 'x', mealType: 'Lunch' }, disabled)).toEqual({
      ok: false,
      reason: 'locked',
      fields: ['mealType'],
    });
    expect(checkTripServiceOverride('MEAL', { colour: 'red' }, disabled)).toMatchObject({
      ok: false,
      errors: { colour: TRIP_SERVICE_OVERRIDE_MESSAGES.unknown },
    });
    expect(checkTripServiceOverride('MEAL', {}, disabled)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { values: 'Nothing to change.' },
    });
    // Every locked field is named; an unknown one beside a known one is named alone, with its message.
    expect(checkTripServiceOverride('MEAL', { options: [], mealType: 'Lunch', startTime: '9' }, disabled)).toEqual({
      ok: false,
      reason: 'locked',
      fields: ['options', 'mealType'],
    });
    expect(checkTripServiceOverride('MEAL', { description: 'x', colour: 'red' }, disabled)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { colour: 'Not a field of this service.' },
    });
    // Nothing locked: any known field may change.
    expect(checkTripServiceOverride('MEAL', { mealType: ' Lunch ' }, [])).toEqual({
      ok: true,
      values: { mealType: 'Lunch' },
    });
  });
});

// Tests of the add-on entity and its toggling rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_ON_STATUSES, addOnStatusSchema } from '../shared/statuses.js';
import {
  addOnKindOf,
  addOnLineAmount,
  initialAddOnStatus,
  isAddOnChangePending,
  isAddOnHeld,
  isStoredAddOnHeld,
  pricingRoomType,
} from './add-on.rules.js';
import {
  addOnSchema,
  addOnServiceTypeSchema,
  addOnTypeSchema,
  roomTypeSchema,
  serviceTimingSchema,
} from './add-on.schema.js';

const anyStatus = fc.constantFrom(...ADD_ON_STATUSES);

describe('add-on entity', () => {
  it('[MBK-015] parses an add-on with every field and its service', () => {
    const parsed = addOnSchema.parse({
      addOnId: 'a1',
      type: 'activity',
      user: 'u1',
      status: 'CONFIRMED',
      quantity: 2,
      unitPriceWithFee: 5000,
      price: 10000,
      deleted: false,
      manageMode: true,
      service: {
        _id: 's1',
        name: 'Cooking class',
        description: 'Pasta',
        type: 'activity',
        timing: 'pre-trip',
        occupancy: 'double',
        bookable: true,
        deleted: false,
      },
    });
    expect(parsed.service?.name).toBe('Cooking class');
    expect(parsed.price).toBe(10000);
    expect(addOnSchema.parse({ addOnId: 'a', type: 'activity', user: 'u', unitPriceWithFee: 100 })).toMatchObject({
      status: 'CONFIRMED',
      quantity: 1,
      deleted: false,
      manageMode: false,
    });
    expect(addOnSchema.safeParse({ addOnId: 'a', type: 'activity', user: 'u', unitPriceWithFee: 1.5 }).success).toBe(
      false,
    );
  });

  it('[MBK-016] knows the five add-on types and normalises spellings', () => {
    for (const value of ['additional-service', 'activity', 'single-supplement', 'ground-transfer', 'insurance-plan'])
      expect(addOnTypeSchema.parse(value)).toBe(value);
    expect(addOnTypeSchema.parse('SINGLE_SUPPLEMENT')).toBe('single-supplement');
    expect(addOnTypeSchema.parse('groundTransfer')).toBe('ground-transfer');
    expect(addOnTypeSchema.safeParse('spa').success).toBe(false);
  });

  it('[MBK-017] knows the service types activity, accommodation, transfer, insurance', () => {
    for (const value of ['activity', 'accommodation', 'transfer', 'insurance'])
      expect(addOnServiceTypeSchema.parse(value)).toBe(value);
  });

  it('[MBK-018] a service timing is pre-trip or post-trip', () => {
    for (const value of ['pre-trip', 'post-trip']) expect(serviceTimingSchema.parse(value)).toBe(value);
    expect(serviceTimingSchema.parse('POST_TRIP')).toBe('post-trip');
    expect(serviceTimingSchema.safeParse('during').success).toBe(false);
  });

  it('[MBK-019] room types are single (private), double and twin', () => {
    for (const value of ['single', 'double', 'twin']) expect(roomTypeSchema.parse(value)).toBe(value);
    expect(roomTypeSchema.parse('private')).toBe('single');
  });

  it('[MBK-020] a twin room counts as double for pricing', () => {
    expect(pricingRoomType('twin')).toBe('double');
    expect(pricingRoomType('double')).toBe('double');
    expect(pricingRoomType('single')).toBe('single');
  });
});

describe('add-on toggling', () => {
  it('[MBK-025] the add-on statuses are AVAILABLE, CONFIRMED, PENDING_ADDITION and PENDING_REMOVAL', () => {
    for (const value of ['AVAILABLE', 'CONFIRMED', 'PENDING_ADDITION', 'PENDING_REMOVAL'])
      expect(addOnStatusSchema.parse(value)).toBe(value);
  });

  it('[MBK-028] CONFIRMED and PENDING_ADDITION count as held', () => {
    expect(ADD_ON_STATUSES.filter(isAddOnHeld)).toEqual(['CONFIRMED', 'PENDING_ADDITION']);
  });

  it('a change is pending exactly in the two PENDING_ statuses, and a pending addition is held', () => {
    fc.assert(
      fc.property(anyStatus, (s) => {
        expect(isAddOnChangePending(s)).toBe(s.startsWith('PENDING_'));
        if (s === 'PENDING_ADDITION') expect(isAddOnHeld(s)).toBe(true);
      }),
    );
  });

  it('[MBK-028] a stored add-on is held when not deleted and in a held status', () => {
    expect(isStoredAddOnHeld({ deleted: false, status: 'CONFIRMED' })).toBe(true);
    expect(isStoredAddOnHeld({ deleted: true, status: 'CONFIRMED' })).toBe(false);
    expect(isStoredAddOnHeld({ deleted: false, status: 'PENDING_REMOVAL' })).toBe(false);
  });

  it('an add-on starts CONFIRMED when booked and AVAILABLE otherwise', () => {
    expect(initialAddOnStatus({ deleted: false })).toBe('CONFIRMED');
    expect(initialAddOnStatus({ deleted: true })).toBe('AVAILABLE');
    expect(initialAddOnStatus(undefined)).toBe('AVAILABLE');
  });

  it('[MBK-021] groups add-ons by kind: activities, accommodations, transfers, insurance', () => {
    expect(addOnKindOf({ type: 'insurance-plan' })).toBe('insurance');
    expect(addOnKindOf({ type: 'ground-transfer' })).toBe('transfers');
    expect(addOnKindOf({ type: 'activity' })).toBe('activities');
    expect(addOnKindOf({ type: 'additional-service', service: { type: 'accommodation' } })).toBe('accommodations');
    expect(addOnKindOf({ type: 'additional-service', service: { type: 'transfer' } })).toBe('transfers');
    expect(addOnKindOf({ type: 'additional-service', service: { type: 'insurance' } })).toBe('insurance');
    expect(addOnKindOf({ type: 'additional-service', service: { type: 'activity' } })).toBe('activities');
    expect(addOnKindOf({ type: 'additional-service' })).toBe('activities');
    expect(addOnKindOf({ type: 'single-supplement' })).toBeUndefined();
  });

  it('a line amount is the price, or unit price with fee times quantity', () => {
    expect(addOnLineAmount({ unitPriceWithFee: 2500, quantity: 3 })).toBe(7500);
    expect(addOnLineAmount({ unitPriceWithFee: 2500, quantity: 3, price: 7000 })).toBe(7000);
  });
});

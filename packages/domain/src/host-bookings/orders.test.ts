// Tests of host booking orders: statuses, display labels, table lists, payment labels, selection and enablement.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import { HOST_ORDER_STATUSES, type HostOrderStatus } from './host-bookings.constants.js';
import { type HostBookingTraveler, hostBookingTravelerSchema, hostOrderStatusSchema } from './host-bookings.schema.js';
import {
  autoConfirmToggleState,
  canConfirmSelectedOrders,
  canRejectSelectedOrders,
  hostOrderDisplayLabel,
  hostOrderPaymentLabel,
  isHostOrderSelectable,
  needsLaunchAndConfirm,
  selectedHostOrderSpots,
} from './orders.rules.js';

const order = (orderId: string, status: HostOrderStatus, extra: Partial<HostBookingTraveler> = {}) =>
  hostBookingTravelerSchema.parse({
    traveler: { firstName: 'T', lastName: orderId, email: `${orderId}@example.com` },
    orderId,
    status,
    ...extra,
  });

const orderArb = fc.record({
  status: fc.constantFrom(...HOST_ORDER_STATUSES),
  pendingCancellation: fc.boolean(),
  cancelledByHost: fc.boolean(),
});

describe('order status and display', () => {
  it('[HBK-014] an order status is pending, confirmed, waitlist or awaiting', () => {
    for (const value of ['pending', 'confirmed', 'waitlist', 'awaiting'])
      expect(hostOrderStatusSchema.parse(value)).toBe(value);
    expect(hostOrderStatusSchema.parse('WAITLISTED')).toBe('waitlist');
    expect(hostOrderStatusSchema.parse('awaiting_payment')).toBe('awaiting');
    expect(hostOrderStatusSchema.safeParse('refunded').success).toBe(false);
  });

  it("[HBK-015] an order with a pending cancellation shows 'Pending Cancel'", () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        if (o.pendingCancellation) expect(hostOrderDisplayLabel(o)).toBe('Pending Cancel');
      }),
    );
    expect(hostOrderDisplayLabel({ status: 'confirmed', pendingCancellation: true, cancelledByHost: false })).toBe(
      'Pending Cancel',
    );
  });

  it("[HBK-016] a host-cancelled waitlist or awaiting order shows 'Rejected'", () => {
    expect(hostOrderDisplayLabel({ status: 'waitlist', pendingCancellation: false, cancelledByHost: true })).toBe(
      'Rejected',
    );
    expect(hostOrderDisplayLabel({ status: 'awaiting', pendingCancellation: false, cancelledByHost: true })).toBe(
      'Rejected',
    );
    expect(hostOrderDisplayLabel({ status: 'pending', pendingCancellation: false, cancelledByHost: true })).toBe(
      'Pending',
    );
  });

  it('[HBK-017] any other order shows its status label', () => {
    const plain = (status: HostOrderStatus) =>
      hostOrderDisplayLabel({ status, pendingCancellation: false, cancelledByHost: false });
    expect(HOST_ORDER_STATUSES.map(plain)).toEqual(['Pending', 'Confirmed', 'Waitlisted', 'Awaiting Payment']);
  });
});

describe('payment label', () => {
  const pay = (totalAmount: number, paidAmount: number, dueAmount: number, status: HostOrderStatus = 'confirmed') =>
    hostOrderPaymentLabel({ totalAmount, paidAmount, dueAmount, status });

  it('[HBK-020] Paid when a total over zero is fully paid, or when the due amount is below zero', () => {
    expect(pay(100000, 100000, 0)).toBe('Paid');
    expect(pay(100000, 120000, 0)).toBe('Paid');
    expect(pay(0, 0, -500)).toBe('Paid');
    expect(pay(0, 0, 0)).toBe('Unpaid');
  });

  it('[HBK-021] Partial when something has been paid and the traveler is not Paid', () => {
    expect(pay(100000, 25000, 75000)).toBe('Partial');
  });

  it('[HBK-022] Unpaid when neither Paid nor Partial applies', () => {
    expect(pay(100000, 0, 100000)).toBe('Unpaid');
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.nat(1e6), fc.integer({ min: -1e6, max: 1e6 }), (t, p, d) => {
        const paid = (t > 0 && p >= t) || d < 0;
        expect(pay(t, p, d)).toBe(paid ? 'Paid' : p > 0 ? 'Partial' : 'Unpaid');
      }),
    );
  });

  it('[HBK-023] no payment label for waitlist orders', () => {
    expect(pay(100000, 100000, 0, 'waitlist')).toBeNull();
    expect(pay(100000, 0, 100000, 'awaiting')).toBe('Unpaid');
  });
});

describe('selection and enablement', () => {
  it('[HBK-024] only pending orders not pending cancellation and not rejected can be ticked', () => {
    fc.assert(
      fc.property(orderArb, fc.constantFrom(...TRIP_STATUSES.filter((s) => s !== 'complete')), (o, s) => {
        expect(isHostOrderSelectable(o, s)).toBe(o.status === 'pending' && !o.pendingCancellation);
      }),
    );
  });

  it('[HBK-025] no orders can be ticked on a complete trip', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        expect(isHostOrderSelectable(o, 'complete')).toBe(false);
      }),
    );
  });

  it('[HBK-026] Confirm Selected is enabled on a confirmed or early-confirmed trip with at least one spot selected', () => {
    for (const tripStatus of ['confirmed', 'early-confirmed'] as const) {
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 1, minimumTripThreshold: 6 })).toBe(true);
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 0, minimumTripThreshold: 6 })).toBe(false);
    }
  });

  it('[HBK-027] Confirm Selected is enabled on a host-approved or ready-to-confirm trip once selected spots reach the threshold', () => {
    for (const tripStatus of ['host-approved', 'ready-to-confirm'] as const) {
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 5, minimumTripThreshold: 6 })).toBe(false);
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 6, minimumTripThreshold: 6 })).toBe(true);
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 7, minimumTripThreshold: 6 })).toBe(true);
    }
  });

  it('[HBK-027] a threshold of zero or one still needs one selected spot to confirm', () => {
    for (const tripStatus of ['host-approved', 'ready-to-confirm'] as const) {
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 0, minimumTripThreshold: 0 })).toBe(false);
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 1, minimumTripThreshold: 0 })).toBe(true);
      expect(canConfirmSelectedOrders({ tripStatus, selectedSpots: 1, minimumTripThreshold: 1 })).toBe(true);
    }
  });

  it('[HBK-028] Confirm Selected is disabled in every other trip status', () => {
    const others = TRIP_STATUSES.filter(
      (s) => !['confirmed', 'early-confirmed', 'host-approved', 'ready-to-confirm'].includes(s),
    ) as TripStatus[];
    fc.assert(
      fc.property(fc.constantFrom(...others), fc.nat(50), fc.nat(50), (tripStatus, selectedSpots, threshold) => {
        expect(canConfirmSelectedOrders({ tripStatus, selectedSpots, minimumTripThreshold: threshold })).toBe(false);
      }),
    );
  });

  it('[HBK-029] Reject Selected is enabled when any spot is selected', () => {
    const orders = [order('p1', 'pending', { totalSpotsBooked: 2 }), order('p2', 'pending')];
    expect(selectedHostOrderSpots(orders, ['p1', 'p2'])).toBe(3);
    expect(canRejectSelectedOrders(selectedHostOrderSpots(orders, ['p2']))).toBe(true);
    expect(canRejectSelectedOrders(selectedHostOrderSpots(orders, []))).toBe(false);
    expect(canRejectSelectedOrders(1)).toBe(true);
    expect(canRejectSelectedOrders(0)).toBe(false);
  });

  it('[HBK-029] the selected spots count each selected order once, from a list or a set, and ignore unknown ids', () => {
    const orders = [order('p1', 'pending', { totalSpotsBooked: 2 }), order('p2', 'pending', { totalSpotsBooked: 3 })];
    expect(selectedHostOrderSpots(orders, new Set(['p2', 'zz']))).toBe(3);
    expect(selectedHostOrderSpots(orders, ['p1', 'p1'])).toBe(2);
    expect(selectedHostOrderSpots([], ['p1'])).toBe(0);
  });

  it("[HBK-030] a ready_to_confirm trip before its launch date confirms through 'Launch and Confirm'", () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(
      needsLaunchAndConfirm({ status: 'ready-to-confirm', launchDate: new Date('2025-03-20T00:00:00Z') }, now),
    ).toBe(true);
    expect(
      needsLaunchAndConfirm({ status: 'ready-to-confirm', launchDate: new Date('2025-03-01T00:00:00Z') }, now),
    ).toBe(false);
    expect(needsLaunchAndConfirm({ status: 'confirmed', launchDate: new Date('2025-03-20T00:00:00Z') }, now)).toBe(
      false,
    );
  });

  it("[HBK-030] a ready_to_confirm trip with no launch date yet confirms through 'Launch and Confirm'; not at its launch instant", () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(needsLaunchAndConfirm({ status: 'ready-to-confirm', launchDate: null }, now)).toBe(true);
    expect(needsLaunchAndConfirm({ status: 'host-approved', launchDate: null }, now)).toBe(false);
    expect(needsLaunchAndConfirm({ status: 'ready-to-confirm', launchDate: new Date(now.getTime()) }, now)).toBe(false);
    expect(needsLaunchAndConfirm({ status: 'ready-to-confirm', launchDate: new Date(now.getTime() + 1) }, now)).toBe(
      true,
    );
  });

  it('[HBK-031] the auto-confirm toggle is disabled and off without pending orders', () => {
    expect(autoConfirmToggleState({ pendingOrders: 0, bookingAutoConfirmation: true })).toEqual({
      disabled: true,
      on: false,
    });
  });

  it('[HBK-032] the auto-confirm toggle is on when bookingAutoConfirmation is true', () => {
    expect(autoConfirmToggleState({ pendingOrders: 2, bookingAutoConfirmation: true })).toEqual({
      disabled: false,
      on: true,
    });
    expect(autoConfirmToggleState({ pendingOrders: 2, bookingAutoConfirmation: false }).on).toBe(false);
  });
});

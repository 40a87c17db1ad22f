import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchInstantOf } from '../workspace/launch.rules.js';
import {
  type ScheduledBooking,
  type ScheduledTrip,
  automaticPaymentDue,
  bookingsFinalDue,
  campaignDue,
  launchDue,
  launchOverdueDue,
  minimumBookingsOverdueDue,
  paymentReminderDue,
  readyToConfirmDue,
  tripActionsDue,
  tripCompleteDue,
} from './scheduling.rules.js';

const at = (iso: string) => new Date(iso);
const trip = (over: Partial<ScheduledTrip> = {}): ScheduledTrip => ({
  id: 't1',
  status: 'host-approved',
  launchDate: null,
  reservedAt: at('2027-01-01T10:00:00Z'),
  startDate: '2027-09-01',
  endDate: '2027-09-08',
  bookingsDeadline: 60,
  hostLevel: 1,
  activeBookings: 0,
  activeSpots: 0,
  minimumSpots: null,
  ...over,
});
const booking = (over: Partial<ScheduledBooking> = {}): ScheduledBooking => ({
  id: 'b1',
  status: 'confirmed',
  isPendingCancellation: false,
  dueAmount: 50_000,
  paymentDueDate: null,
  automaticPaymentStatus: null,
  tripStatus: 'confirmed',
  tripStartDate: '2027-09-01',
  ...over,
});

describe('time-driven rules', () => {
  it('[MKT-013] launches at the launch date and time in the host zone, not a minute before', () => {
    const launchDate = launchInstantOf({ date: '2027-02-01', time: '09:00' }, 'America/New_York');
    expect(launchDate.toISOString()).toBe('2027-02-01T14:00:00.000Z');
    const t = trip({ launchDate });
    expect(launchDue(t, at('2027-02-01T13:59:00Z'))).toBeNull();
    expect(launchDue(t, at('2027-02-01T14:00:00Z'))).toEqual({
      rule: 'trip-launch',
      objectId: 't1',
      dueOn: '2027-02-01T14:00:00.000Z',
      event: { type: 'trip.launch' },
    });
    expect(launchDue(trip({ launchDate, status: 'early-confirmed' }), at('2027-03-01T00:00:00Z'))?.rule).toBe(
      'trip-launch',
    );
    expect(launchDue(trip({ launchDate, status: 'live' }), at('2027-03-01T00:00:00Z'))).toBeNull();
  });

  it('[MKT-013] is due exactly when the launch instant is not after now, for any instants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 0, max: 10 ** 10 }), (l, n) => {
        const due = launchDue(trip({ launchDate: new Date(l * 1000) }), new Date(n * 1000));
        expect(due !== null).toBe(l <= n);
      }),
    );
  });

  it('[MKT-014] cancels a host-approved trip with no launch scheduled on the 15th day after its reservation', () => {
    expect(launchOverdueDue(trip(), at('2027-01-15T23:59:00Z'))).toBeNull();
    expect(launchOverdueDue(trip(), at('2027-01-16T00:00:00Z'))).toEqual({
      rule: 'launch-overdue',
      objectId: 't1',
      dueOn: '2027-01-15',
      event: { type: 'trip.cancel', reason: 'automatic-launch-overdue' },
    });
    // A scheduled launch, another status or no reservation: nothing to do.
    expect(launchOverdueDue(trip({ launchDate: at('2027-03-01T00:00:00Z') }), at('2027-02-01T00:00:00Z'))).toBeNull();
    expect(launchOverdueDue(trip({ status: 'pricing-approved' }), at('2027-02-01T00:00:00Z'))).toBeNull();
    expect(launchOverdueDue(trip({ reservedAt: null }), at('2027-02-01T00:00:00Z'))).toBeNull();
  });

  it('[MKT-015] cancels a live trip short of its minimum bookings after the window of its host level', () => {
    const live = trip({ status: 'live', launchDate: at('2027-02-01T14:00:00Z'), activeBookings: 1 });
    expect(minimumBookingsOverdueDue(live, at('2027-02-15T23:00:00Z'))).toBeNull();
    expect(minimumBookingsOverdueDue(live, at('2027-02-16T00:00:00Z'))).toMatchObject({
      rule: 'minimum-bookings-overdue',
      dueOn: '2027-02-15',
      event: { type: 'trip.cancel', reason: 'automatic-minimum-bookings-overdue' },
    });
    // Level 3 hosts have 30 days; a trip with its minimum is never cancelled.
    expect(minimumBookingsOverdueDue({ ...live, hostLevel: 3 }, at('2027-02-16T00:00:00Z'))).toBeNull();
    expect(minimumBookingsOverdueDue({ ...live, hostLevel: 3 }, at('2027-03-04T00:00:00Z'))?.dueOn).toBe('2027-03-03');
    expect(minimumBookingsOverdueDue({ ...live, activeBookings: 2 }, at('2027-06-01T00:00:00Z'))).toBeNull();
    expect(minimumBookingsOverdueDue({ ...live, status: 'ready-to-confirm' }, at('2027-06-01T00:00:00Z'))).toBeNull();
  });

  it('[HBK-027] [MKT-012] a live trip whose active spots reach its minimum spots becomes ready to confirm, once', () => {
    const live = trip({ status: 'live', launchDate: at('2027-02-01T14:00:00Z'), minimumSpots: 4, activeSpots: 3 });
    const now = at('2027-02-03T00:00:00Z');
    expect(readyToConfirmDue(live, now)).toBeNull();
    expect(readyToConfirmDue({ ...live, activeSpots: 4 }, now)).toEqual({
      rule: 'ready-to-confirm',
      objectId: 't1',
      dueOn: '2027-02-01T14:00:00.000Z',
      event: { type: 'trip.markReadyToConfirm' },
    });
    // Without minimum spots the platform's minimum applies; only a live trip moves.
    expect(readyToConfirmDue({ ...live, minimumSpots: null, activeSpots: 1 }, now)).toBeNull();
    expect(readyToConfirmDue({ ...live, minimumSpots: null, activeSpots: 2 }, now)?.rule).toBe('ready-to-confirm');
    expect(readyToConfirmDue({ ...live, status: 'ready-to-confirm', activeSpots: 4 }, now)).toBeNull();
    // Ready before its deadline, it is no longer cancelled for missing its minimum.
    const due = tripActionsDue({ ...live, activeSpots: 4, activeBookings: 1 }, at('2027-06-01T00:00:00Z'));
    expect(due.map((a) => a.rule)).toEqual(['ready-to-confirm']);
  });

  it('[MKT-016] sends reminder n from its date until the next one, only the latest when catching up', () => {
    // Reminders fall 90, 60, 30 and 14 days before the 2027-09-01 start.
    expect(paymentReminderDue(booking(), at('2027-06-02T12:00:00Z'))).toBeNull();
    expect(paymentReminderDue(booking(), at('2027-06-03T00:00:00Z'))).toMatchObject({
      rule: 'payment-reminder-1',
      dueOn: '2027-06-03',
    });
    expect(paymentReminderDue(booking(), at('2027-07-20T00:00:00Z'))?.rule).toBe('payment-reminder-2');
    expect(paymentReminderDue(booking(), at('2027-08-02T00:00:00Z'))?.rule).toBe('payment-reminder-3');
    expect(paymentReminderDue(booking(), at('2027-08-31T23:00:00Z'))).toMatchObject({
      rule: 'payment-reminder-4',
      dueOn: '2027-08-18',
    });
    expect(paymentReminderDue(booking(), at('2027-09-01T00:00:00Z'))).toBeNull();
    // Nothing due, pending cancellation, cancelled or on a cancelled trip: no reminder.
    const mid = at('2027-07-20T00:00:00Z');
    expect(paymentReminderDue(booking({ dueAmount: 0 }), mid)).toBeNull();
    expect(paymentReminderDue(booking({ isPendingCancellation: true }), mid)).toBeNull();
    expect(paymentReminderDue(booking({ status: 'cancelled' }), mid)).toBeNull();
    expect(paymentReminderDue(booking({ tripStatus: 'cancelled' }), mid)).toBeNull();
  });

  it('[MKT-017] charges automatically from the due date while the automatic-payment rule holds', () => {
    const enrolled = booking({ paymentDueDate: '2027-03-01', automaticPaymentStatus: 'active' });
    expect(automaticPaymentDue(enrolled, at('2027-02-28T23:59:00Z'))).toBeNull();
    expect(automaticPaymentDue(enrolled, at('2027-03-01T00:00:00Z'))).toEqual({
      rule: 'automatic-payment',
      objectId: 'b1',
      dueOn: '2027-03-01',
    });
    const later = at('2027-03-10T00:00:00Z');
    expect(automaticPaymentDue({ ...enrolled, automaticPaymentStatus: null }, later)).toBeNull();
    expect(automaticPaymentDue({ ...enrolled, dueAmount: 0 }, later)).toBeNull();
    expect(automaticPaymentDue({ ...enrolled, isPendingCancellation: true }, later)).toBeNull();
    // Outside the refundable window (90 days or less before the start) the rule no longer holds.
    expect(automaticPaymentDue(enrolled, at('2027-06-03T00:00:00Z'))).toBeNull();
  });

  it('[MKT-018] sends a Scheduled, active campaign at its date; Pending, Disabled, Canceled or inactive never', () => {
    const c = {
      id: 'c1',
      status: 'Scheduled',
      active: true,
      scheduledDate: at('2027-02-01T10:00:00Z'),
      tripStatus: 'live',
    } as const;
    expect(campaignDue(c, at('2027-02-01T09:59:00Z'))).toBeNull();
    expect(campaignDue(c, at('2027-02-01T10:00:00Z'))).toEqual({
      rule: 'campaign-send',
      objectId: 'c1',
      dueOn: '2027-02-01T10:00:00.000Z',
    });
    const later = at('2027-03-01T00:00:00Z');
    for (const status of ['Pending', 'Disabled', 'Canceled', 'Sent'])
      expect(campaignDue({ ...c, status }, later)).toBeNull();
    expect(campaignDue({ ...c, active: false }, later)).toBeNull();
    expect(campaignDue({ ...c, tripStatus: 'cancelled' }, later)).toBeNull();
  });

  it('[MKT-019] closes a confirmed trip at its bookings deadline and completes it after its end date', () => {
    const confirmed = trip({ status: 'confirmed', launchDate: at('2027-02-01T14:00:00Z') });
    expect(bookingsFinalDue(confirmed, at('2027-07-02T23:00:00Z'))).toBeNull();
    expect(bookingsFinalDue(confirmed, at('2027-07-03T00:00:00Z'))).toMatchObject({
      rule: 'bookings-final',
      dueOn: '2027-07-03',
      event: { type: 'trip.close' },
    });
    expect(tripCompleteDue(confirmed, at('2027-09-08T23:00:00Z'))).toBeNull();
    expect(tripCompleteDue({ ...confirmed, status: 'closed' }, at('2027-09-09T00:00:00Z'))).toMatchObject({
      rule: 'trip-complete',
      dueOn: '2027-09-08',
      event: { type: 'trip.complete' },
    });
    expect(tripCompleteDue({ ...confirmed, status: 'live' }, at('2027-10-01T00:00:00Z'))).toBeNull();
  });

  it('[MKT-020] a scheduler that was down owes everything due up to now, in lifecycle order', () => {
    const confirmed = trip({ status: 'confirmed', launchDate: at('2027-02-01T14:00:00Z') });
    expect(tripActionsDue(confirmed, at('2027-12-01T00:00:00Z')).map((a) => a.rule)).toEqual([
      'bookings-final',
      'trip-complete',
    ]);
  });

  it('[MKT-015] [HBK-027] a live trip without a launch date is neither cancelled nor ready, nor ready before its launch', () => {
    const live = trip({ status: 'live', launchDate: null, activeBookings: 1, activeSpots: 4, minimumSpots: 4 });
    const later = at('2027-12-01T00:00:00Z');
    expect(minimumBookingsOverdueDue(live, later)).toBeNull();
    expect(readyToConfirmDue(live, later)).toBeNull();
    const launched = { ...live, launchDate: at('2027-02-01T14:00:00Z') };
    expect(readyToConfirmDue(launched, at('2027-02-01T13:59:59Z'))).toBeNull();
    expect(readyToConfirmDue(launched, at('2027-02-01T14:00:00Z'))?.rule).toBe('ready-to-confirm');
  });

  it('[MKT-019] only a confirmed trip closes; a trip without an end date completes the day after its start', () => {
    const later = at('2027-12-01T00:00:00Z');
    for (const status of ['closed', 'live', 'complete'] as const)
      expect(bookingsFinalDue(trip({ status }), later)).toBeNull();
    const oneDay = trip({ status: 'confirmed', endDate: null });
    expect(tripCompleteDue(oneDay, at('2027-09-01T23:59:00Z'))).toBeNull();
    expect(tripCompleteDue(oneDay, at('2027-09-02T00:00:00Z'))).toEqual({
      rule: 'trip-complete',
      objectId: 't1',
      dueOn: '2027-09-01',
      event: { type: 'trip.complete' },
    });
    expect(tripCompleteDue(trip({ status: 'complete' }), later)).toBeNull();
  });

  it('[MKT-016] [MKT-017] a pending booking is reminded and charged; none on a complete trip or without a due date', () => {
    const mid = at('2027-07-20T00:00:00Z');
    expect(paymentReminderDue(booking({ status: 'pending' }), mid)).toEqual({
      rule: 'payment-reminder-2',
      objectId: 'b1',
      dueOn: '2027-07-03',
    });
    expect(paymentReminderDue(booking({ tripStatus: 'complete' }), mid)).toBeNull();
    const enrolled = booking({ paymentDueDate: '2027-03-01', automaticPaymentStatus: 'active' });
    const later = at('2027-03-10T00:00:00Z');
    expect(automaticPaymentDue({ ...enrolled, status: 'pending' }, later)?.rule).toBe('automatic-payment');
    expect(automaticPaymentDue({ ...enrolled, paymentDueDate: null }, later)).toBeNull();
    expect(automaticPaymentDue({ ...enrolled, status: 'cancelled' }, later)).toBeNull();
    expect(automaticPaymentDue({ ...enrolled, tripStatus: 'cancelled' }, later)).toBeNull();
    expect(automaticPaymentDue({ ...enrolled, tripStatus: 'complete' }, later)).toBeNull();
  });

  it('[MKT-018] a campaign without a date, or of a closed or complete trip, is never sent', () => {
    const c = {
      id: 'c1',
      status: 'Scheduled',
      active: true,
      scheduledDate: at('2027-02-01T10:00:00Z'),
      tripStatus: 'live',
    } as const;
    const later = at('2027-03-01T00:00:00Z');
    expect(campaignDue({ ...c, scheduledDate: null }, later)).toBeNull();
    expect(campaignDue({ ...c, tripStatus: 'closed' }, later)).toBeNull();
    expect(campaignDue({ ...c, tripStatus: 'complete' }, later)).toBeNull();
    expect(campaignDue({ ...c, tripStatus: 'confirmed' }, later)?.rule).toBe('campaign-send');
  });
});

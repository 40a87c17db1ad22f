// The booking guards on their own: who may send each event, and each condition of the host's reject decides alone.
import { initialTransition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookingGuards } from './booking.guards.js';
import { bookingMachine } from './booking.machine.js';
import type { BookingActor, BookingContext, BookingEvent, BookingInput } from './booking.types.js';

const host: BookingActor = { role: 'host' };
const admin: BookingActor = { role: 'admin' };
const system: BookingActor = { role: 'system' };
const customer: BookingActor = { role: 'traveler', isCustomer: true, travelerType: 'traveler-primary' };
const contextOf = (input: Partial<BookingInput> = {}): BookingContext =>
  initialTransition(bookingMachine, {
    bookingId: 'b-1',
    bookingStatus: 'pending',
    tripStatus: 'confirmed',
    ...input,
  })[0].context;
const reject = (by: BookingActor, selectedSpots = 1): BookingEvent => ({ type: 'booking.reject', by, selectedSpots });
const paid: BookingEvent = { type: 'booking.paid', payment: { status: 'success' } };

describe('booking guards', () => {
  it('[HBK-025] [HBK-029] only the host rejects a pending order, with a spot selected, on a trip not complete', () => {
    const context = contextOf();
    expect(bookingGuards.hostMayRejectPending({ context, event: reject(host) })).toBe(true);
    for (const by of [admin, system, customer])
      expect(bookingGuards.hostMayRejectPending({ context, event: reject(by) })).toBe(false);
    expect(bookingGuards.hostMayRejectPending({ context, event: reject(host, 0) })).toBe(false);
    expect(
      bookingGuards.hostMayRejectPending({ context: contextOf({ tripStatus: 'complete' }), event: reject(host) }),
    ).toBe(false);
  });

  it('[HBK-016] [HBK-029] only the host rejects a waitlisted order, with a spot selected, never on a complete trip', () => {
    const context = contextOf({ bookingStatus: 'waitlist' });
    expect(bookingGuards.hostMayRejectWaitlisted({ context, event: reject(host) })).toBe(true);
    for (const by of [admin, system, customer])
      expect(bookingGuards.hostMayRejectWaitlisted({ context, event: reject(by) })).toBe(false);
    expect(bookingGuards.hostMayRejectWaitlisted({ context, event: reject(host, 0) })).toBe(false);
    const complete = contextOf({ bookingStatus: 'waitlist', tripStatus: 'complete' });
    expect(bookingGuards.hostMayRejectWaitlisted({ context: complete, event: reject(host) })).toBe(false);
  });

  it('[CAN-004] only the booking customer asks to cancel; an event without a sender is nobody’s', () => {
    const context = contextOf({ bookingStatus: 'confirmed' });
    const ask = (by: BookingActor): BookingEvent => ({ type: 'booking.requestCancellation', by });
    expect(bookingGuards.customerMayCancel({ context, event: ask(customer) })).toBe(true);
    for (const by of [host, admin, system])
      expect(bookingGuards.customerMayCancel({ context, event: ask(by) })).toBe(false);
    expect(bookingGuards.customerMayCancel({ context, event: paid })).toBe(false);
  });

  it('[MKT-015] [TRV-048] admins and the scheduler cancel and offer spots; admins alone reinstate; no sender, no right', () => {
    const context = contextOf();
    const cancel = (by: BookingActor): BookingEvent => ({ type: 'booking.cancel', by });
    const offer = (by: BookingActor): BookingEvent => ({ type: 'booking.spotOffered', by });
    expect(
      [admin, system, host, customer].map((by) => bookingGuards.mayCancel({ context, event: cancel(by) })),
    ).toEqual([true, true, false, false]);
    expect(
      [admin, system, host, customer].map((by) => bookingGuards.mayOfferSpot({ context, event: offer(by) })),
    ).toEqual([true, true, false, false]);
    expect([admin, system, host].map((by) => bookingGuards.isAdmin({ context, event: cancel(by) }))).toEqual([
      true,
      false,
      false,
    ]);
    for (const guard of [bookingGuards.mayCancel, bookingGuards.mayOfferSpot, bookingGuards.isAdmin])
      expect(guard({ context, event: paid })).toBe(false);
  });

  it('[PAY-004] only a payment event with the status success is a successful payment', () => {
    const context = contextOf({ bookingStatus: 'awaiting' });
    expect(bookingGuards.isPaymentSuccessful({ context, event: paid })).toBe(true);
    expect(
      bookingGuards.isPaymentSuccessful({ context, event: { type: 'booking.paid', payment: { status: 'failed' } } }),
    ).toBe(false);
    expect(bookingGuards.isPaymentSuccessful({ context, event: { type: 'booking.cancel', by: admin } })).toBe(false);
  });
});

import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  bookingDisplayStatus,
  canConfirmSelectedOrders,
  isCancelBookingSectionShown,
  TRIP_STATUSES,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { bookingMachine } from './booking.machine.js';
import { bookingModel } from './booking.model.js';
import {
  selectBookingDisplayStatus,
  selectBookingStatusLabel,
  selectCanConfirm,
  selectCanReject,
  selectCanRequestCancellation,
  selectHostOrderLabel,
} from './booking.selectors.js';
import type { BookingActor, BookingEvent, BookingInput } from './booking.types.js';

const m = bookingMachine;
const host: BookingActor = { role: 'host' };
const admin: BookingActor = { role: 'admin' };
const customer: BookingActor = { role: 'traveler', isCustomer: true, travelerType: 'traveler-primary' };
const start = (input: Partial<BookingInput> = {}) =>
  initialTransition(m, { bookingId: 'b-1', bookingStatus: 'pending', tripStatus: 'confirmed', ...input })[0];
const send = (s: ReturnType<typeof start>, ...events: BookingEvent[]) =>
  events.reduce((acc, e) => transition(m, acc, e)[0], s);

describe('booking machine', () => {
  it('[TRV-033] the booking statuses are pending, awaiting, waitlist, confirmed, cancelled and complete', () => {
    const shown = [
      ...BOOKING_STATUSES.map((bookingStatus) => selectBookingDisplayStatus(start({ bookingStatus }))),
      selectBookingDisplayStatus(start({ bookingStatus: 'confirmed', tripStatus: 'complete' })),
    ];
    expect(shown).toEqual(['pending', 'awaiting', 'waitlist', 'confirmed', 'cancelled', 'complete']);
  });

  it('[TRV-034] awaiting is labelled Awaiting Payment', () => {
    expect(selectBookingStatusLabel(start({ bookingStatus: 'awaiting' }))).toBe('Awaiting Payment');
  });

  it('[TRV-035] complete is derived when the trip completes and the booking is confirmed', () => {
    const confirmed = start({ bookingStatus: 'confirmed', tripStatus: 'closed' });
    const done = send(confirmed, { type: 'trip.statusChanged', tripStatus: 'complete' });
    expect(selectBookingDisplayStatus(done)).toBe('complete');
    expect(done.status).toBe('done');
    const pending = send(start({ tripStatus: 'closed' }), { type: 'trip.statusChanged', tripStatus: 'complete' });
    expect(selectBookingDisplayStatus(pending)).toBe('pending');
  });

  it('[TRV-036] [TRV-037] a cancelled traveler makes the booking pending cancellation until the booking is cancelled', () => {
    const s = start({ bookingStatus: 'confirmed', travelerStatus: 'cancelled' });
    expect(selectBookingDisplayStatus(s)).toBe('pending-cancellation');
    expect(selectHostOrderLabel(s)).toBe('Pending Cancel');
    const cancelled = send(s, { type: 'booking.cancel', by: admin });
    expect(selectBookingDisplayStatus(cancelled)).toBe('cancelled');
  });

  it('[MKT-015] the scheduler cancels a booking when it cancels the trip; a host or traveler cannot', () => {
    for (const bookingStatus of ['pending', 'confirmed', 'waitlist', 'awaiting'] as const) {
      const s = start({ bookingStatus });
      expect(s.can({ type: 'booking.cancel', by: host })).toBe(false);
      expect(s.can({ type: 'booking.cancel', by: customer })).toBe(false);
      expect(selectBookingDisplayStatus(send(s, { type: 'booking.cancel', by: { role: 'system' } }))).toBe('cancelled');
    }
  });

  it('[CAN-004] only the booking customer may ask to cancel; the booking is then pending cancellation', () => {
    const s = start({ bookingStatus: 'confirmed' });
    expect(
      selectCanRequestCancellation(s, { role: 'traveler', isCustomer: false, travelerType: 'traveler-secondary' }),
    ).toBe(false);
    expect(selectCanRequestCancellation(s, host)).toBe(false);
    const asked = send(s, { type: 'booking.requestCancellation', by: customer });
    expect(selectBookingDisplayStatus(asked)).toBe('pending-cancellation');
    expect(asked.context.travelerStatus).toBe('cancelled');
  });

  it('[HBK-026] [HBK-027] [HBK-028] the host confirms a pending order only when Confirm Selected is enabled', () => {
    expect(selectCanConfirm(start({ tripStatus: 'confirmed' }), 1, 6)).toBe(true);
    expect(selectCanConfirm(start({ tripStatus: 'ready-to-confirm' }), 2, 6)).toBe(false);
    expect(selectCanConfirm(start({ tripStatus: 'ready-to-confirm' }), 6, 6)).toBe(true);
    expect(selectCanConfirm(start({ tripStatus: 'live' }), 6, 6)).toBe(false);
    const s = start();
    const byTraveler = { type: 'booking.confirm', by: customer, selectedSpots: 1, minimumTripThreshold: 1 } as const;
    expect(explainEvent(s, byTraveler)).toEqual({ allowed: false, reason: 'guard', guards: ['hostMayConfirm'] });
    const confirmed = send(s, { type: 'booking.confirm', by: host, selectedSpots: 1, minimumTripThreshold: 1 });
    expect(selectBookingDisplayStatus(confirmed)).toBe('confirmed');
  });

  it('[HBK-025] [HBK-029] the host rejects with any spot selected, never on a complete trip', () => {
    expect(selectCanReject(start(), 0)).toBe(false);
    expect(selectCanReject(start({ tripStatus: 'complete' }), 1)).toBe(false);
    const rejected = send(start(), { type: 'booking.reject', by: host, selectedSpots: 1 });
    expect(selectBookingDisplayStatus(rejected)).toBe('cancelled');
    expect(rejected.context.cancelledByHost).toBe(true);
  });

  it("[HBK-016] a waitlisted or awaiting order rejected by the host reads 'Rejected' and stays rejected when reloaded", () => {
    for (const bookingStatus of ['waitlist', 'awaiting'] as const) {
      const rejected = send(start({ bookingStatus }), { type: 'booking.reject', by: host, selectedSpots: 1 });
      expect(selectBookingDisplayStatus(rejected)).toBe('cancelled');
      expect(selectHostOrderLabel(rejected)).toBe('Rejected');
      const reloaded = start({ bookingStatus, cancelledByHost: true });
      expect(selectBookingDisplayStatus(reloaded)).toBe('cancelled');
    }
  });

  it('[TRV-048] [PAY-004] a waitlisted booking offered a spot awaits payment; a successful payment secures it', () => {
    const offered = send(start({ bookingStatus: 'waitlist' }), { type: 'booking.spotOffered', by: { role: 'system' } });
    expect(selectBookingDisplayStatus(offered)).toBe('awaiting');
    expect(send(offered, { type: 'booking.paid', payment: { status: 'failed' } }).matches('awaiting')).toBe(true);
    expect(selectBookingDisplayStatus(send(offered, { type: 'booking.paid', payment: { status: 'success' } }))).toBe(
      'pending',
    );
    expect(start({ bookingStatus: 'waitlist' }).can({ type: 'booking.spotOffered', by: host })).toBe(false);
  });

  it('only admins cancel directly and reinstate', () => {
    const s = start({ bookingStatus: 'confirmed' });
    expect(s.can({ type: 'booking.cancel', by: host })).toBe(false);
    const cancelled = send(s, { type: 'booking.cancel', by: admin });
    const back = send(cancelled, { type: 'booking.reinstate', by: admin, bookingStatus: 'confirmed' });
    expect(selectBookingDisplayStatus(back)).toBe('confirmed');
    expect(cancelled.can({ type: 'booking.reinstate', by: customer, bookingStatus: 'confirmed' })).toBe(false);
  });

  it('the starting state agrees with the domain display status for any stored status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...TRIP_STATUSES),
        fc.constantFrom(undefined, 'created', 'cancelled', 'complete'),
        (bookingStatus, tripStatus, travelerStatus) => {
          const s = start({ bookingStatus, tripStatus, travelerStatus });
          expect(selectBookingDisplayStatus(s)).toBe(
            bookingDisplayStatus({ bookingStatus, tripStatus, travelerStatus }),
          );
        },
      ),
    );
  });

  it('the confirm guard agrees with the domain Confirm Selected rule for a pending order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (tripStatus, selectedSpots, minimumTripThreshold) => {
          const expected =
            tripStatus !== 'complete' && canConfirmSelectedOrders({ tripStatus, selectedSpots, minimumTripThreshold });
          expect(selectCanConfirm(start({ tripStatus }), selectedSpots, minimumTripThreshold)).toBe(expected);
        },
      ),
    );
  });

  it('the cancellation guard agrees with the domain cancel-section rule', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('traveler-primary', 'traveler-secondary', undefined),
        fc.constantFrom('pending', 'awaiting', 'waitlist', 'confirmed'),
        fc.constantFrom(...TRIP_STATUSES),
        (isCustomer, travelerType, bookingStatus, tripStatus) => {
          const by = { role: 'traveler', isCustomer, travelerType } as BookingActor;
          const s = start({ bookingStatus, tripStatus });
          if (s.status === 'done') return;
          expect(selectCanRequestCancellation(s, by)).toBe(
            isCancelBookingSectionShown({
              isCustomer,
              travelerType: travelerType as never,
              bookingStatus,
              isPendingCancellation: false,
              tripStatus,
            }),
          );
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(bookingModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});

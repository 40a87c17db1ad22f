// Tests of manage-booking rules: finality, editability, private rooms, dates, confirmation and messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import {
  airportTransferDate,
  availableSingleSupplement,
  bookedTransferWarning,
  bookingFinalDate,
  bookingFinalNotice,
  bookingHasInsurance,
  bookingSuccessTitle,
  bookingUpdateErrorView,
  canEditManagedBooking,
  confirmationModeForBalance,
  formatTripSummaryTotal,
  insuranceRequiredWarning,
  isBookingEditable,
  isBookingFinal,
  isClearAllShown,
  isPrivateRoomSwitchShown,
  isRoomSelectionChanged,
  isPrivateRoomUpgradeAvailable,
  pendingChangesLabel,
  postTripAccommodationNight,
  preTripAccommodationNight,
  shouldPromptBeforeLeavingManageBooking,
  transferDateWarning,
  travelerInformationRows,
  visibleBookingAddOns,
} from './manage-booking.rules.js';
import { bookedTransferDateWarning } from './transfer-date-warning.rules.js';

describe('booking finality', () => {
  it('[MBK-005] a booking is final bookingsDeadline days before start, 90 by default', () => {
    expect(bookingFinalDate('2026-06-01', 30)).toBe('2026-05-02');
    expect(bookingFinalDate('2026-06-01')).toBe('2026-03-03');
    expect(isBookingFinal({ tripStartDate: '2026-06-01', bookingsDeadline: 30 }, '2026-05-01')).toBe(false);
    expect(isBookingFinal({ tripStartDate: '2026-06-01', bookingsDeadline: 30 }, '2026-05-02')).toBe(true);
  });

  it('[MBK-004] the intro states the booking is final {bookingsDeadline} days before start', () => {
    expect(bookingFinalNotice(45)).toBe('Your booking is final 45 days before the trip starts.');
    expect(bookingFinalNotice(undefined)).toBe('Your booking is final 90 days before the trip starts.');
  });
});

describe('editability', () => {
  const editable = {
    travelerType: 'traveler-primary' as const,
    tripStatus: 'live' as const,
    bookingStatus: 'confirmed' as const,
    tripStartDate: '2026-09-01',
    bookingsDeadline: 30,
  };

  it('[MBK-040] depends on traveler type, trip status and booking status', () => {
    expect(isBookingEditable(editable, '2026-06-01')).toBe(true);
    expect(isBookingEditable({ ...editable, travelerType: 'traveler-secondary' }, '2026-06-01')).toBe(false);
    expect(isBookingEditable({ ...editable, tripStatus: 'complete' }, '2026-06-01')).toBe(false);
    expect(isBookingEditable({ ...editable, tripStatus: 'created' }, '2026-06-01')).toBe(false);
    expect(isBookingEditable({ ...editable, bookingStatus: 'waitlist' }, '2026-06-01')).toBe(false);
    expect(isBookingEditable({ ...editable, bookingStatus: 'cancelled' }, '2026-06-01')).toBe(false);
    expect(isBookingEditable({ ...editable, isPendingCancellation: true }, '2026-06-01')).toBe(false);
    expect(isBookingEditable(editable, '2026-08-05')).toBe(false);
  });

  it('[MBK-041] a single-traveler booking is editable only with a private-room right or a booked single supplement', () => {
    const one = { travelersCount: 1, bookingEditable: true };
    expect(canEditManagedBooking({ ...one, mayUpdatePrivateRoom: false, hasSingleSupplement: false })).toBe(false);
    expect(canEditManagedBooking({ ...one, mayUpdatePrivateRoom: true, hasSingleSupplement: false })).toBe(true);
    expect(canEditManagedBooking({ ...one, mayUpdatePrivateRoom: false, hasSingleSupplement: true })).toBe(true);
  });

  it('[MBK-042] a booking with more travelers is editable only if the booking is editable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (n, editableBooking, right, held) => {
          expect(
            canEditManagedBooking({
              travelersCount: n,
              bookingEditable: editableBooking,
              mayUpdatePrivateRoom: right,
              hasSingleSupplement: held,
            }),
          ).toBe(editableBooking);
        },
      ),
    );
  });
});

describe('private rooms', () => {
  it('[MBK-034] the room selection Update button is enabled only when the form changed', () => {
    const rooms = [{ roomType: 'double' as const, travelers: ['u1', 'u2'] }];
    expect(isRoomSelectionChanged(rooms, [{ roomType: 'double', travelers: ['u2', 'u1'] }])).toBe(false);
    expect(isRoomSelectionChanged(rooms, [{ roomType: 'twin', travelers: ['u1', 'u2'] }])).toBe(true);
    expect(
      isRoomSelectionChanged(rooms, [
        { roomType: 'single', travelers: ['u1'] },
        { roomType: 'single', travelers: ['u2'] },
      ]),
    ).toBe(true);
  });

  it('[MBK-034] a room with no travelers listed is the same as one with an empty list: nothing changed', () => {
    expect(isRoomSelectionChanged([{ roomType: 'double' }], [{ roomType: 'double', travelers: [] }])).toBe(false);
  });

  it('[MBK-035] [MBK-036] the switch shows with more than one traveler, hidden for one', () => {
    expect(isPrivateRoomSwitchShown(1)).toBe(false);
    expect(isPrivateRoomSwitchShown(2)).toBe(true);
  });

  it('[MBK-038] the upgrade is available with single supplements left or when the held ones cover the required count', () => {
    expect(
      isPrivateRoomUpgradeAvailable({ singleSupplementAvailable: 1, requiredCount: 1, heldSingleSupplements: 0 }),
    ).toBe(true);
    expect(
      isPrivateRoomUpgradeAvailable({ singleSupplementAvailable: 0, requiredCount: 1, heldSingleSupplements: 0 }),
    ).toBe(false);
    expect(
      isPrivateRoomUpgradeAvailable({ singleSupplementAvailable: 0, requiredCount: 1, heldSingleSupplements: 1 }),
    ).toBe(true);
    expect(
      isPrivateRoomUpgradeAvailable({ singleSupplementAvailable: 0, requiredCount: 0, heldSingleSupplements: 0 }),
    ).toBe(false);
  });

  it('[MBK-039] the available single supplement is singleSupplement.available of the inventory check', () => {
    expect(availableSingleSupplement({ singleSupplement: { available: 4 } })).toBe(4);
    expect(availableSingleSupplement({})).toBe(0);
    expect(availableSingleSupplement(undefined)).toBe(0);
  });
});

describe('accommodation and transfer dates', () => {
  it('[MBK-043] pre-trip accommodation is one night before the start', () => {
    expect(preTripAccommodationNight('2026-03-01')).toEqual({ checkIn: '2026-02-28', checkOut: '2026-03-01' });
  });

  it('[MBK-044] post-trip accommodation is one night after the end', () => {
    expect(postTripAccommodationNight('2026-12-31')).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });

  it('[MBK-045] airport transfers depart on the same date as the accommodation', () => {
    const trip = { tripStartDate: '2026-03-01', tripEndDate: '2026-03-08' };
    expect(
      airportTransferDate({ ...trip, type: 'arrival', hasPreTripAccommodation: true, hasPostTripAccommodation: false }),
    ).toBe('2026-02-28');
    expect(
      airportTransferDate({
        ...trip,
        type: 'arrival',
        hasPreTripAccommodation: false,
        hasPostTripAccommodation: false,
      }),
    ).toBe('2026-03-01');
    expect(
      airportTransferDate({
        ...trip,
        type: 'departure',
        hasPreTripAccommodation: false,
        hasPostTripAccommodation: true,
      }),
    ).toBe('2026-03-09');
    expect(
      airportTransferDate({
        ...trip,
        type: 'departure',
        hasPreTripAccommodation: false,
        hasPostTripAccommodation: false,
      }),
    ).toBe('2026-03-08');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (n) => {
        const start = addDays('2025-01-01', n);
        expect(
          airportTransferDate({
            tripStartDate: start,
            tripEndDate: start,
            type: 'arrival',
            hasPreTripAccommodation: true,
            hasPostTripAccommodation: false,
          }),
        ).toBe(preTripAccommodationNight(start).checkIn);
      }),
    );
  });

  it('[MBK-046] [MBK-047] [MBK-048] insurance and transfer warnings', () => {
    expect(insuranceRequiredWarning(true)).toBe(
      'Insurance required for this trip. You will need to purchase insurance from a third party to go on this trip.',
    );
    expect(insuranceRequiredWarning(false)).toBeUndefined();
    // A booking a policy covers is not told to buy insurance from a third party.
    expect(insuranceRequiredWarning(true, true)).toBeUndefined();
    expect(bookedTransferWarning({ accommodationChanged: true, hasBookedTransfer: true })).toBe(
      'Your changes will affect your currently booked transfer, please update your transfer to avoid any delays.',
    );
    expect(bookedTransferWarning({ accommodationChanged: true, hasBookedTransfer: false })).toBeUndefined();
    expect(transferDateWarning('2026-03-01', '2026-02-28')).toBe(
      'Your selected transfer date is different than your accommodation date, please be sure you are reserving a transfer on the correct date.',
    );
    expect(transferDateWarning('2026-02-28', '2026-02-28')).toBeUndefined();
  });

  it('[MBK-048] a booked ride off its accommodation date warns, with the extra nights after the pending changes', () => {
    const trip = { tripStartDate: '2027-05-10', tripEndDate: '2027-05-17' };
    const arrival = { stage: 'arrival' as const, pickupLocalTime: '2027-05-10T09:30', status: 'confirmed' };
    const departure = { stage: 'departure' as const, pickupLocalTime: '2027-05-17T13:00', status: 'pending' };
    const nights = (pre: boolean, post: boolean) => ({ hasPreTripAccommodation: pre, hasPostTripAccommodation: post });
    expect(
      bookedTransferDateWarning({ rides: [arrival, departure], ...trip, ...nights(false, false) }),
    ).toBeUndefined();
    // A pre-trip night moves the arrival to May 9; a post-trip night the departure to May 18.
    expect(bookedTransferDateWarning({ rides: [arrival], ...trip, ...nights(true, false) })).toBe(
      'Your selected transfer date is different than your accommodation date, please be sure you are reserving a transfer on the correct date.',
    );
    expect(bookedTransferDateWarning({ rides: [departure], ...trip, ...nights(false, true) })).toBeDefined();
    // A cancelled ride is not a booked transfer any more.
    expect(
      bookedTransferDateWarning({ rides: [{ ...arrival, status: 'cancelled' }], ...trip, ...nights(true, false) }),
    ).toBeUndefined();
  });
});

describe('pending changes and navigation', () => {
  it('[MBK-006] the cart label reads n Change or n Changes', () => {
    expect(pendingChangesLabel(1)).toBe('1 Change');
    expect(pendingChangesLabel(0)).toBe('0 Changes');
    expect(pendingChangesLabel(3)).toBe('3 Changes');
  });

  it('[MBK-030] Clear all shows only with more than one pending change', () => {
    expect(isClearAllShown(1)).toBe(false);
    expect(isClearAllShown(2)).toBe(true);
  });

  it('[MBK-012] [MBK-013] leaving with pending changes prompts, except between the tab routes', () => {
    const base = { pendingChangeCount: 2, manageBookingPath: '/traveler/trips/t1/manage-booking' };
    expect(shouldPromptBeforeLeavingManageBooking({ ...base, targetPath: '/traveler/trips/t1/itinerary' })).toBe(true);
    expect(
      shouldPromptBeforeLeavingManageBooking({ ...base, targetPath: '/traveler/trips/t1/manage-booking/payment' }),
    ).toBe(false);
    expect(shouldPromptBeforeLeavingManageBooking({ ...base, targetPath: '/traveler/trips/t1/manage-booking-x' })).toBe(
      true,
    );
    expect(shouldPromptBeforeLeavingManageBooking({ ...base, pendingChangeCount: 0, targetPath: '/elsewhere' })).toBe(
      false,
    );
  });

  it('[MBK-024] privileged viewers see all add-ons of the booking, others only their own', () => {
    const addOns = [{ user: 'u1' }, { user: 'u2' }];
    expect(visibleBookingAddOns(addOns, { userId: 'u2', roles: ['traveler-secondary'] })).toEqual([{ user: 'u2' }]);
    expect(visibleBookingAddOns(addOns, { userId: 'u1', roles: ['traveler-primary'] })).toHaveLength(2);
    expect(visibleBookingAddOns(addOns, { userId: 'x', roles: ['admin'] })).toHaveLength(2);
  });

  it('[MBK-008] the insurance section shows only when the booking has insurance', () => {
    expect(bookingHasInsurance({ addOns: [{ type: 'insurance-plan', status: 'CONFIRMED' }] })).toBe(true);
    expect(bookingHasInsurance({ addOns: [{ type: 'insurance-plan', status: 'CONFIRMED', deleted: true }] })).toBe(
      false,
    );
    expect(bookingHasInsurance({ addOns: [{ type: 'activity', status: 'CONFIRMED' }] })).toBe(false);
    expect(bookingHasInsurance({ addOns: [], insurancePolicyStatus: 'pending' })).toBe(true);
  });

  it('[MBK-009] the traveler table lists name, age, gender and email with the primary marked', () => {
    const rows = travelerInformationRows(
      {
        customer: {
          _id: 'u1',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@x.com',
          gender: 'female',
          dateOfBirth: '1990-06-15',
        },
        additionalParticipants: [{ _id: 'u2', firstName: 'Bob', lastName: 'Lee', email: 'bob@x.com' }],
      },
      '2026-06-14',
    );
    expect(rows).toEqual([
      { id: 'u1', name: 'Ann Lee', age: 35, gender: 'female', email: 'ann@x.com', isPrimary: true },
      { id: 'u2', name: 'Bob Lee', age: undefined, gender: undefined, email: 'bob@x.com', isPrimary: false },
    ]);
  });
});

describe('totals and confirmation', () => {
  it('[MBK-049] [MBK-050] totals are USD with two decimals, negatives flagged red', () => {
    expect(formatTripSummaryTotal(123450)).toEqual({ text: '$1,234.50', isNegative: false });
    expect(formatTripSummaryTotal(-2500)).toEqual({ text: '-$25.00', isNegative: true });
  });

  it('[MBK-053] with a balance due confirming goes to payment', () => {
    expect(confirmationModeForBalance(1)).toBe('payment');
  });

  it('[MBK-054] with a zero or negative balance confirming finishes without payment', () => {
    expect(confirmationModeForBalance(0)).toBe('finish');
    expect(confirmationModeForBalance(-100)).toBe('finish');
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(confirmationModeForBalance(n) === 'payment').toBe(n > 0);
      }),
    );
  });

  it('[MBK-055] negative balance: Trip Balance Updated', () => {
    expect(bookingSuccessTitle({ balance: -1, refundNeeded: true })).toBe('Trip Balance Updated');
  });

  it('[MBK-056] refund needed: Refund Processing', () => {
    expect(bookingSuccessTitle({ balance: 0, refundNeeded: true })).toBe('Refund Processing');
  });

  it('[MBK-057] zero balance: Changes Confirmed', () => {
    expect(bookingSuccessTitle({ balance: 0, refundNeeded: false })).toBe('Changes Confirmed');
  });

  it('[MBK-058] otherwise: Payment Complete', () => {
    expect(bookingSuccessTitle({ balance: 5000, refundNeeded: false })).toBe('Payment Complete');
  });
});

describe('booking update errors', () => {
  it('[MBK-060] an error with a code gets the message produced from that code', () => {
    expect(
      bookingUpdateErrorView({ code: 'booking-final' }, { 'booking-final': 'This booking can no longer be changed.' })
        .description,
    ).toBe('This booking can no longer be changed.');
  });

  it('[MBK-061] [MBK-062] [MBK-064] the single-supplement-unavailable code gets its own title and the traveler wording', () => {
    expect(bookingUpdateErrorView({ code: 'single-supplement-unavailable' })).toEqual({
      title: 'Private rooms unavailable',
      description: "Sorry, we have run out of private rooms at this time. Don't worry, you haven't been charged.",
      privateRoomSwitchAvailable: true,
    });
  });

  it('[MBK-063] without a code the generic message shows', () => {
    expect(bookingUpdateErrorView({ message: 'boom' }).description).toBe(
      'We encountered an issue while updating your booking.',
    );
    expect(bookingUpdateErrorView(undefined).privateRoomSwitchAvailable).toBe(false);
  });
});

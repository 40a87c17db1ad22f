// Tests of the ride entity and ride rules: status mapping, cancel/rebook windows, permissions, calendar link.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../shared/statuses.js';
import {
  GROUND_TRANSFER_CANCELLATION_TYPES,
  PROVIDER_JOURNEY_STATUSES,
  RIDE_MESSAGES,
  RIDE_STATUSES,
} from './ground-transfer.constants.js';
import {
  canModifyRide,
  canRebookRide,
  canSeeRidePrice,
  formatRideDate,
  formatRidePickup,
  groundTransferDisplayStatus,
  isRideCancellationFree,
  rideActionErrorView,
  rideActionSuccessMessage,
  rideCalendarDurationSeconds,
  rideCalendarLink,
  rideCalendarTimes,
  rideLocationLabel,
  ridePickupInstant,
  ridesByStage,
  rideStatusLabel,
  rideStatusOfJourney,
  shouldLoadGroundTransfers,
  shouldRefreshRidesAfterCancellation,
} from './ride.rules.js';
import {
  groundTransferBookingSchema,
  groundTransferCancellationTypeSchema,
  rideCancellationStatusSchema,
  rideEditFormSchema,
  rideSchema,
  rideStatusSchema,
} from './ride.schema.js';

const rideInput = {
  id: 'gt_1',
  journey: {
    code: 'ABC123',
    type: 'arrival',
    origin: { establishment: 'Lisbon Airport', region: 'Lisbon' },
    destination: { region: 'Sintra', formattedAddress: 'Rua 1, Sintra' },
    pickup: { localTime: '2025-06-10T14:30:00', timeZone: 'Europe/Lisbon' },
    status: 'planned',
    transferCompany: { name: 'Lisbon Cars', phoneNumber: '+351 111 222 333' },
    driver: {
      name: 'Rui',
      phoneNumber: '+351 999 888 777',
      vehicleMake: 'Mercedes',
      vehicleModel: 'V-Class',
      vehicleLicensePlate: 'AA-00-BB',
    },
    priceSummary: { price: 8500 },
    vehicleCategory: 'Minivan',
    approxDurationAndDistance: { durationInSeconds: 2700, distanceInMeters: 30000 },
    traveler: {
      flightNumber: 'TP123',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '+351912345678',
    },
  },
  quoteRequest: { passengers: 2, carryOnLuggage: 2, checkedLuggage: 1 },
  cancellationType: 'provider',
};

describe('ride entity', () => {
  it('[GTR-004] parses a ground-transfer booking with journey, driver, price, quote request and cancellation type', () => {
    const ride = groundTransferBookingSchema.parse(rideInput);
    expect(ride.id).toBe('gt_1');
    expect(ride.journey.code).toBe('ABC123');
    expect(ride.journey.type).toBe('arrival');
    expect(ride.journey.pickup.localTime).toBe('2025-06-10T14:30:00');
    expect(ride.journey.status).toBe('planned');
    expect(ride.journey.driver).toEqual({
      name: 'Rui',
      phoneNumber: '+351 999 888 777',
      vehicleMake: 'Mercedes',
      vehicleModel: 'V-Class',
      vehicleLicensePlate: 'AA-00-BB',
    });
    expect(ride.journey.priceSummary).toEqual({ price: 8500, currency: 'USD' });
    expect(ride.journey.vehicleCategory).toBe('Minivan');
    expect(ride.quoteRequest).toEqual({ passengers: 2, carryOnLuggage: 2, checkedLuggage: 1 });
    expect(ride.cancellationType).toBe('provider');
  });

  it('[RID-001] parses a ride with resolved addresses, pickup zone, transfer company and traveler; optional parts default to null', () => {
    const ride = rideSchema.parse(rideInput);
    expect(ride.journey.origin.establishment).toBe('Lisbon Airport');
    expect(ride.journey.destination.region).toBe('Sintra');
    expect(ride.journey.pickup.timeZone).toBe('Europe/Lisbon');
    expect(ride.journey.transferCompany).toEqual({ name: 'Lisbon Cars', phoneNumber: '+351 111 222 333' });
    expect(ride.journey.traveler.flightNumber).toBe('TP123');
    expect(ride.journey.approxDurationAndDistance?.durationInSeconds).toBe(2700);
    const minimal = rideSchema.parse({
      ...rideInput,
      journey: {
        ...rideInput.journey,
        driver: undefined,
        transferCompany: undefined,
        approxDurationAndDistance: undefined,
        cancellationDetails: undefined,
      },
      quoteRequest: { passengers: 1 },
      cancellationType: undefined,
    });
    expect(minimal.journey.driver).toBeNull();
    expect(minimal.journey.transferCompany).toBeNull();
    expect(minimal.journey.approxDurationAndDistance).toBeNull();
    expect(minimal.journey.cancellationDetails).toBeNull();
    expect(minimal.quoteRequest).toEqual({ passengers: 1, carryOnLuggage: 0, checkedLuggage: 0 });
    expect(minimal.cancellationType).toBeNull();
    expect(rideSchema.safeParse({ ...rideInput, journey: { ...rideInput.journey, type: 'layover' } }).success).toBe(
      false,
    );
  });

  it('[GTR-013] [RID-002] cancellation types include provider', () => {
    expect(GROUND_TRANSFER_CANCELLATION_TYPES).toContain('provider');
    expect(groundTransferCancellationTypeSchema.parse('PROVIDER')).toBe('provider');
    expect(groundTransferCancellationTypeSchema.parse('traveler')).toBe('customer');
    expect(groundTransferCancellationTypeSchema.safeParse('weather').success).toBe(false);
  });

  it('[GTR-012] [RID-003] ride statuses are exactly the nine values, parsed from any spelling', () => {
    for (const value of [
      'pending',
      'confirmed',
      'driver-assigned',
      'driver-underway',
      'driver-arrived',
      'journey-in-progress',
      'completed',
      'cancelled',
      'processing',
    ])
      expect(rideStatusSchema.parse(value)).toBe(value);
    expect(rideStatusSchema.parse('DRIVER_UNDERWAY')).toBe('driver-underway');
    expect(rideStatusSchema.parse('journey in progress')).toBe('journey-in-progress');
    expect(rideStatusSchema.parse('canceled')).toBe('cancelled');
    expect(rideStatusSchema.safeParse('lost').success).toBe(false);
  });

  it('[RID-010] editing ride information requires flightNumber, firstName, lastName, email and phone', () => {
    const r = rideEditFormSchema.safeParse({
      flightNumber: ' ',
      firstName: '',
      lastName: undefined,
      email: '',
      phone: '',
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(fields).toEqual({
      flightNumber: 'Required',
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phone: 'Required',
    });
    expect(
      rideEditFormSchema.parse({
        flightNumber: 'TP123',
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        phone: '+351912345678',
      }).flightNumber,
    ).toBe('TP123');
  });
});

describe('journey status to booking display status', () => {
  it('[GTR-005] not paid, awaiting approval and pending map to pending', () => {
    expect(groundTransferDisplayStatus('not paid')).toBe('pending');
    expect(groundTransferDisplayStatus('AWAITING_APPROVAL')).toBe('pending');
    expect(groundTransferDisplayStatus('pending')).toBe('pending');
  });

  it('[GTR-006] cancelled free and cancelled with costs map to cancelled', () => {
    expect(groundTransferDisplayStatus('cancelled free')).toBe('cancelled');
    expect(groundTransferDisplayStatus('CANCELLED_WITH_COSTS')).toBe('cancelled');
  });

  it('[GTR-007] planned, driver underway, driver arrived and journey in progress map to driver assigned', () => {
    for (const s of ['planned', 'driver underway', 'driver-arrived', 'JOURNEY_IN_PROGRESS'])
      expect(groundTransferDisplayStatus(s)).toBe('driver-assigned');
  });

  it('[GTR-008] driver underway also has its own display status', () => {
    expect(rideStatusOfJourney('driver_underway')).toBe('driver-underway');
    expect(rideStatusLabel(rideStatusOfJourney('DRIVER UNDERWAY'))).toBe('Driver Underway');
    expect(rideStatusOfJourney('planned')).toBe('driver-assigned');
    expect(rideStatusOfJourney('driver arrived')).toBe('driver-assigned');
  });

  it('[GTR-009] confirmed maps to confirmed', () => {
    expect(groundTransferDisplayStatus('Confirmed')).toBe('confirmed');
  });

  it('[GTR-010] completed maps to completed', () => {
    expect(groundTransferDisplayStatus('completed')).toBe('completed');
  });

  it('[GTR-011] any other journey status maps to processing', () => {
    expect(groundTransferDisplayStatus('rerouted')).toBe('processing');
    expect(groundTransferDisplayStatus('')).toBe('processing');
    expect(groundTransferDisplayStatus(undefined)).toBe('processing');
    expect(groundTransferDisplayStatus(null)).toBe('processing');
    expect(rideStatusOfJourney(null)).toBe('processing');
    expect(rideStatusOfJourney('')).toBe('processing');
    expect(rideStatusOfJourney('rerouted')).toBe('processing');
    expect(rideStatusOfJourney('confirmed')).toBe('confirmed');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const known = new Set(
          [...PROVIDER_JOURNEY_STATUSES, 'cancelled', 'canceled', 'driver-assigned', 'processing'].map((k) =>
            k.replace(/[\s_-]+/g, ''),
          ),
        );
        const key = s
          .trim()
          .toLowerCase()
          .replace(/[\s_-]+/g, '')
          .replace(/^trova(?=.)/, '');
        if (!known.has(key)) expect(groundTransferDisplayStatus(s)).toBe('processing');
      }),
    );
  });

  it('[GTR-001] the mapping is shared: every provider status maps into the ride statuses and a display status maps to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROVIDER_JOURNEY_STATUSES), (s) => {
        const display = groundTransferDisplayStatus(s);
        expect(RIDE_STATUSES).toContain(display);
        expect(groundTransferDisplayStatus(display)).toBe(display);
        expect(RIDE_STATUSES).toContain(rideStatusOfJourney(s));
      }),
    );
  });
});

describe('ride cancel and rebook windows', () => {
  const pickup = { localTime: '2025-06-10T14:30:00', timeZone: 'Europe/Lisbon' };

  it('reads the pickup local time in its own zone', () => {
    expect(ridePickupInstant(pickup).toISOString()).toBe('2025-06-10T13:30:00.000Z');
  });

  it('[GTR-027] [RID-013] cancelling is free up to 24 hours before the ride', () => {
    expect(isRideCancellationFree(pickup, new Date('2025-06-09T13:30:00Z'))).toBe(true);
    expect(isRideCancellationFree(pickup, new Date('2025-06-09T13:30:01Z'))).toBe(false);
    expect(isRideCancellationFree(pickup, new Date('2025-06-01T00:00:00Z'))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -100 * 3600, max: 100 * 3600 }), (secondsBefore) => {
        const now = new Date(Date.parse('2025-06-10T13:30:00Z') - secondsBefore * 1000);
        expect(isRideCancellationFree(pickup, now)).toBe(secondsBefore >= 24 * 3600);
      }),
    );
  });

  it('[GTR-028] [RID-014] rebooking is possible up to 24 hours before the trip start', () => {
    const trip = { startDate: '2025-06-12', timeZone: 'America/New_York' };
    // Trip starts 2025-06-12T04:00:00Z (midnight New York).
    expect(canRebookRide(trip, new Date('2025-06-11T04:00:00Z'))).toBe(true);
    expect(canRebookRide(trip, new Date('2025-06-11T04:00:01Z'))).toBe(false);
    expect(canRebookRide({ startDate: '2025-06-12' }, new Date('2025-06-11T00:00:00Z'))).toBe(true);
    expect(canRebookRide({ startDate: '2025-06-12' }, new Date('2025-06-11T00:00:01Z'))).toBe(false);
  });
});

describe('ride permissions and loading', () => {
  it('[RID-009] DECIDE: only primary roles may edit or cancel, and only pending or confirmed rides', () => {
    expect(canModifyRide('traveler-primary', 'confirmed')).toBe(true);
    expect(canModifyRide('traveler-primary', 'not paid')).toBe(true);
    expect(canModifyRide('host-primary', 'pending')).toBe(true);
    expect(canModifyRide('traveler-secondary', 'confirmed')).toBe(false);
    expect(canModifyRide('host-secondary', 'confirmed')).toBe(false);
    expect(canModifyRide(undefined, 'confirmed')).toBe(false);
    expect(canModifyRide('traveler-primary', 'planned')).toBe(false);
    expect(canModifyRide('traveler-primary', 'driver underway')).toBe(false);
    expect(canModifyRide('traveler-primary', 'cancelled free')).toBe(false);
    expect(canModifyRide('traveler-primary', 'completed')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...USER_ROLES), fc.constantFrom(...PROVIDER_JOURNEY_STATUSES), (role, status) => {
        if (role.endsWith('secondary')) expect(canModifyRide(role, status)).toBe(false);
      }),
    );
  });

  it('[RID-009] a primary role may not modify a ride it cannot modify for its status, whatever the spelling', () => {
    expect(canModifyRide('host-primary', 'CONFIRMED')).toBe(true);
    expect(canModifyRide('host-primary', 'awaiting_approval')).toBe(true);
    expect(canModifyRide('host-primary', 'rerouted')).toBe(false);
    expect(canModifyRide(null, 'pending')).toBe(false);
  });

  it('[RID-008] DECIDE: the price of rides is shown to the primary traveler only', () => {
    expect(canSeeRidePrice('traveler-primary')).toBe(true);
    expect(canSeeRidePrice('traveler-secondary')).toBe(false);
    expect(canSeeRidePrice('host-primary')).toBe(false);
    expect(canSeeRidePrice('host-secondary')).toBe(false);
    expect(canSeeRidePrice(null)).toBe(false);
  });

  it('[RID-004] ground transfers load for travelers with a booking and for host-type users', () => {
    expect(shouldLoadGroundTransfers({ isHostType: false, role: 'traveler-primary', hasBooking: true })).toBe(true);
    expect(shouldLoadGroundTransfers({ isHostType: true, role: 'host-primary', hasBooking: false })).toBe(true);
    expect(shouldLoadGroundTransfers({ isHostType: false, role: 'traveler-primary', hasBooking: false })).toBe(false);
  });

  it('[RID-005] a companion loads the rides of their booking; a traveler with no role on a booking loads none', () => {
    expect(shouldLoadGroundTransfers({ isHostType: false, role: 'traveler-secondary', hasBooking: true })).toBe(true);
    expect(shouldLoadGroundTransfers({ isHostType: false, role: null, hasBooking: true })).toBe(false);
    expect(shouldLoadGroundTransfers({ isHostType: false, hasBooking: true })).toBe(false);
    expect(shouldLoadGroundTransfers({ isHostType: true, hasBooking: false })).toBe(true);
    expect(shouldLoadGroundTransfers({ isHostType: false, role: 'traveler-secondary', hasBooking: false })).toBe(false);
  });

  it('[RID-011] [RID-012] ride cancellation status is loading, success or error; only success refreshes the list', () => {
    for (const value of ['loading', 'success', 'error']) expect(rideCancellationStatusSchema.parse(value)).toBe(value);
    expect(rideCancellationStatusSchema.parse('SUCCESS')).toBe('success');
    expect(rideCancellationStatusSchema.safeParse('idle').success).toBe(false);
    expect(shouldRefreshRidesAfterCancellation('success')).toBe(true);
    expect(shouldRefreshRidesAfterCancellation('loading')).toBe(false);
    expect(shouldRefreshRidesAfterCancellation('error')).toBe(false);
  });
});

describe('ride messages and views', () => {
  it('[RID-015] a failed cancellation shows the cancelling message', () => {
    expect(rideActionErrorView('cancel', 'Provider down').message).toBe(
      'We encountered an issue while cancelling your ride. Please try again later.',
    );
  });

  it('[RID-016] a failed update shows the updating message', () => {
    expect(rideActionErrorView('update', null).message).toBe(
      'We encountered an issue while updating your ride. Please try again later.',
    );
  });

  it('[GTR-031] [RID-017] a failed cancel or update shows the server message inline with contact support', () => {
    expect(rideActionErrorView('update', 'Flight not found')).toEqual({
      message: RIDE_MESSAGES.updateFailure,
      serverMessage: 'Flight not found',
      contactSupport: true,
      showBackButton: false,
    });
    expect(rideActionErrorView('cancel', '  ').serverMessage).toBeNull();
  });

  it('[GTR-031] [RID-017] without a server message the view carries none', () => {
    expect(rideActionErrorView('cancel', undefined)).toEqual({
      message: RIDE_MESSAGES.cancelFailure,
      serverMessage: null,
      contactSupport: true,
      showBackButton: true,
    });
    expect(rideActionErrorView('update', '').serverMessage).toBeNull();
    expect(rideActionErrorView('cancel', ' Too late ').serverMessage).toBe(' Too late ');
  });

  it('[GTR-029] [RID-024] ride dates are shown in UTC unless a zone is given', () => {
    expect(formatRideDate(new Date('2025-06-10T23:30:00Z'))).toBe('06/10/2025 23:30');
    expect(formatRideDate(new Date('2025-06-10T23:30:00Z'), 'Asia/Tokyo')).toBe('06/11/2025 08:30');
  });

  it('[RID-018] after a failed cancellation the cancel view gets a back button', () => {
    expect(rideActionErrorView('cancel', 'x').showBackButton).toBe(true);
  });

  it('[GTR-032] [RID-019] a successful cancellation shows the cancelled toast', () => {
    expect(rideActionSuccessMessage('cancel')).toBe('Your ride was cancelled successfully.');
  });

  it('[GTR-033] [RID-020] a successful update shows the updated toast', () => {
    expect(rideActionSuccessMessage('update')).toBe('Your ride was updated successfully.');
  });

  it('[GTR-029] [RID-024] ride dates are formatted MM/dd/yyyy HH:mm', () => {
    expect(formatRideDate(new Date('2025-06-10T13:05:00Z'))).toBe('06/10/2025 13:05');
    expect(formatRideDate(new Date('2025-06-10T13:05:00Z'), 'Europe/Lisbon')).toBe('06/10/2025 14:05');
    expect(formatRidePickup({ localTime: '2025-12-31T23:45', timeZone: 'Asia/Tokyo' })).toBe('12/31/2025 23:45');
  });

  it('[RID-006] [RID-025] the card shows arrival then departure journeys (DECIDE: arrival first)', () => {
    const a = { id: 'a', journey: { type: 'arrival' as const } };
    const d = { id: 'd', journey: { type: 'departure' as const } };
    expect(ridesByStage([d, a])).toEqual([
      { stage: 'arrival', rides: [a] },
      { stage: 'departure', rides: [d] },
    ]);
  });
});

describe('calendar link', () => {
  const journey = groundTransferBookingSchema.parse(rideInput).journey;

  it('[RID-023] a duration that is zero, negative or not finite falls back to 360 seconds', () => {
    for (const durationInSeconds of [0, -60, Number.NaN, Number.POSITIVE_INFINITY])
      expect(rideCalendarDurationSeconds({ approxDurationAndDistance: { durationInSeconds } })).toBe(360);
    expect(rideCalendarDurationSeconds({ approxDurationAndDistance: { durationInSeconds: 1 } })).toBe(1);
  });

  it('[RID-021] the whole template link of a departure, its location the origin', () => {
    const departure = {
      ...journey,
      type: 'departure' as const,
      origin: { formattedAddress: 'Rua 1, Sintra' },
      destination: { establishment: 'LIS', region: 'Lisbon' },
      approxDurationAndDistance: null,
    };
    expect(rideCalendarLink(departure)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        `&text=${encodeURIComponent('Departure transfer to LIS')}` +
        `&details=${encodeURIComponent('Booking ABC123: Minivan from Rua 1, Sintra to LIS')}` +
        `&dates=${encodeURIComponent('20250610T133000Z/20250610T133600Z')}` +
        `&location=${encodeURIComponent('Rua 1, Sintra')}`,
    );
    expect(rideLocationLabel({ establishment: 'E', region: 'R', formattedAddress: 'A' })).toBe('E');
    expect(rideLocationLabel({ region: 'R', formattedAddress: 'A' })).toBe('R');
    expect(rideLocationLabel({ formattedAddress: 'A' })).toBe('A');
  });

  it('[RID-022] the calendar end time comes from approxDurationAndDistance.durationInSeconds', () => {
    expect(rideCalendarDurationSeconds(journey)).toBe(2700);
    const { start, end } = rideCalendarTimes(journey);
    expect(start.toISOString()).toBe('2025-06-10T13:30:00.000Z');
    expect(end.toISOString()).toBe('2025-06-10T14:15:00.000Z');
  });

  it('[RID-023] without a duration the calendar end uses the 360-second fallback', () => {
    expect(rideCalendarDurationSeconds({ approxDurationAndDistance: null })).toBe(360);
    expect(rideCalendarDurationSeconds({ approxDurationAndDistance: {} })).toBe(360);
    const { start, end } = rideCalendarTimes({ ...journey, approxDurationAndDistance: null });
    expect(end.getTime() - start.getTime()).toBe(360_000);
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }), (seconds) => {
        const j = {
          ...journey,
          approxDurationAndDistance: seconds === undefined ? null : { durationInSeconds: seconds },
        };
        const t = rideCalendarTimes(j);
        expect((t.end.getTime() - t.start.getTime()) / 1000).toBe(seconds ?? 360);
      }),
    );
  });

  it('[RID-021] the calendar template link carries text, details, dates and location', () => {
    const link = rideCalendarLink(journey);
    expect(link.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);
    expect(link).toContain(`text=${encodeURIComponent('Arrival transfer to Sintra')}`);
    expect(link).toContain(`details=${encodeURIComponent('Booking ABC123: Minivan from Lisbon Airport to Sintra')}`);
    expect(link).toContain(`dates=${encodeURIComponent('20250610T133000Z/20250610T141500Z')}`);
    expect(link).toContain(`location=${encodeURIComponent('Lisbon Airport')}`);
    expect(rideLocationLabel({ region: 'Sintra' })).toBe('Sintra');
    expect(rideLocationLabel({})).toBe('');
  });
});

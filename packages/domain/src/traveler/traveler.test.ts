// Tests of traveler identity, waiver gate, age, preparation file and itinerary PDF name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import {
  isPrimaryBooker,
  isWaiverSigned,
  itineraryPdfFileName,
  passesWaiverGate,
  preparationFileUrl,
  travelerAgeInYears,
  travelerTypeOnBooking,
} from './traveler.rules.js';
import {
  travelerPersonSchema,
  travelerStatusSchema,
  travelerTripSchema,
  travelerTypeSchema,
} from './traveler.schema.js';

const booking = {
  customer: { _id: 'c1', email: 'Ann@Example.com' },
  additionalParticipants: [{ _id: 'p1', email: 'bob@example.com' }],
};

describe('who the traveler is', () => {
  it('[TRV-001] the signed-in traveler is either the primary booker or a secondary traveler', () => {
    expect(travelerTypeOnBooking(booking, 'ann@example.com')).toBe('traveler-primary');
    expect(travelerTypeOnBooking(booking, 'bob@example.com')).toBe('traveler-secondary');
    expect(travelerTypeOnBooking(booking, 'eve@example.com')).toBeUndefined();
  });

  it('[TRV-002] the primary booker is the customer whose email matches the profile email', () => {
    expect(isPrimaryBooker(booking, ' ann@example.com ')).toBe(true);
    expect(isPrimaryBooker(booking, 'bob@example.com')).toBe(false);
    // Spaces and case are ignored on the booking's side as on the profile's.
    expect(isPrimaryBooker({ customer: { email: ' ANN@example.com ' } }, 'Ann@Example.COM')).toBe(true);
  });

  it('[TRV-003] a secondary traveler is an additional participant of the booking', () => {
    expect(travelerTypeOnBooking(booking, 'BOB@example.com')).toBe('traveler-secondary');
    expect(travelerTypeOnBooking({ customer: booking.customer }, 'bob@example.com')).toBeUndefined();
    // Any one of several participants, matched with spaces and case ignored on either side.
    const party = {
      customer: { email: 'ann@example.com' },
      additionalParticipants: [{ email: 'cy@example.com' }, { email: ' Dee@Example.com ' }],
    };
    expect(travelerTypeOnBooking(party, 'dee@example.com')).toBe('traveler-secondary');
    expect(travelerTypeOnBooking(party, ' CY@example.com')).toBe('traveler-secondary');
    expect(travelerTypeOnBooking(party, 'eve@example.com')).toBeUndefined();
  });

  it('[TRV-004] the traveler types are traveler-primary and traveler-secondary', () => {
    for (const value of ['traveler-primary', 'traveler-secondary']) expect(travelerTypeSchema.parse(value)).toBe(value);
    expect(travelerTypeSchema.parse('traveler_secondary')).toBe('traveler-secondary');
    expect(travelerTypeSchema.safeParse('host-primary').success).toBe(false);
  });

  it('[TRV-005] the traveler statuses are the seven of the spec', () => {
    for (const value of [
      'created',
      'waiver-complete',
      'trip-form-complete',
      'ready-to-travel',
      'complete',
      'feedback-complete',
      'cancelled',
    ])
      expect(travelerStatusSchema.parse(value)).toBe(value);
    expect(travelerStatusSchema.parse('READY_TO_TRAVEL')).toBe('ready-to-travel');
  });

  it('[TRV-008] a traveler has _id, firstName, lastName, email, gender, dateOfBirth and countryCode', () => {
    const p = travelerPersonSchema.parse({
      _id: 'u1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      gender: 'female',
      dateOfBirth: '1990-04-02',
      countryCode: 'US',
    });
    expect(p).toEqual({
      _id: 'u1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      gender: 'female',
      dateOfBirth: '1990-04-02',
      countryCode: 'US',
    });
    expect(travelerPersonSchema.safeParse({ ...p, email: 'nope' }).success).toBe(false);
  });

  it('[TRV-009] a trip as the traveler app reads it has every field of the spec', () => {
    const trip = travelerTripSchema.parse({
      id: 't1',
      _id: 't1',
      name: 'Lisbon',
      status: 'ready_to_confirm',
      startDate: '2026-05-01',
      country: 'Portugal',
      destination: 'Lisbon',
      itinerary: { photos: { hero: 'https://img/hero.jpg' } },
      bookingsDeadline: 45,
      minimumSpots: 8,
    });
    expect(trip.status).toBe('ready-to-confirm');
    expect(trip.itinerary.photos.hero).toBe('https://img/hero.jpg');
    expect(trip).toMatchObject({
      passportRequired: false,
      travelerInsuranceRequired: false,
      mobileAppEnabled: false,
      adminTechnicalItineraryApproved: false,
      servicesByDay: [],
      companions: [],
      hostGroundTransfers: [],
      additionalOptionalServices: [],
      hostSelectedOptionalServices: [],
    });
    expect(trip.preparationListUrl).toBeUndefined();
  });
});

describe('waiver gate', () => {
  it('[TRV-023] a waiver counts as signed when dateSigned or minorDisclaimer is present', () => {
    expect(isWaiverSigned({ dateSigned: new Date('2025-01-01T00:00:00Z') })).toBe(true);
    expect(isWaiverSigned({ minorDisclaimer: true })).toBe(true);
    expect(isWaiverSigned({})).toBe(false);
    expect(isWaiverSigned({ dateSigned: null, minorDisclaimer: false })).toBe(false);
    expect(isWaiverSigned(undefined)).toBe(false);
    expect(isWaiverSigned(null)).toBe(false);
    expect(isWaiverSigned({ dateSigned: '' })).toBe(false);
    expect(isWaiverSigned({ dateSigned: '2025-01-01T00:00:00Z' })).toBe(true);
    expect(isWaiverSigned({ dateSigned: null, minorDisclaimer: true })).toBe(true);
  });

  it('[TRV-024] [TRV-025] the trip shows only with a signed waiver; an admin impersonating a user bypasses the waiver gate', () => {
    expect(passesWaiverGate({ waiver: {}, isAdminImpersonating: true })).toBe(true);
    expect(passesWaiverGate({ waiver: {}, isAdminImpersonating: false })).toBe(false);
    expect(passesWaiverGate({ waiver: { minorDisclaimer: true }, isAdminImpersonating: false })).toBe(true);
  });
});

describe('age, preparation file, itinerary PDF', () => {
  it('[MBK-010] age is computed in whole years from dateOfBirth', () => {
    expect(travelerAgeInYears('1990-06-15', '2025-06-14')).toBe(34);
    expect(travelerAgeInYears('1990-06-15', '2025-06-15')).toBe(35);
    expect(travelerAgeInYears('2000-02-29', '2025-02-28')).toBe(24);
    expect(travelerAgeInYears('2000-02-29', '2025-03-01')).toBe(25);
    // An earlier month, even on a later day, is before the birthday; a later month, even on an earlier day, after it.
    expect(travelerAgeInYears('1990-06-15', '2025-05-20')).toBe(34);
    expect(travelerAgeInYears('1990-06-15', '2025-07-01')).toBe(35);
    expect(travelerAgeInYears('1990-06-15', '2025-06-16')).toBe(35);
  });

  it('age never decreases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 0, max: 400 }), (n, k) => {
        const today = addDays('1960-01-01', n);
        expect(travelerAgeInYears('1960-01-01', addDays(today, k))).toBeGreaterThanOrEqual(
          travelerAgeInYears('1960-01-01', today),
        );
      }),
    );
  });

  it('[TRV-060] a preparation URL ending in .pdf is used as given', () => {
    expect(preparationFileUrl('https://cdn.example.com/prep/list.PDF')).toBe('https://cdn.example.com/prep/list.PDF');
    expect(preparationFileUrl('https://cdn.example.com/list.pdf?v=2')).toBe('https://cdn.example.com/list.pdf?v=2');
    expect(preparationFileUrl(' https://cdn.example.com/list.pdf#page=2 ')).toBe(
      'https://cdn.example.com/list.pdf#page=2',
    );
    // Only the path decides: '.pdf' in the query of another page does not.
    expect(preparationFileUrl('https://docs.example.com/prep?file=a.pdf')).toBe(
      'https://docs.example.com/prep?file=a.pdf&contentOnly=true',
    );
  });

  it('[TRV-061] a preparation URL not ending in .pdf gets the content-only query appended', () => {
    expect(preparationFileUrl('https://docs.example.com/prep')).toBe('https://docs.example.com/prep?contentOnly=true');
    expect(preparationFileUrl('https://docs.example.com/prep?lang=en')).toBe(
      'https://docs.example.com/prep?lang=en&contentOnly=true',
    );
    expect(preparationFileUrl('')).toBeUndefined();
    expect(preparationFileUrl('   ')).toBeUndefined();
    expect(preparationFileUrl(null)).toBeUndefined();
    // The query goes before the fragment, which is kept at the end; the URL is trimmed.
    expect(preparationFileUrl(' https://docs.example.com/prep#week-1 ')).toBe(
      'https://docs.example.com/prep?contentOnly=true#week-1',
    );
    expect(preparationFileUrl('https://docs.example.com/prep?lang=en#week-1')).toBe(
      'https://docs.example.com/prep?lang=en&contentOnly=true#week-1',
    );
    expect(preparationFileUrl('#week-1')).toBe('?contentOnly=true#week-1');
    expect(preparationFileUrl(undefined)).toBeUndefined();
  });

  it('[TRV-054] the itinerary PDF name is trip name, destination and first date', () => {
    expect(itineraryPdfFileName({ tripName: 'Yoga Retreat', destination: 'Bali', firstDate: '2026-03-04' })).toBe(
      'Yoga Retreat - Bali - 2026-03-04.pdf',
    );
    expect(
      itineraryPdfFileName({ tripName: 'A/B', destination: 'X', firstDate: new Date('2026-03-04T23:30:00Z') }),
    ).toBe('A B - X - 2026-03-04.pdf');
    // Characters a file name cannot hold become one space; runs of spaces fold and the ends are trimmed.
    expect(
      itineraryPdfFileName({ tripName: ' Yoga:  "Bali" ', destination: 'a\\b*c?d<e>f|g', firstDate: '2026-03-04' }),
    ).toBe('Yoga Bali - a b c d e f g - 2026-03-04.pdf');
    // A part left empty is left out rather than written as an empty dash.
    expect(itineraryPdfFileName({ tripName: 'Retreat', destination: ' / ', firstDate: '2026-03-04' })).toBe(
      'Retreat - 2026-03-04.pdf',
    );
  });
});

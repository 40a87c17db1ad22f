// Tests of the host trip entities (trip view, service, agreement) and the trip details form.
import { describe, expect, it } from 'vitest';
import { hostServiceSchema, hostTripSchema, servicesAgreementSchema } from './host-trip.schema.js';
import { hostTripDetailsSchema, tripSaveErrorToast } from './trip-details.schema.js';
import { TRIP_DETAILS_SAVE_ERROR } from './workspace.constants.js';

const fullTrip = {
  _id: 't1',
  name: 'Lisbon Food Week',
  destination: 'Lisbon',
  status: 'host_approved',
  launchDate: '2025-03-01T14:00:00Z',
  startDate: '2025-06-01',
  endDate: '2025-06-07',
  tripPath: 'lisbon-food-week',
  photos: { hero: 'https://img/hero.jpg', itineraryPhotos: ['https://img/1.jpg'] },
  spotsLeft: 8,
  categories: ['food'],
  tripSummary: 'Eat well',
  publishStatus: 'in_review',
  publishRequest: '2025-02-01T10:00:00Z',
  lastPublishDate: '2025-02-02T10:00:00Z',
  hasHostCompletedPromoteTutorial: true,
  bookingAutoConfirmation: true,
  soldOut: false,
  flightStipend: 50000,
  prices: { initial: 150000, remainingPrice: 100000, serviceFee: 5000, transactionFee: 3000 },
  hostTerms: { costOutputs: [{ travelerRowNumber: 6, totalEarnings: 1 }], minimumSpots: 6, maximumSpots: 12 },
  minimumSpots: 6,
  maximumSpots: 12,
  terms: { termsAccepted: true },
  companions: [{ _id: 'c1' }],
  earningsReport: { approved: { date: '2025-07-01T00:00:00Z' } },
  servicesByDay: [[{ _id: 's1', name: 'Welcome', type: 'informal-gathering', dayIndex: 0 }]],
  promoteEmails: { launch: { active: true, hostBlurb: 'Hi', subject: 'Launch' }, drip: [] },
  passportRequired: true,
  preparationListUrl: 'https://docs/prep.pdf',
  tripRequest: { id: 'r1' },
  operator: { _id: 'o1', name: 'Tours Co' },
  resources: { promotionalAssets: ['https://assets/1.png'] },
  internalCancellationReason: 'n/a',
  booking: { _id: 'b1' },
};

describe('host trip view', () => {
  it('[WSP-004] parses every field of the host view of a trip, taking _id as id and normalising statuses', () => {
    const trip = hostTripSchema.parse(fullTrip);
    expect(trip.id).toBe('t1');
    expect(trip.status).toBe('host-approved');
    expect(trip.publishStatus).toBe('in-review');
    expect(trip.launchDate?.toISOString()).toBe('2025-03-01T14:00:00.000Z');
    expect(trip.prices).toEqual({ initial: 150000, remainingPrice: 100000, serviceFee: 5000, transactionFee: 3000 });
    expect(trip.hostTerms?.minimumSpots).toBe(6);
    expect(trip.earningsReport?.approved?.date?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(trip.servicesByDay[0]?.[0]?.type).toBe('INFORMAL_GATHERING');
    expect(trip.promoteEmails?.launch.subject).toBe('Launch');
    expect(trip.tripRequest?.id).toBe('r1');
    expect(trip.resources?.promotionalAssets).toEqual(['https://assets/1.png']);
    expect(trip.terms?.termsAccepted).toBe(true);
    expect(trip.flightStipend).toBe(50000);
  });

  it('[WSP-004] defaults the optional host-view fields of a minimal trip', () => {
    const trip = hostTripSchema.parse({
      id: 't2',
      name: 'Trip',
      status: 'live',
      startDate: '2025-06-01',
      endDate: '2025-06-07',
    });
    expect(trip).toMatchObject({
      launchDate: null,
      publishStatus: 'pending',
      publishRequest: null,
      hasHostCompletedPromoteTutorial: false,
      bookingAutoConfirmation: false,
      soldOut: false,
      flightStipend: 0,
      maximumSpots: 20,
      categories: [],
      companions: [],
      servicesByDay: [],
      passportRequired: false,
      photos: { itineraryPhotos: [] },
    });
    expect(hostTripSchema.safeParse({ ...fullTrip, startDate: '06/01/2025' }).success).toBe(false);
  });

  it('[WSP-004] an id given beside _id wins; without either, or for a value that is no object, the trip is refused', () => {
    expect(hostTripSchema.parse({ ...fullTrip, id: 'own' }).id).toBe('own');
    const { _id: _, ...withoutId } = fullTrip;
    expect(hostTripSchema.safeParse(withoutId).success).toBe(false);
    for (const value of [null, undefined, 't1', 0]) expect(hostTripSchema.safeParse(value).success).toBe(false);
  });

  it('[WSP-005] a service has its id, name, description, type, timing, price, hours, day, flags and included activity', () => {
    const s = hostServiceSchema.parse({
      _id: 's1',
      name: 'Airport pickup',
      description: 'From LIS',
      type: 'airport transfer',
      timing: 'pre_trip',
      price: 4000,
      hoursAvailable: 4,
      dayIndex: 0,
      removed: false,
      deleted: false,
      acceptedByHost: true,
      hoursRequested: 2,
      includedActivity: true,
    });
    expect(s.type).toBe('AIRPORT_TRANSFER');
    expect(s.timing).toBe('pre-trip');
    expect(s.hoursRequested).toBe(2);
    expect(hostServiceSchema.parse({ _id: 'w', name: 'W', type: 'WORKSHOP_SPACE', dayIndex: 2 })).toEqual({
      _id: 'w',
      name: 'W',
      description: '',
      type: 'WORKSHOP_SPACE',
      dayIndex: 2,
      removed: false,
      deleted: false,
    });
    expect(hostServiceSchema.safeParse({ _id: 'x', name: 'X', type: 'DINNER', dayIndex: 0 }).success).toBe(false);
  });

  it('[WSP-006] an agreement has a terms-accepted flag, false by default', () => {
    expect(servicesAgreementSchema.parse({})).toEqual({ termsAccepted: false });
    expect(servicesAgreementSchema.parse({ termsAccepted: true }).termsAccepted).toBe(true);
  });
});

describe('trip details form', () => {
  const base = { name: 'Lisbon Food Week', tripSummary: 'Eat', categories: ['food'], photos: { itineraryPhotos: [] } };
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('[WSP-070] DECIDE: the trip name is at most 60 characters', () => {
    const schema = hostTripDetailsSchema({ tripHasCategories: true });
    expect(schema.safeParse({ ...base, name: 'a'.repeat(60) }).success).toBe(true);
    expect(issues(schema.safeParse({ ...base, name: 'a'.repeat(61) }))).toEqual([
      ['name', 'Trip name cannot exceed 60 characters'],
    ]);
  });

  it('[WSP-071] DECIDE: the details schema requires a trimmed name and caps the summary', () => {
    const schema = hostTripDetailsSchema({ tripHasCategories: false });
    expect(issues(schema.safeParse({ ...base, name: '   ' }))).toEqual([['name', 'Trip name is required']]);
    expect(issues(schema.safeParse({ ...base, tripSummary: 'x'.repeat(2001) }))).toEqual([
      ['tripSummary', 'Trip summary cannot exceed 2000 characters'],
    ]);
    expect(schema.parse({ ...base, name: '  Lisbon  ' }).name).toBe('Lisbon');
    expect(issues(schema.safeParse({ ...base, name: undefined }))).toEqual([['name', 'Trip name is required']]);
    // the summary is trimmed before it is measured; summary, categories and photos may be left out
    expect(schema.parse({ ...base, tripSummary: `  ${'x'.repeat(2000)}  ` }).tripSummary).toBe('x'.repeat(2000));
    expect(schema.parse({ name: 'Lisbon' })).toEqual({
      name: 'Lisbon',
      tripSummary: '',
      categories: [],
      photos: { itineraryPhotos: [] },
    });
  });

  it('[WSP-072] categories are required only when the trip has categories', () => {
    expect(issues(hostTripDetailsSchema({ tripHasCategories: true }).safeParse({ ...base, categories: [] }))).toEqual([
      ['categories', 'Select at least one category'],
    ]);
    expect(
      issues(hostTripDetailsSchema({ tripHasCategories: true }).safeParse({ ...base, categories: undefined })),
    ).toEqual([['categories', 'Select at least one category']]);
    expect(hostTripDetailsSchema({ tripHasCategories: false }).safeParse({ ...base, categories: [] }).success).toBe(
      true,
    );
  });

  it('[WSP-073] a trip has at most 10 photos, hero included', () => {
    const schema = hostTripDetailsSchema({ tripHasCategories: false });
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `https://img/${i}.jpg`);
    expect(schema.safeParse({ ...base, photos: { hero: 'h', itineraryPhotos: photos(9) } }).success).toBe(true);
    expect(issues(schema.safeParse({ ...base, photos: { hero: 'h', itineraryPhotos: photos(10) } }))).toEqual([
      ['photos', 'A trip can have at most 10 photos'],
    ]);
    // without a hero the ten may all be itinerary photos
    expect(schema.safeParse({ ...base, photos: { hero: null, itineraryPhotos: photos(10) } }).success).toBe(true);
    expect(schema.safeParse({ ...base, photos: { itineraryPhotos: photos(11) } }).success).toBe(false);
  });

  it('[WSP-074] a failed trip save shows the Error toast with the form message', () => {
    expect(tripSaveErrorToast(TRIP_DETAILS_SAVE_ERROR)).toEqual({
      title: 'Error',
      description: 'There was an error saving the trip details, please try again.',
    });
  });
});

// Tests of the service edit form schemas and their messages.
import { describe, expect, it } from 'vitest';
import {
  SERVICE_FORM_SCHEMAS,
  activityServiceFormSchema,
  accommodationServiceFormSchema,
  formatServiceDateInput,
  infoServiceFormSchema,
  isPlaceholderDayTitle,
  maskServiceDateInput,
  newServiceDefaults,
  parseServiceDateInput,
  serviceDateFieldSchema,
  serviceFormSchemaFor,
  singleSupplementSpotsFormSchema,
  transferServiceFormSchema,
  workshopSpaceServiceFormSchema,
} from './service-forms.schema.js';
import { ITINERARY_SERVICE_TYPES } from './services.constants.js';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (r: Result) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('service forms', () => {
  it('[SVC-002] each service type has its own edit form', () => {
    expect(Object.keys(SERVICE_FORM_SCHEMAS)).toEqual([...ITINERARY_SERVICE_TYPES]);
    expect(serviceFormSchemaFor('INFO')).toBe(infoServiceFormSchema);
    expect(serviceFormSchemaFor('WORKSHOP_SPACE')).toBe(workshopSpaceServiceFormSchema);
  });

  it('[SVC-023] description is required on every service form', () => {
    for (const type of ITINERARY_SERVICE_TYPES) {
      const r = serviceFormSchemaFor(type).safeParse({
        description: '   ',
        title: 'Arrival',
        name: 'N',
        timeAvailableStart: '9',
      });
      expect(messages(r).description).toBe('Description is required');
    }
    expect(messages(accommodationServiceFormSchema.safeParse({})).description).toBe('Description is required');
  });

  it('[SVC-024] the info title is required', () => {
    expect(messages(infoServiceFormSchema.safeParse({ description: 'd' })).title).toBe('Title is required');
    expect(messages(infoServiceFormSchema.safeParse({ description: 'd', title: '  ' })).title).toBe(
      'Title is required',
    );
    expect(infoServiceFormSchema.parse({ description: 'd', title: ' Arrival day ' }).title).toBe('Arrival day');
  });

  it("[SVC-025] an info title that is just 'Day N' is rejected with 'Enter a more descriptive title'", () => {
    expect(messages(infoServiceFormSchema.safeParse({ description: 'd', title: 'Day 3' })).title).toBe(
      'Enter a more descriptive title',
    );
    expect(messages(infoServiceFormSchema.safeParse({ description: 'd', title: 'day12' })).title).toBe(
      'Enter a more descriptive title',
    );
    expect(isPlaceholderDayTitle('Day 3: Sahara')).toBe(false);
    expect(isPlaceholderDayTitle(' DAY  12 ')).toBe(true);
    expect(isPlaceholderDayTitle('Day')).toBe(false);
    expect(isPlaceholderDayTitle('Sunday 3')).toBe(false);
    expect(isPlaceholderDayTitle('Day 3 4')).toBe(false);
  });

  it('[SVC-026] the workshop name is required', () => {
    expect(
      messages(workshopSpaceServiceFormSchema.safeParse({ description: 'd', timeAvailableStart: '10:00' })).name,
    ).toBe('Name is required');
  });

  it("[SVC-027] the workshop start time is required with 'Start time is required'", () => {
    expect(
      messages(workshopSpaceServiceFormSchema.safeParse({ description: 'd', name: 'Studio' })).timeAvailableStart,
    ).toBe('Start time is required');
    expect(
      messages(workshopSpaceServiceFormSchema.safeParse({ description: 'd', name: 'Studio', timeAvailableStart: '' }))
        .timeAvailableStart,
    ).toBe('Start time is required');
    expect(
      workshopSpaceServiceFormSchema.parse({ description: 'd', name: 'Studio', timeAvailableStart: '2pm' })
        .timeAvailableStart,
    ).toBe('14:00');
    expect(
      messages(workshopSpaceServiceFormSchema.safeParse({ description: 'd', name: 'S', timeAvailableStart: '25:00' }))
        .timeAvailableStart,
    ).toBe('Enter a valid time');
  });

  it('[SVC-028] the activity form turns a negative or invalid price into 0', () => {
    expect(activityServiceFormSchema.parse({ description: 'd', price: -10 }).price).toBe(0);
    expect(activityServiceFormSchema.parse({ description: 'd', price: 'free' }).price).toBe(0);
    expect(activityServiceFormSchema.parse({ description: 'd', price: '35' }).price).toBe(35);
  });

  it('[SVC-031] service date fields must hold valid dates', () => {
    expect(parseServiceDateInput('02/28/2026')).toBe('2026-02-28');
    expect(parseServiceDateInput('02/30/2026')).toBeUndefined();
    expect(parseServiceDateInput('2026-02-28')).toBeUndefined();
    expect(serviceDateFieldSchema.parse('12/31/2026')).toBe('2026-12-31');
    expect(serviceDateFieldSchema.parse('')).toBeUndefined();
    expect(serviceDateFieldSchema.parse(null)).toBeUndefined();
    expect(parseServiceDateInput(' 02/28/2026 ')).toBe('2026-02-28');
    expect(parseServiceDateInput('02/28/20261')).toBeUndefined();
    expect(parseServiceDateInput('x02/28/2026')).toBeUndefined();
    expect(parseServiceDateInput('2/28/2026')).toBeUndefined();
    expect(parseServiceDateInput('00/10/2026')).toBeUndefined();
    expect(parseServiceDateInput('02/29/2028')).toBe('2028-02-29');
    expect(messages(serviceDateFieldSchema.safeParse(20260228))).toEqual({ '': 'Enter a valid date' });
    expect(
      messages(activityServiceFormSchema.safeParse({ description: 'd', cutoffDate: '13/01/2026' })).cutoffDate,
    ).toBe('Enter a valid date');
  });

  it('[SVC-030] date fields hold the mask MM/DD/YYYY: digits only, slashes put in, a stored date shown in it', () => {
    expect(maskServiceDateInput('')).toBe('');
    expect(maskServiceDateInput('1')).toBe('1');
    expect(maskServiceDateInput('12')).toBe('12');
    expect(maskServiceDateInput('123')).toBe('12/3');
    expect(maskServiceDateInput('1231')).toBe('12/31');
    expect(maskServiceDateInput('12312')).toBe('12/31/2');
    expect(maskServiceDateInput('12/31/2026')).toBe('12/31/2026');
    expect(maskServiceDateInput('a12-31 2026 99')).toBe('12/31/2026');
    expect(formatServiceDateInput('2026-12-31')).toBe('12/31/2026');
    expect(formatServiceDateInput('12/31/2026')).toBe('12/31/2026');
    expect(formatServiceDateInput('2026-12-31T00:00:00Z')).toBe('2026-12-31T00:00:00Z');
    expect(formatServiceDateInput('x2026-12-31')).toBe('x2026-12-31');
    expect(formatServiceDateInput('')).toBe('');
  });

  it('[SVC-032] form time fields accept free text within 0-23 h and 0-59 min', () => {
    expect(
      transferServiceFormSchema.parse({ description: 'd', startTime: '0745', flightWindowEnd: '23:59' }),
    ).toMatchObject({
      startTime: '07:45',
      flightWindowEnd: '23:59',
    });
    expect(messages(transferServiceFormSchema.safeParse({ description: 'd', startTime: '7:75' })).startTime).toBe(
      'Enter a valid time',
    );
    // An optional time may be left blank; one that is not text is refused with the time message.
    expect(transferServiceFormSchema.parse({ description: 'd', startTime: ' ' }).startTime).toBeUndefined();
    expect(messages(transferServiceFormSchema.safeParse({ description: 'd', startTime: 730 })).startTime).toBe(
      'Enter a valid time',
    );
  });

  it('[SVC-042] [SVC-043] a defaulted number keeps a value given, refuses one below its minimum, and is a number', () => {
    expect(
      accommodationServiceFormSchema.parse({ description: 'd', starRating: '5', numberOfNights: 2 }),
    ).toMatchObject({
      starRating: 5,
      numberOfNights: 2,
    });
    expect(accommodationServiceFormSchema.parse({ description: 'd', starRating: null }).starRating).toBe(3);
    expect(messages(accommodationServiceFormSchema.safeParse({ description: 'd', starRating: 0 })).starRating).toBe(
      'Star Rating must be at least 1',
    );
    expect(
      messages(accommodationServiceFormSchema.safeParse({ description: 'd', numberOfNights: 'two' })).numberOfNights,
    ).toBe('Number of Nights must be a number');
    expect(messages(activityServiceFormSchema.safeParse({ description: 'd', length: -1 })).length).toBe(
      'Length must be at least 0',
    );
    expect(activityServiceFormSchema.parse({ description: 'd', length: 0 }).length).toBe(0);
  });

  it('[SVC-007] [SVC-029] the accommodation form holds up to 10 images', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i}.jpg`);
    expect(accommodationServiceFormSchema.parse({ description: 'd', images: ten }).images).toEqual(ten);
    expect(
      messages(accommodationServiceFormSchema.safeParse({ description: 'd', images: [...ten, 'x.jpg'] })).images,
    ).toBe('Upload up to 10 images');
    expect(accommodationServiceFormSchema.parse({ description: 'd' }).images).toEqual([]);
  });

  it('[SVC-039] [SVC-040] [SVC-041] [SVC-042] [SVC-043] the values each new service starts with', () => {
    expect(newServiceDefaults('ACCOMMODATION')).toEqual({ starRating: 3, numberOfNights: 1, images: [] });
    expect(newServiceDefaults('ACTIVITY')).toEqual({ length: 60, price: 0, includedActivity: true });
    expect(newServiceDefaults('WORKSHOP_SPACE')).toEqual({ hoursAvailable: 1 });
    expect(newServiceDefaults('TRANSFER')).toEqual({ length: 60, airportTransfer: false });
    expect(newServiceDefaults('MEAL')).toEqual({});
    expect(newServiceDefaults('INFO')).toEqual({});
  });

  it('[SVC-039] a new activity defaults to 60 minutes', () => {
    expect(newServiceDefaults('ACTIVITY').length).toBe(60);
    expect(activityServiceFormSchema.parse({ description: 'd' }).length).toBe(60);
  });

  it('[SVC-040] a new workshop space defaults to 1 hour available', () => {
    expect(newServiceDefaults('WORKSHOP_SPACE').hoursAvailable).toBe(1);
    expect(
      workshopSpaceServiceFormSchema.parse({ description: 'd', name: 'S', timeAvailableStart: '9' }).hoursAvailable,
    ).toBe(1);
  });

  it('[SVC-041] a new transfer defaults to a length of 60', () => {
    expect(newServiceDefaults('TRANSFER').length).toBe(60);
    expect(transferServiceFormSchema.parse({ description: 'd', length: '' }).length).toBe(60);
  });

  it('[SVC-042] a new accommodation defaults to a star rating of 3', () => {
    expect(newServiceDefaults('ACCOMMODATION').starRating).toBe(3);
    expect(accommodationServiceFormSchema.parse({ description: 'd' }).starRating).toBe(3);
  });

  it('[SVC-043] a new accommodation defaults to 1 night', () => {
    expect(newServiceDefaults('ACCOMMODATION').numberOfNights).toBe(1);
    expect(accommodationServiceFormSchema.parse({ description: 'd' }).numberOfNights).toBe(1);
  });

  it('[SVC-015] single supplement total spots has a minimum of 0', () => {
    expect(messages(singleSupplementSpotsFormSchema.safeParse({ quantity: -1 })).quantity).toBe(
      'Total spots must be at least 0',
    );
    expect(singleSupplementSpotsFormSchema.parse({ quantity: '6' }).quantity).toBe(6);
    expect(singleSupplementSpotsFormSchema.parse({ quantity: 4 }).quantity).toBe(4);
    // A blank input is no number at all, and text that is not one says so too.
    expect(messages(singleSupplementSpotsFormSchema.safeParse({ quantity: '  ' })).quantity).toBe(
      'Total spots must be a number',
    );
    expect(messages(singleSupplementSpotsFormSchema.safeParse({ quantity: 'six' })).quantity).toBe(
      'Total spots must be a number',
    );
    // Only text is read as a number: a value of another kind (a switch's true) is refused as it is.
    expect(singleSupplementSpotsFormSchema.safeParse({ quantity: true }).success).toBe(false);
  });
});

// Tests of the operator's traveler manifest: its columns, one row per traveler, flights and dates as cells, file name.
import { describe, expect, it } from 'vitest';
import {
  manifestFlight,
  TRIP_MANIFEST_COLUMNS,
  type TripManifestTraveler,
  tripManifestCsv,
  tripManifestFileName,
} from './trip-manifest.rules.js';

const HEADER =
  'Booking,Traveler type,Status,First name,Last name,Email,Phone,Gender,Date of birth,Country,Passport name,' +
  'Passport number,Nationality,Passport expiration,Arrival flight,Departure flight,Private room,Roommate request,' +
  'Medical and mobility,Special requests,Emergency contact,Emergency phone';

const minimal: TripManifestTraveler = {
  orderId: 'ORD-1',
  type: 'Primary',
  status: 'confirmed',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  privateRoom: false,
};

describe('traveler manifest', () => {
  it('[OAP-029] the manifest has a header of the 22 columns and nothing else without travelers', () => {
    expect(TRIP_MANIFEST_COLUMNS).toHaveLength(22);
    expect(tripManifestCsv([])).toBe(HEADER);
  });

  it('[OAP-029] each traveler is one CRLF-separated row with every field in its column, absent ones blank', () => {
    const full: TripManifestTraveler = {
      orderId: 'ORD-2',
      type: 'Companion',
      status: 'pending',
      firstName: 'Bob',
      lastName: 'Ray',
      email: 'bob@example.com',
      phone: '555 0100',
      gender: 'male',
      dateOfBirth: '1990-04-02',
      countryCode: 'US',
      passportName: 'Bob Ray',
      passportNumber: 'X123',
      nationality: 'American',
      passportExpiration: new Date('2031-05-06T00:00:00Z'),
      arrivalFlight: 'TAP 201',
      departureFlight: 'TAP 202',
      privateRoom: true,
      roommate: 'Ann',
      medical: 'None',
      specialRequests: 'Vegan',
      emergencyName: 'Jo',
      emergencyPhone: '555 0199',
    };
    expect(tripManifestCsv([minimal, full]).split('\r\n')).toEqual([
      HEADER,
      'ORD-1,Primary,confirmed,Ann,Lee,ann@example.com,,,,,,,,,,,No,,,,,',
      'ORD-2,Companion,pending,Bob,Ray,bob@example.com,555 0100,male,1990-04-02,US,Bob Ray,X123,American,2031-05-06,' +
        'TAP 201,TAP 202,Yes,Ann,None,Vegan,Jo,555 0199',
    ]);
  });

  it('[OAP-029] a passport expiration kept as text is cut to its date; an invalid instant is a blank cell', () => {
    const row = (passportExpiration: Date | string | undefined) =>
      tripManifestCsv([{ ...minimal, passportExpiration }])
        .split('\r\n')[1]
        ?.split(',')[13];
    expect(row('2031-05-06T12:00:00Z')).toBe('2031-05-06');
    expect(row(new Date('2031-05-06T23:30:00Z'))).toBe('2031-05-06');
    expect(row(new Date('nope'))).toBe('');
    expect(row('')).toBe('');
    expect(row(undefined)).toBe('');
  });

  it('[OAP-029] a flight is one cell of airline, number, date and time, leaving out what is unknown', () => {
    expect(
      manifestFlight({
        airline: 'TAP',
        flightNumber: 'TP201',
        date: new Date('2026-05-01T00:00:00Z'),
        time: '06:05 PM',
      }),
    ).toBe('TAP TP201 2026-05-01 06:05 PM');
    expect(manifestFlight({ flightNumber: 'TP201', date: '2026-05-01T00:00:00.000Z' })).toBe('TP201 2026-05-01');
    // A time that is not text (a stored Date, say) is left out rather than written as an object.
    expect(manifestFlight({ airline: 'TAP', time: 1805 })).toBe('TAP');
    expect(manifestFlight({})).toBe('');
    expect(manifestFlight()).toBe('');
  });

  it('[OAP-029] formula-looking text is neutralised in the manifest', () => {
    const line = tripManifestCsv([{ ...minimal, firstName: '=HYPERLINK("x")' }]).split('\r\n')[1];
    expect(line).toBe('ORD-1,Primary,confirmed,"\'=HYPERLINK(""x"")",Lee,ann@example.com,,,,,,,,,,,No,,,,,');
  });

  it('[OAP-029] the file name carries the short id, with anything but letters, digits and dashes dropped', () => {
    expect(tripManifestFileName('AB-12')).toBe('traveler-manifest-AB-12.csv');
    expect(tripManifestFileName('a/b "c"_1')).toBe('traveler-manifest-abc1.csv');
  });
});

// The admin's trips and bookings lists (MKT-037): status labels, the date filter's range, and the CSV exports line by
// line, amounts in the currency's major unit.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_BOOKINGS_CSV_HEADER,
  ADMIN_TRIPS_CSV_HEADER,
  type AdminBookingCsvRow,
  adminBookingsCsv,
  adminListCsvFileName,
  adminTripStatusLabel,
  adminTripsCsv,
  isDateRange,
} from './admin-lists.rules.js';

describe('admin lists', () => {
  it('[MKT-037] a trip status reads as words with a capital first letter', () => {
    expect(adminTripStatusLabel('ready-to-confirm')).toBe('Ready to confirm');
    expect(adminTripStatusLabel('created')).toBe('Created');
    expect(adminTripStatusLabel('partner-approved')).toBe('Partner approved');
  });

  it('[MKT-037] the date filter is a range when either end is open or from is on or before to', () => {
    expect(isDateRange(undefined, undefined)).toBe(true);
    expect(isDateRange('2026-05-01', undefined)).toBe(true);
    expect(isDateRange(undefined, '2026-05-01')).toBe(true);
    expect(isDateRange('2026-05-01', '2026-05-01')).toBe(true);
    expect(isDateRange('2026-05-01', '2026-05-02')).toBe(true);
    expect(isDateRange('2026-05-02', '2026-05-01')).toBe(false);
  });

  it('[MKT-037] the trips CSV: its header, then one line per trip with the status in words and no return as blank', () => {
    const csv = adminTripsCsv([
      {
        shortId: 'T-1001',
        name: 'Inca Trail, Peru',
        status: 'ready-to-confirm',
        hostName: 'Ana Quispe',
        hostEmail: 'ana@example.com',
        startDate: '2026-05-01',
        endDate: null,
        spotsTaken: 7,
        maximumSpots: 12,
        bookings: 4,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      ADMIN_TRIPS_CSV_HEADER.join(','),
      'T-1001,"Inca Trail, Peru",Ready to confirm,Ana Quispe,ana@example.com,2026-05-01,,7,12,4',
    ]);
    expect(ADMIN_TRIPS_CSV_HEADER.join(',')).toBe(
      'Trip ID,Trip,Status,Host,Host email,Departure,Return,Spots taken,Spots,Bookings',
    );
    expect(adminTripsCsv([])).toBe(ADMIN_TRIPS_CSV_HEADER.join(','));
  });

  it('[MKT-037] the bookings CSV: one line per booking, amounts in major units, an unknown currency read as USD', () => {
    const booking: AdminBookingCsvRow = {
      id: 'b-1',
      orderId: 'O-77',
      tripShortId: 'T-1001',
      tripName: 'Lofoten',
      customerName: '=HYPERLINK("x")',
      customerEmail: 'lee@example.com',
      statusLabel: 'Confirmed',
      spots: 2,
      currency: 'EUR',
      travelAmount: 123_450,
      paidAmount: 50_005,
      dueAmount: 73_445,
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    const csv = adminBookingsCsv([booking, { ...booking, id: 'b-2', currency: 'XYZ', travelAmount: 99 }]);
    expect(csv.split('\r\n')).toEqual([
      'Booking ID,Order,Trip ID,Trip,Traveler,Traveler email,Status,Spots,Currency,Total,Paid,Due,Booked at',
      `b-1,O-77,T-1001,Lofoten,"'=HYPERLINK(""x"")",lee@example.com,Confirmed,2,EUR,1234.5,500.05,734.45,2026-03-02T10:00:00.000Z`,
      `b-2,O-77,T-1001,Lofoten,"'=HYPERLINK(""x"")",lee@example.com,Confirmed,2,XYZ,0.99,500.05,734.45,2026-03-02T10:00:00.000Z`,
    ]);
    expect(ADMIN_BOOKINGS_CSV_HEADER).toHaveLength(13);
  });

  it('[MKT-037] an export is named for its list and the UTC day it was taken', () => {
    expect(adminListCsvFileName('trips', new Date('2026-11-30T23:59:59Z'))).toBe('caravan-trips-2026-11-30.csv');
    expect(adminListCsvFileName('bookings', new Date('2026-12-01T00:00:00Z'))).toBe('caravan-bookings-2026-12-01.csv');
  });
});

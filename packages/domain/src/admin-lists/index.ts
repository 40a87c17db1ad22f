// Public surface of the admin's lists (MKT-037): status words, date ranges and CSV files.
export {
  ADMIN_BOOKINGS_CSV_HEADER,
  ADMIN_LIST_CSV_MAX_ROWS,
  ADMIN_TRIPS_CSV_HEADER,
  type AdminBookingCsvRow,
  type AdminTripCsvRow,
  adminBookingStatusLabel,
  adminBookingsCsv,
  adminListCsvFileName,
  adminTripStatusLabel,
  adminTripsCsv,
  isDateRange,
} from './admin-lists.rules.js';

// @caravan/domain public entry: entities (zod schemas + types) and pure rules, grouped by area.
// No side effects on import; no I/O; no clock (rules take `now`).

export { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY } from './shared/currencies.js';
export { currencyCodeSchema } from './shared/currency.schema.js';
export { TIME_ZONE_MESSAGE, isTimeZone, timeZoneNames, timeZoneSchema } from './shared/time-zone.schema.js';
export {
  formatMinor,
  formatMoney,
  fromMajor,
  minorUnits,
  money,
  parseMinorAmount,
  toMajor,
  wholeMajorOf,
} from './shared/money.js';
export {
  type CalendarDate,
  addDays,
  calendarDateOf,
  calendarDateSchema,
  daysBetween,
  formatDate,
  formatInstant,
  todayInZone,
  tripToday,
  utcToday,
} from './shared/dates.js';
export { type CalendarPattern, formatCalendarDate, utcCalendarDateOf } from './shared/calendar-format.js';
export { type FieldErrors, fieldErrorsOfZod } from './shared/errors.js';
export {
  ADD_ON_STATUSES,
  type AddOnStatus,
  BOOKING_STATUSES,
  type BookingDisplayStatus,
  type BookingStatus,
  ITINERARY_STATUSES,
  ITINERARY_STATUS_LABELS,
  type ItineraryStatus,
  PACKAGE_LEVELS,
  PUBLISH_STATUSES,
  type PackageLevel,
  type PublishStatus,
  TRIP_REQUEST_STATUSES,
  TRIP_STATUSES,
  type TripRequestStatus,
  type TripStatus,
  USER_GROUPS,
  USER_ROLES,
  type UserGroup,
  type UserRole,
  addOnStatusSchema,
  bookingStatusSchema,
  isSecondaryRole,
  itineraryStatusSchema,
  packageLevelSchema,
  publishStatusSchema,
  tripRequestStatusSchema,
  tripStatusSchema,
  userGroupSchema,
  userRoleSchema,
} from './shared/statuses.js';
export * from './shared/text.js';

export * from './inventory/index.js';
export * from './services/index.js';
export * from './alternatives/index.js';
export * from './operator-account/index.js';
export * from './routes/index.js';
export * from './itinerary/index.js';
export * from './trip/index.js';
export * from './timeline/index.js';
export * from './pricing/index.js';
export * from './ground-transfer/index.js';
export * from './maps/index.js';
export * from './booking/index.js';
export * from './add-on/index.js';
export * from './payment/index.js';
export * from './cancellation/index.js';
export * from './insurance/index.js';
export * from './traveler/index.js';
export * from './user/index.js';
export * from './host/index.js';
export * from './home/index.js';
export * from './audience/index.js';
export * from './trip-request/index.js';
export * from './host-pricing/index.js';
export * from './workspace/index.js';
export * from './promote/index.js';
export * from './host-bookings/index.js';
export * from './travel-info/index.js';
export * from './metadata/index.js';
export * from './contracts/index.js';
export * from './scheduling/index.js';
export * from './booking-creation/index.js';
export * from './media/index.js';
export * from './admin-lists/index.js';
export * from './trip-search/index.js';
export * from './trip-page/index.js';
export * from './payment-schedule/index.js';
export * from './site/index.js';
export * from './calendar/index.js';
export * from './waitlist/index.js';
export * from './notifications/index.js';
export * from './webhooks/index.js';
export * from './rooming/index.js';

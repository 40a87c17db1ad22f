// Public surface of the booking area.
export {
  BOOKING_SUCCESS_TITLES,
  DEFAULT_BOOKINGS_DEADLINE_DAYS,
  MANAGE_BOOKING_MESSAGES,
  SERVICE_INVENTORY_STATUSES,
  SINGLE_SUPPLEMENT_UNAVAILABLE_CODE,
} from './booking.constants.js';
export type { ConfirmationMode, TravelersRoom, TripSummary, TripSummaryLine } from './booking.schema.js';
export {
  bookingDisplayStatus,
  bookingStatusLabel,
  computeBookingStatus,
  isBookingPendingCancellation,
  statusDisplayPriority,
} from './booking-status.rules.js';
export * from './booking-customer.rules.js';
export * from './rooms.rules.js';
export {
  type BookingUpdateErrorView,
  availableSingleSupplement,
  bookedTransferWarning,
  bookingAvailableCredit,
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
  isClearAllShown,
  isPrivateRoomSwitchShown,
  isPrivateRoomUpgradeAvailable,
  isRoomSelectionChanged,
  mayLastRoomBePrivate,
  pendingChangesLabel,
  postTripAccommodationNight,
  preTripAccommodationNight,
  shouldPromptBeforeLeavingManageBooking,
  travelerInformationRows,
  visibleBookingAddOns,
} from './manage-booking.rules.js';
export * from './transfer-date-warning.rules.js';
export * from './trip-summary.rules.js';
export * from './admin-booking-tools.rules.js';
export * from './discount-codes.rules.js';
export * from './booking-audience-status.rules.js';
export { type BookingInternalEvent, bookingInternalEventTypes, type BookingUserEvent } from './booking.events.js';

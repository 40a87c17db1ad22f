// Public surface of the host-bookings area: trip details for bookings, order display, payment and selection rules.
export * from './bookings-tab.rules.js';
export { type HostCompanionForm, areHostCompanionsEditable, validateHostCompanion } from './companions.rules.js';
export {
  BOOKINGS_AUTO_CONFIRM_LABEL,
  BOOKINGS_CANCELLED_MESSAGE,
  BOOKINGS_CHART_EMPTY_MESSAGE,
  BOOKINGS_CHART_TITLE,
  BOOKINGS_CONFIRMED_MESSAGE,
  BOOKINGS_DOWNLOAD_REPORT_LABEL,
  BOOKINGS_TABLE_TITLES,
  BOOKINGS_TOAST_MS,
  COMPANIONS_SUBMITTED_MESSAGE,
  CONFIRM_THRESHOLD_TRIP_STATUSES,
  HOST_COMPANION_FIELD_LABELS,
  HOST_ORDER_STATUSES,
  HOST_PAYMENT_LABELS,
  HOST_PENDING_TABLE_STATUSES,
  HOST_WAITLIST_TABLE_STATUSES,
  type HostOrderStatus,
  LAUNCH_AND_CONFIRM_DIALOG,
} from './host-bookings.constants.js';
export { hostOrderStatusSchema } from './host-bookings.schema.js';
export {
  autoConfirmToggleState,
  canConfirmSelectedOrders,
  canRejectSelectedOrders,
  hostOrderDisplayLabel,
  hostOrderPaymentLabel,
  isHostOrderSelectable,
  needsLaunchAndConfirm,
  selectedHostOrderSpots,
} from './orders.rules.js';

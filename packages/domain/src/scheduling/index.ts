// Public surface of the scheduling area: the time-driven rules and their names.
export {
  ACTIVE_BOOKING_STATUSES,
  AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE,
  COMPLETABLE_TRIP_STATUSES,
  LAUNCHABLE_TRIP_STATUSES,
  SCHEDULED_RULES,
  SENDABLE_CAMPAIGN_STATUS,
  SENT_CAMPAIGN_STATUS,
  type ScheduledRule,
} from './scheduling.constants.js';
export {
  type DueAction,
  type ScheduledBooking,
  type ScheduledCampaign,
  type ScheduledTrip,
  automaticPaymentDue,
  campaignDue,
  paymentReminderDue,
  tripActionsDue,
} from './scheduling.rules.js';

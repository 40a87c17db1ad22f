// Pure payment rules: labels, options and amounts, Affirm, automatic payment, overdue and history visibility.
import { addDays, type CalendarDate, compareDates, formatDate, formatInstant } from '../shared/dates.js';
import type { FieldErrors } from '../shared/errors.js';
import { formatMinor } from '../shared/money.js';
import type { BookingStatus, TripStatus } from '../shared/statuses.js';
import {
  AFFIRM_COUNTRY_CODE,
  CHECKOUT_PAYMENT_OPTIONS,
  CUSTOM_PAYMENT_MINIMUM_MINOR,
  PAYMENT_DATE_FORMAT,
  PAYMENT_DUE_DATE_FORMAT,
  PAYMENT_TYPE_LABELS,
  REFUND_PAYMENT_LABEL,
  REFUNDABLE_WINDOW_DAYS_BEFORE_START,
} from './payment.constants.js';
import type { Payment, PaymentOptionType } from './payment.schema.js';

/**
 * The label of a listed payment (transaction history, admin ledger): a refund, recorded as a negative amount, reads
 * 'REFUND'; any other payment its type's label (payment intent shows as 'PAYMENT').
 */
export function paymentRowLabel(payment: Pick<Payment, 'type' | 'amount'>): string {
  return payment.amount < 0 ? REFUND_PAYMENT_LABEL : PAYMENT_TYPE_LABELS[payment.type];
}

/** Whether a payment succeeded (status success). */
export function isPaymentSuccessful(payment: Pick<Payment, 'status'>): boolean {
  return payment.status === 'success';
}

/** The payment options checkout offers: minimum and full only. */
export function checkoutPaymentOptions(): readonly PaymentOptionType[] {
  return CHECKOUT_PAYMENT_OPTIONS;
}

/**
 * The option a payment screen preselects (MKT-043): the minimum payment when it is offered and asks for something, so
 * a traveler never pays more than they must by pressing Pay straight away; otherwise the first offered option.
 */
export function preselectedPaymentOption(
  offered: readonly { type: PaymentOptionType; amount?: number | undefined }[],
): PaymentOptionType | undefined {
  const minimum = offered.find((o) => o.type === 'minimum');
  if (minimum && (minimum.amount === undefined || minimum.amount > 0)) return 'minimum';
  return offered.find((o) => o.type === 'full')?.type ?? offered[0]?.type;
}

/** The amount of a payment option in minor units: minimum due, full due, or the custom amount. */
export function paymentOptionAmount(
  option: PaymentOptionType,
  input: { minimumDue: number; dueAmount: number; customAmount?: number | undefined },
): number {
  const due = Math.max(input.dueAmount, 0);
  if (option === 'full') return due;
  if (option === 'minimum') return Math.min(Math.max(input.minimumDue, 0), due);
  return input.customAmount ?? Math.min(CUSTOM_PAYMENT_MINIMUM_MINOR, due);
}

/** Errors of a custom payment amount: at least the custom minimum (or the whole due when smaller), at most the due. */
export function validateCustomPaymentAmount(amount: number, dueAmount: number): FieldErrors {
  const minimum = Math.min(CUSTOM_PAYMENT_MINIMUM_MINOR, Math.max(dueAmount, 0));
  if (!Number.isInteger(amount) || amount < minimum)
    return { customAmount: `Minimum payment is ${formatMinor(minimum)}` };
  if (amount > dueAmount) return { customAmount: `Maximum payment is ${formatMinor(Math.max(dueAmount, 0))}` };
  return {};
}

/** Whether the Affirm option is shown: the traveler's country is US and the booking can be paid with Affirm. */
export function isAffirmOptionShown(input: {
  countryCode: string | null | undefined;
  canPayWithAffirm: boolean;
}): boolean {
  return input.canPayWithAffirm && input.countryCode?.toUpperCase() === AFFIRM_COUNTRY_CODE;
}

/** The last day of the refundable window: the trip start minus the refundable threshold. */
function refundableWindowEndDate(tripStartDate: CalendarDate): CalendarDate {
  return addDays(tripStartDate, -REFUNDABLE_WINDOW_DAYS_BEFORE_START);
}

/** Whether `today` is within the refundable window: strictly more than 90 days before the trip start. */
export function isWithinRefundableWindow(tripStartDate: CalendarDate, today: CalendarDate): boolean {
  return compareDates(today, refundableWindowEndDate(tripStartDate)) < 0;
}

interface AutomaticPaymentInput {
  dueAmount: number;
  automaticPayment?: { status?: string | null | undefined } | null | undefined;
  isPendingCancellation: boolean;
  tripStartDate: CalendarDate;
}

/** DECIDE: automatic payment counts as set when automaticPayment.status is 'active' because the payments app reports an enrolled card that way. */
const AUTOMATIC_PAYMENT_ACTIVE_STATUS = 'active';

/** Whether automatic payment applies: due > 0, within the refundable window, automatic payment set, not pending cancellation. */
export function isAutomaticPaymentApplicable(booking: AutomaticPaymentInput, today: CalendarDate): boolean {
  return (
    booking.dueAmount > 0 &&
    isWithinRefundableWindow(booking.tripStartDate, today) &&
    booking.automaticPayment?.status === AUTOMATIC_PAYMENT_ACTIVE_STATUS &&
    !booking.isPendingCancellation
  );
}

/** Whether a payment is overdue: a balance is due and the due date has passed. */
export function isPaymentOverdue(
  input: { dueAmount: number; paymentDueDate?: CalendarDate | undefined },
  today: CalendarDate,
): boolean {
  return input.dueAmount > 0 && input.paymentDueDate !== undefined && compareDates(today, input.paymentDueDate) > 0;
}

/** Whether the pay-balance page redirects to the manage-booking root: nothing is due. */
export function shouldRedirectFromPayBalance(dueAmount: number): boolean {
  return dueAmount <= 0;
}

/** A payment date as 'MMM dd, yyyy' in the viewer's zone. */
export function formatPaymentDate(date: Date, timeZone = 'UTC'): string {
  return formatInstant(date, PAYMENT_DATE_FORMAT, timeZone);
}

/** A due date as 'MMMM dd, yyyy' (UTC). */
export function formatPaymentDueDate(date: CalendarDate | Date): string {
  return typeof date === 'string'
    ? formatDate(date, PAYMENT_DUE_DATE_FORMAT)
    : formatInstant(date, PAYMENT_DUE_DATE_FORMAT, 'UTC');
}

/**
 * DECIDE: payment history shows to the primary traveler only, on any trip status except created, when the booking
 * is not waitlisted and holds at least one payment, because secondary travelers did not pay and a waitlist has no money yet.
 */
export function isPaymentHistoryShown(input: {
  travelerType: 'traveler-primary' | 'traveler-secondary' | undefined;
  tripStatus: TripStatus;
  bookingStatus: BookingStatus;
  paymentsCount: number;
}): boolean {
  return (
    input.travelerType === 'traveler-primary' &&
    input.tripStatus !== 'created' &&
    input.bookingStatus !== 'waitlist' &&
    input.paymentsCount > 0
  );
}

// Pure rules of the traveler's cancel flow: who sees it, where it starts, reason and refund method, and policy texts.
import { addDays, type CalendarDate, daysBetween, formatDate } from '../shared/dates.js';
import { formatMinor } from '../shared/money.js';
import type { BookingStatus, TripStatus } from '../shared/statuses.js';
import { CANCELLATION_MESSAGES, NON_REFUNDABLE_DAYS, OTHER_CANCEL_REASON } from './cancellation.constants.js';
import type { CancelBookingRequest, CancellationRefundMethod } from './cancellation.schema.js';
import { nonRefundableWindowDays, travelerCancellationRefundLevel } from './traveler-cancellation.rules.js';

/** Booking statuses from which a traveler may ask to cancel. */
const CANCELLABLE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'awaiting', 'waitlist', 'confirmed'];
/** Trip statuses on which the cancel section is shown. */
const CANCEL_SECTION_HIDDEN_TRIP_STATUSES: readonly TripStatus[] = ['complete', 'cancelled', 'closed'];

/**
 * DECIDE: the Cancel Booking section shows only to the booking customer (traveler-primary), for a booking that is
 * pending, awaiting, waitlisted or confirmed and not pending cancellation, on a trip that is not closed, complete or
 * cancelled, because only the payer can cancel and a finished or cancelled trip has nothing left to cancel.
 */
export function isCancelBookingSectionShown(input: {
  isCustomer: boolean;
  travelerType: 'traveler-primary' | 'traveler-secondary' | undefined;
  bookingStatus: BookingStatus;
  isPendingCancellation: boolean;
  tripStatus: TripStatus;
}): boolean {
  return (
    input.isCustomer &&
    input.travelerType === 'traveler-primary' &&
    CANCELLABLE_BOOKING_STATUSES.includes(input.bookingStatus) &&
    !input.isPendingCancellation &&
    !CANCEL_SECTION_HIDDEN_TRIP_STATUSES.includes(input.tripStatus)
  );
}

/** What the cancel section offers: the Cancel Booking button when canCancel, else the email-request message. */
export function cancelBookingAffordance(
  canCancel: boolean,
): { kind: 'button' } | { kind: 'email-request'; message: string } {
  return canCancel ? { kind: 'button' } : { kind: 'email-request', message: CANCELLATION_MESSAGES.emailRequest };
}

/** Where cancelling starts: the pay-balance page when a balance is owed, else the cancel dialog. */
export function cancelBookingStartStep(dueAmount: number): 'pay-balance' | 'cancel-dialog' {
  return dueAmount > 0 ? 'pay-balance' : 'cancel-dialog';
}

/** Refund methods offered: those with a refund or a trip credit above zero. */
export function eligibleRefundMethods<T extends CancellationRefundMethod>(methods: readonly T[]): T[] {
  return methods.filter((m) => m.refundAmount.refund > 0 || m.refundAmount.tripCredit > 0);
}

/** The refund method preselected: the only eligible one, else none (the traveler must choose). */
export function preselectedRefundMethod<T extends CancellationRefundMethod>(methods: readonly T[]): T | undefined {
  const eligible = eligibleRefundMethods(methods);
  return eligible.length === 1 ? eligible[0] : undefined;
}

/** What the first cancel dialog asks: always a reason, and a refund method when any is eligible. */
export function cancelDialogQuestions(refundMethods: readonly CancellationRefundMethod[]): {
  reason: true;
  refundMethod: boolean;
} {
  return { reason: true, refundMethod: eligibleRefundMethods(refundMethods).length > 0 };
}

/** The reason sent: the free-text description when the reason is 'other', else the chosen reason. */
export function resolveCancellationReason(reason: string | undefined, otherDescription?: string): string | undefined {
  if (!reason) return undefined;
  if (reason.trim().toLowerCase() === OTHER_CANCEL_REASON) return otherDescription?.trim() || undefined;
  return reason;
}

/** Whether the dialog's Cancel Booking button is enabled: a reason chosen and, with several refund methods, one chosen. */
export function canSubmitCancellation(input: {
  reason: string | undefined;
  otherDescription?: string | undefined;
  refundMethods: readonly CancellationRefundMethod[];
  selectedRefundMethod?: string | undefined;
}): boolean {
  if (!resolveCancellationReason(input.reason, input.otherDescription)) return false;
  const eligible = eligibleRefundMethods(input.refundMethods);
  if (eligible.length <= 1) return true;
  return eligible.some((m) => m.description === input.selectedRefundMethod);
}

/** What a click on the dialog's Cancel Booking does: the first turns on the final warning, the second submits. */
export function cancelBookingClick(warningShown: boolean): { action: 'warn'; warning: string } | { action: 'submit' } {
  return warningShown ? { action: 'submit' } : { action: 'warn', warning: CANCELLATION_MESSAGES.finalWarning };
}

/** The cancel request sent for a chosen reason and refund method. */
export function buildCancelBookingRequest(input: {
  bookingId: string;
  reason: string;
  otherDescription?: string | undefined;
  refundMethod?: CancellationRefundMethod | undefined;
}): CancelBookingRequest {
  return {
    bookingId: input.bookingId,
    reason: resolveCancellationReason(input.reason, input.otherDescription) ?? input.reason,
    ...(input.refundMethod ? { refundMethodDescription: input.refundMethod.description } : {}),
    refundAmount: input.refundMethod?.refundAmount.refund ?? 0,
    tripCreditAmount: input.refundMethod?.refundAmount.tripCredit ?? 0,
  };
}

/** Days from today to the trip start. */
export function daysUntilTripStart(tripStartDate: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, tripStartDate);
}

/**
 * The cancel policy line: non-refundable within 60 days (Rezdy-type trips) or 90 days, else 'Cancellation Fees may
 * apply'. It is non-refundable exactly when the traveler's cancellation the server offers refunds nothing, so the line
 * and the server's refund methods share one window (nonRefundableWindowDays, CAN-021).
 */
export function cancelPolicyText(input: {
  daysOut: number;
  isRezdyTrip: boolean;
  bookingStatus: BookingStatus;
}): string {
  return travelerCancellationRefundLevel(input) === 'none'
    ? CANCELLATION_MESSAGES.nonRefundable
    : CANCELLATION_MESSAGES.feesMayApply;
}

/** The fee line ('Cancellation fee: $x.xx'), only when the trip is more than 90 days out and a fee exists. */
export function cancellationFeeLine(input: {
  daysOut: number;
  cancellationFee: number | undefined;
}): string | undefined {
  if (input.daysOut <= NON_REFUNDABLE_DAYS || !input.cancellationFee || input.cancellationFee <= 0) return undefined;
  return `Cancellation fee: ${formatMinor(input.cancellationFee)}`;
}

/**
 * The refund policy line, from the refund the traveler's cancellation reaches now: in full (a booking not yet
 * confirmed) the down payment is refundable until confirmed; nothing (within 90 days, 60 for a Rezdy trip) not
 * refundable; otherwise any amount above the down payment is refundable until that window opens.
 */
export function refundPolicyText(input: {
  tripStartDate: CalendarDate;
  today: CalendarDate;
  bookingStatus: BookingStatus;
  isRezdyTrip: boolean;
}): string {
  const daysOut = daysUntilTripStart(input.tripStartDate, input.today);
  const level = travelerCancellationRefundLevel({
    bookingStatus: input.bookingStatus,
    daysOut,
    isRezdyTrip: input.isRezdyTrip,
  });
  if (level === 'full') return CANCELLATION_MESSAGES.downPaymentRefundableUntilConfirmed;
  if (level === 'none') return CANCELLATION_MESSAGES.notRefundable;
  const until = formatDate(addDays(input.tripStartDate, -nonRefundableWindowDays(input)), 'MMMM dd, yyyy');
  return `Any amount above the down payment is refundable until ${until}.`;
}

/** What cancelling does to the traveler's money, as the dialog shows it before the final confirmation (MKT-039). */
export interface CancellationMoneySummary {
  /** What the traveler has paid so far. */
  paid: number;
  /** Back to the original payment method. */
  refund: number;
  /** Kept as credit for a future trip. */
  tripCredit: number;
  /** Paid and neither refunded nor credited (fees, forfeits). */
  kept: number;
  /** The balance still owed, which cancelling means the traveler no longer pays. */
  balanceNotCharged: number;
}

/**
 * The money figures of a cancellation with a refund method (or none, when nothing comes back): refund plus trip credit
 * plus what is kept always equals what was paid, and the balance owed is never charged once cancelled.
 */
export function cancellationMoneySummary(input: {
  paidAmount: number;
  dueAmount: number;
  method: CancellationRefundMethod | undefined;
}): CancellationMoneySummary {
  const paid = Math.max(input.paidAmount, 0);
  const refund = Math.min(Math.max(input.method?.refundAmount.refund ?? 0, 0), paid);
  const tripCredit = Math.min(Math.max(input.method?.refundAmount.tripCredit ?? 0, 0), paid - refund);
  return {
    paid,
    refund,
    tripCredit,
    kept: paid - refund - tripCredit,
    balanceNotCharged: Math.max(input.dueAmount, 0),
  };
}

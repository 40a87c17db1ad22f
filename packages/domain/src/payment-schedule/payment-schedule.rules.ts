// A booking's payment schedule (MKT-049): what is paid, then each instalment still due with its date, amount and
// whether automatic payment will take it; the same rows for a visitor's quote before booking.
import { bookingMoney } from '../payment/booking-money.rules.js';
import { type ScheduledBooking, automaticPaymentDue } from '../scheduling/scheduling.rules.js';
import { type CalendarDate, calendarDateOf, compareDates } from '../shared/dates.js';

/** One instalment still to pay. */
interface PaymentInstalment {
  dueOn: CalendarDate;
  amount: number;
  /** Whether the scheduler's automatic payment (MKT-017) will take it on its due date. */
  automatic: boolean;
}

/** A schedule's rows, in minor units: paid − credit + the instalments' sum = total, always. */
export interface PaymentSchedule {
  total: number;
  paid: number;
  /** Paid beyond the total (credit kept for the traveler); nothing is then due. */
  credit: number;
  instalments: PaymentInstalment[];
}

/** What the schedule reads of a stored booking: the scheduler's view of it, and what it has paid. */
interface ScheduleBooking extends ScheduledBooking {
  paidAmount: number;
}

/**
 * DECIDE: a booking due with no stored due date owes its balance on `fallbackDueOn` (the trip's bookings deadline, as
 * a new booking's is set), so the schedule never shows an undated amount.
 */
const dueDateOf = (booking: ScheduleBooking, fallbackDueOn: CalendarDate) => booking.paymentDueDate ?? fallbackDueOn;

/**
 * MKT-049: a booking's schedule. Its balance is one instalment (a booking holds one due date, paymentDueDate); it is
 * automatic when the scheduler's own rule (automaticPaymentDue) would take it on its due date, or now when it is
 * overdue, so the screen and the scheduler cannot disagree.
 */
export function paymentSchedule(booking: ScheduleBooking, now: Date, fallbackDueOn: CalendarDate): PaymentSchedule {
  const money = bookingMoney({ paid: booking.paidAmount, balance: booking.dueAmount });
  const base = { total: money.total, paid: money.paid, credit: money.credit };
  if (money.due <= 0) return { ...base, instalments: [] };
  const dueOn = dueDateOf(booking, fallbackDueOn);
  // Due today, `now` and the due date's midnight are one UTC day, all that automaticPaymentDue reads of the time.
  // Stryker disable next-line EqualityOperator: so `<` and `<=` answer the same (equivalent mutant).
  const overdue = compareDates(dueOn, calendarDateOf(now, 'UTC')) <= 0;
  const takenAt = overdue ? now : new Date(`${dueOn}T00:00:00Z`);
  const automatic = automaticPaymentDue({ ...booking, paymentDueDate: dueOn }, takenAt) !== null;
  return { ...base, instalments: [{ dueOn, amount: money.due, automatic }] };
}

/**
 * MKT-049: a visitor's schedule before booking: the deposit today, the balance on the trip's balance due date. Nothing
 * is automatic yet (no card is enrolled before booking). DECIDE: a balance date already come (a late booking) moves the
 * balance to today, and an empty balance (deposit = total) is no row.
 */
export function quotePaymentSchedule(
  quote: { total: number; deposit: number },
  balanceDueOn: CalendarDate,
  today: CalendarDate,
): PaymentSchedule {
  const balance = quote.total - quote.deposit;
  const instalments: PaymentInstalment[] = [{ dueOn: today, amount: quote.deposit, automatic: false }];
  if (balance > 0) {
    // Stryker disable next-line EqualityOperator: on equal dates both branches give the same date.
    const dueOn = compareDates(balanceDueOn, today) > 0 ? balanceDueOn : today;
    instalments.push({ dueOn, amount: balance, automatic: false });
  }
  return { total: quote.total, paid: 0, credit: 0, instalments };
}

// The traveler's payment schedule (MKT-049): what is paid, then each amount due with its date and who takes it
// (automatic payment or the traveler), and the total they add up to; the rows come from the API's domain rule.
import { type CurrencyCode, formatMinor, formatPaymentDueDate, type MyTripDetails } from '@caravan/domain';
import { Card } from '@caravan/ui';

type Schedule = NonNullable<MyTripDetails['paymentSchedule']>;

export function PaymentScheduleCard({ schedule, currency }: { schedule: Schedule; currency: CurrencyCode }) {
  const money = (minor: number) => formatMinor(minor, currency);
  return (
    <Card title="Payment schedule" className="tv-PaymentSchedule">
      <dl className="tv-Schedule" aria-label="Payment schedule">
        <div className="tv-Schedule-row">
          <dt>Paid</dt>
          <dd data-amount={schedule.paid}>{money(schedule.paid)}</dd>
        </div>
        {schedule.instalments.map((row) => (
          <div key={row.dueOn} className="tv-Schedule-row">
            <dt>
              Due {formatPaymentDueDate(row.dueOn)}
              <span className="tv-Muted"> · {row.automatic ? 'Automatic payment' : 'You pay'}</span>
            </dt>
            <dd data-amount={row.amount}>{money(row.amount)}</dd>
          </div>
        ))}
        {schedule.credit > 0 ? (
          <div className="tv-Schedule-row">
            <dt>Credit kept for you</dt>
            <dd data-amount={-schedule.credit}>−{money(schedule.credit)}</dd>
          </div>
        ) : null}
        <div className="tv-Schedule-row tv-Schedule-total">
          <dt>Booking total</dt>
          <dd data-total={schedule.total}>{money(schedule.total)}</dd>
        </div>
      </dl>
      {schedule.instalments.length === 0 ? <p className="tv-Muted">Nothing more is due.</p> : null}
    </Card>
  );
}

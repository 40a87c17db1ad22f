// The refund figures of a cancellation (MKT-039): what was paid, what comes back as a refund or trip credit, what is
// kept, and the balance no longer owed, shown in the cancel dialog before the final confirmation.
import {
  type CancellationRefundMethod,
  type CurrencyCode,
  cancellationMoneySummary,
  formatMinor,
} from '@caravan/domain';

export function RefundFigures({
  paidAmount,
  dueAmount,
  currency,
  method,
  methodChosen,
}: {
  paidAmount: number;
  dueAmount: number;
  currency: CurrencyCode;
  /** The refund method the figures are for; none when no method gives anything back. */
  method: CancellationRefundMethod | undefined;
  /** False while the traveler still has to choose among several methods. */
  methodChosen: boolean;
}) {
  const money = (minor: number) => formatMinor(minor, currency);
  if (!methodChosen)
    return (
      <p className="tv-Muted" data-testid="refund-figures">
        Choose how you would like your refund to see what you get back.
      </p>
    );
  const s = cancellationMoneySummary({ paidAmount, dueAmount, method });
  return (
    <section aria-labelledby="refund-figures-title" data-testid="refund-figures">
      <h3 id="refund-figures-title" className="tv-Summary-groupTitle">
        What you get back
      </h3>
      <dl className="tv-Totals">
        <div>
          <dt>Paid so far</dt>
          <dd className="tv-Money">{money(s.paid)}</dd>
        </div>
        <div>
          <dt>Refund to your payment method</dt>
          <dd className="tv-Money">{money(s.refund)}</dd>
        </div>
        <div>
          <dt>Trip credit</dt>
          <dd className="tv-Money">{money(s.tripCredit)}</dd>
        </div>
        <div>
          <dt>Not refunded</dt>
          <dd className="tv-Money">{money(s.kept)}</dd>
        </div>
        {s.balanceNotCharged > 0 ? (
          <div>
            <dt>Balance you will no longer owe</dt>
            <dd className="tv-Money">{money(s.balanceNotCharged)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

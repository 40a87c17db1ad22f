// A lifecycle timeline (MKT-024, MKT-041): each move and money movement of a trip or booking in order, what (in words,
// with its amount), when, by whom and why. The API decides what `by` and `reason` say.
import { currencyCodeSchema, eventWords, formatMinor } from '@caravan/domain';
import type { TimelineEntry } from '../api/index.js';

const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A status as people read it: 'pending-cancellation' is "pending cancellation". */
const words = (status: string) => status.replaceAll('-', ' ');

/** What happened, in words: 'booking.refund' is "Refund", 'trip.approvePricing' is "Approve pricing". */
const what = (e: TimelineEntry) => {
  const w = eventWords(e.event);
  return `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
};

export function LifecycleTimeline({
  entries,
  label,
  audience,
  formatAt = (iso) => localDateTime.format(new Date(iso)),
}: {
  entries: readonly TimelineEntry[];
  label: string;
  audience: 'admin' | 'owner';
  formatAt?: (iso: string) => string;
}) {
  if (entries.length === 0) return <p className="pt-Empty">No changes recorded yet.</p>;
  return (
    <ol className="pt-Timeline" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <strong>
            {[
              e.orderId && audience === 'admin' ? e.orderId : null,
              what(e),
              e.amount !== null && e.currency ? formatMinor(e.amount, currencyCodeSchema.parse(e.currency)) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </strong>{' '}
          <span className="pt-Muted">
            {[
              e.from === e.to ? words(e.to) : `${words(e.from)} → ${words(e.to)}`,
              formatAt(e.at),
              e.by ?? 'Caravan (scheduled)',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {e.reason ? <span className="pt-Timeline-reason"> — {e.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}

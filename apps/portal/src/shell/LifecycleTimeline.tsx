// A lifecycle timeline (MKT-024): each move of a trip or booking in order, when, by whom and why. Admins read the
// machine's event names; hosts and travelers read the statuses in words. The API decides what `by` and `reason` say.
import type { TimelineEntry } from '../api/index.js';

const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A status as people read it: 'pending-cancellation' is "pending cancellation". */
const words = (status: string) => status.replaceAll('-', ' ');

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
  // Admins read the machine's own state names; hosts and travelers read them in words.
  const state = audience === 'admin' ? (status: string) => status : words;
  return (
    <ol className="pt-Timeline" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <strong>{e.from === e.to ? state(e.to) : `${state(e.from)} → ${state(e.to)}`}</strong>{' '}
          <span className="pt-Muted">
            {[audience === 'admin' ? e.event : null, formatAt(e.at), e.by ?? 'Caravan (scheduled)']
              .filter(Boolean)
              .join(' · ')}
          </span>
          {e.reason ? <span className="pt-Timeline-reason"> — {e.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}

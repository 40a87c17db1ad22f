// A lifecycle timeline (MKT-024): each move of the object in order, with when and by whom.
import type { AdminTripOverview } from '../../api/index.js';
import { utcDateTime } from '../admin-load.js';

type Entry = AdminTripOverview['timeline'][number];

export function Timeline({ entries, label }: { entries: Entry[]; label: string }) {
  if (entries.length === 0) return <p className="pt-Empty">No moves recorded yet.</p>;
  return (
    <ol className="pt-Timeline" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <strong>
            {e.from} → {e.to}
          </strong>{' '}
          <span className="pt-Muted">
            {e.event} · {utcDateTime(e.at)} · {e.by ?? 'Caravan (scheduled)'}
          </span>
        </li>
      ))}
    </ol>
  );
}

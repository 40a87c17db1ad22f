// The host level card (LVL-007, LVL-008): levels 0 to 3 with names and icons, the host's own marked, and Learn.
import { Link } from '@caravan/ui';
import { HOST_LEVELS_LEARN_URL, hostLevelRows } from './host-level-card.js';
import { HostLevelIcon } from './HostLevelIcon.js';

export function HostLevelCard({ level }: { level: number }) {
  const rows = hostLevelRows(level);
  return (
    <section className="hs-LevelCard" aria-labelledby="hs-level-title">
      <h2 id="hs-level-title" className="hs-LevelCard-title">
        Host level
      </h2>
      <ol className="hs-LevelCard-levels">
        {rows.map((row) => (
          <li
            key={row.level}
            className="hs-LevelCard-level"
            data-state={row.state}
            {...(row.state === 'current' ? { 'aria-current': 'step' as const } : {})}
          >
            <span className="hs-LevelCard-icon" aria-hidden="true">
              <HostLevelIcon name={row.icon} />
            </span>
            <span>
              Level {row.name}
              {row.state === 'current' ? <span className="hs-LevelCard-you"> (your level)</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {/* LVL-008: an external page, in a new tab so the host keeps their place. */}
      <Link href={HOST_LEVELS_LEARN_URL} target="_blank" rel="noopener noreferrer" variant="button">
        Learn
      </Link>
    </section>
  );
}

// The audience tab bar, always shown (AUD-003): Survey and Audience Data, the current one marked.
import { AUDIENCE_TABS } from '@caravan/domain';
import { Link } from 'wouter';

export function AudienceTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Audience" className="au-Tabs">
      {AUDIENCE_TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className="au-Tab"
          aria-current={tab.href === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

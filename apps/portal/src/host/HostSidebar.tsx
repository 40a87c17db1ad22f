// The host sidebar (§2.3): the action button by host state (LVL-009..011), Share Profile (PLT-046) and the level card.
import { Link, Spinner } from '@caravan/ui';
import { HostLevelCard } from './HostLevelCard.js';
import { shareOptionsFor, sidebarActionFor } from './host-state.js';
import { ShareProfileButton } from './ShareModal.js';
import { useHostState } from './useHost.js';

export function HostSidebar() {
  const { state, loading } = useHostState();
  if (loading) return <Spinner size="sm" label="Loading your host level" />;
  if (!state) return null;
  const action = sidebarActionFor(state);
  return (
    <aside className="hs-Sidebar" aria-label="Host">
      <Link href={action.href} variant="button" className="hs-Sidebar-action">
        {action.label}
      </Link>
      <ShareProfileButton options={shareOptionsFor(state)} />
      <HostLevelCard level={state.level} />
    </aside>
  );
}

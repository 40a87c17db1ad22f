// The global navigation's host-only parts (PLT-032, PLT-033): Share Profile with its modal, and the help icon.
import { Link } from '@caravan/ui';
import { shareOptionsFor } from '../host-state.js';
import { ShareProfileButton } from '../ShareModal.js';
import { useHostState } from '../useHost.js';
import { HOST_HELP_URL } from './features.js';

/**
 * DECIDE: on a small screen the header keeps only the help icon beside the avatar, because a phone's header has no room
 * for a second button; Share Profile stands in the host sidebar there, which phones show.
 */
export function HostHeaderActions({ large }: { large: boolean }) {
  const { state } = useHostState();
  return (
    <div className="pt-HostActions" data-host-actions="">
      {state && large ? <ShareProfileButton options={shareOptionsFor(state)} /> : null}
      <Link href={HOST_HELP_URL} target="_blank" rel="noreferrer" aria-label="Help" className="pt-HelpIcon">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
        </svg>
      </Link>
    </div>
  );
}

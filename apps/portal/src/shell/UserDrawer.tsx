// The header's avatar and the drawer it toggles (PLT-034..045): the account links by group and flag, and for a host
// the profile-completion badge on the avatar when its feature flag is on.
import { shellDrawerLinks, type UserGroup } from '@caravan/domain';
import { Button, Link } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hostApi, hostKeys } from '../host/host.api.js';
import { hostStateOf } from '../host/host-state.js';
import { avatarBadgeFor, HOST_SHELL_FEATURES } from '../host/shell/features.js';

/** What the badge says to a screen reader, by variant. */
export const AVATAR_BADGE_LABELS = {
  warning: 'Your public profile is incomplete',
  error: 'Your public profile is required',
} as const;

export function UserDrawer({ group, initials, name }: { group: UserGroup; initials: string; name: string }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const toggleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Only a host has a host record; the shell shares the area's query, so this costs no extra call on host pages.
  const host = useQuery({
    queryKey: hostKeys.me(),
    queryFn: ({ signal }) => hostApi.me(signal),
    enabled: group === 'host',
  });
  const badge =
    group === 'host' && host.isSuccess
      ? avatarBadgeFor(group, host.data ?? null, hostStateOf(host.data).qualified)
      : null;
  const links = shellDrawerLinks(group, { publicProfile: HOST_SHELL_FEATURES.publicProfile });

  useEffect(() => {
    void location;
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the drawer and gives the focus back to the avatar.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, toggleId]);

  return (
    <div className="pt-UserDrawer" ref={rootRef}>
      <Button
        id={toggleId}
        variant="quiet"
        size="sm"
        className="pt-UserDrawer-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={badge ? `Account menu, ${AVATAR_BADGE_LABELS[badge]}` : 'Account menu'}
        onPress={() => setOpen((o) => !o)}
      >
        <span className="pt-Avatar" aria-hidden="true">
          {initials}
        </span>
        {badge ? <span className="pt-Avatar-badge" data-variant={badge} aria-hidden="true" /> : null}
      </Button>
      {open ? (
        <nav id={drawerId} aria-label="Account" className="pt-UserDrawer-panel">
          <p className="pt-UserDrawer-name">{name}</p>
          <ul>
            {links.map((link) => (
              <li key={link.key} data-link={link.key}>
                <Link href={link.href} variant="standalone">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

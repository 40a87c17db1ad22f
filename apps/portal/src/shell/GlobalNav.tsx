// The header's global navigation: the product links inline on a large screen, behind a Menu button on a small one (PLT-031).
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ShellProductLink } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useLocation } from 'wouter';
import { ProductLink } from './ProductLink.js';

export interface GlobalNavProps {
  links: ShellProductLink[];
  current: ShellProductLink | null;
  large: boolean;
}

/** The "Main" navigation landmark; on a small screen a disclosure menu that closes on navigation, Escape or a click outside. */
export function GlobalNav({ links, current, large }: GlobalNavProps) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleId = useId();

  // A new page, or growing into a large screen, closes the menu.
  useEffect(() => {
    void location;
    void large;
    setOpen(false);
  }, [location, large]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    }
  };

  const listShown = large || open;
  return (
    <nav aria-label="Main" className="pt-Nav" ref={navRef} onKeyDown={onKeyDown}>
      {large ? null : (
        <Button
          id={toggleId}
          variant="quiet"
          size="sm"
          className="pt-Nav-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onPress={() => setOpen((o) => !o)}
        >
          <svg className="pt-Nav-toggleIcon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          Menu
        </Button>
      )}
      {listShown ? (
        <ul id={listId} className="pt-Nav-list">
          {links.map((link) => (
            <li key={link.key}>
              <ProductLink link={link} current={current} pathname={location} className="pt-Nav-link" />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

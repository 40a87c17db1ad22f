// One product link of the shell's navigation, marked current for the page (aria-current) or its section.
import type { ReactNode } from 'react';
import type { ShellProductLink } from '@caravan/domain';
import { Link } from '@caravan/ui';

/** `page` when the path is the link's own page, `true` when it is under the link's section, else not current. */
export function productLinkCurrent(link: ShellProductLink, current: ShellProductLink | null, pathname: string) {
  if (current?.key !== link.key) return undefined;
  return pathname.replace(/\/+$/, '') === link.href ? ('page' as const) : ('true' as const);
}

/** A router link to a product area. */
export function ProductLink({
  link,
  current,
  pathname,
  className,
  children,
}: {
  link: ShellProductLink;
  current: ShellProductLink | null;
  pathname: string;
  className: string;
  children?: ReactNode;
}) {
  const ariaCurrent = productLinkCurrent(link, current, pathname);
  return (
    <Link
      href={link.href}
      variant="standalone"
      className={className}
      {...(ariaCurrent ? { 'aria-current': ariaCurrent } : {})}
    >
      {children ?? link.label}
    </Link>
  );
}

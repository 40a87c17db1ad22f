// A link out of Caravan (TRV-031, TRV-032): opens in a new tab without handing the opener over, and says so.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@caravan/ui';

/** An external link that opens in a new tab with rel="noopener noreferrer". */
export function ExternalLink({
  href,
  children,
  variant = 'inline',
}: {
  href: string;
  children: ReactNode;
  variant?: LinkProps['variant'];
}) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant={variant}>
      {children}
      <span className="pt-visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}

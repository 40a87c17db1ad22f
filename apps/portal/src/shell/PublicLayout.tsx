// The layout for public pages (error, not found, a trip page): brand header and a centred main column (wide on request).
import type { ReactNode } from 'react';
import { Brand } from './Brand.js';

/** Frame for pages shown without a session. */
export function PublicLayout({
  children,
  wide = false,
  footer,
}: {
  children: ReactNode;
  wide?: boolean;
  /** The public site's footer, on a page a visitor browses (a trip page). */
  footer?: ReactNode;
}) {
  return (
    <div className="pt-App">
      <header className="pt-Header">
        <div className="pt-Header-inner">
          <Brand />
        </div>
      </header>
      <main className={wide ? 'pt-Main' : 'pt-Main pt-Main--narrow'}>{children}</main>
      {footer}
    </div>
  );
}

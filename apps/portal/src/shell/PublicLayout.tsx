// The layout for public pages (error, not found): brand header and a centred main column.
import type { ReactNode } from 'react';
import { Brand } from './Brand.js';

/** Frame for pages shown without a session. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pt-App">
      <header className="pt-Header">
        <div className="pt-Header-inner">
          <Brand />
        </div>
      </header>
      <main className="pt-Main pt-Main--narrow">{children}</main>
    </div>
  );
}

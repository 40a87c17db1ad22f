// The frame of the sign-in and account pages: brand header, one card with the page's h1, the Caravan aside.
import { type ReactNode, useEffect } from 'react';
import { AUTH_ASIDE_COPY } from '@caravan/domain';
import { Heading } from '@caravan/ui';
import { Brand } from '../shell/Brand.js';
import './auth.css';

export interface AuthLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The line under the title. */
  lede?: ReactNode;
  /** The document title while the page is shown (the shell's route titles do not name these pages). */
  documentTitle?: string;
  /** The public site's footer, on the sign-in page a visitor reaches from the site. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A public account page in the login page's visual language. */
export function AuthLayout({ title, lede, documentTitle, footer, children }: AuthLayoutProps) {
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="pt-Login">
      <header className="pt-Login-header">
        <Brand />
      </header>
      <main className="pt-Login-main">
        <section className="pt-Login-card" aria-labelledby="auth-title">
          <Heading level={1} id="auth-title">
            {title}
          </Heading>
          {lede ? <p className="pt-Login-lede">{lede}</p> : null}
          {children}
        </section>
        <aside className="pt-Login-aside" aria-label={AUTH_ASIDE_COPY.label}>
          <p className="pt-Login-quote">{AUTH_ASIDE_COPY.quote}</p>
          <p className="pt-Login-tagline">{AUTH_ASIDE_COPY.tagline}</p>
        </aside>
      </main>
      {footer}
    </div>
  );
}

/** The row of secondary links under a form (back to sign in, forgot password). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="pt-Auth-links">{children}</div>;
}

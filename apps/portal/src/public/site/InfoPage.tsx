// The frame of a public information page: the marketplace header and footer, the page's h1 and lead, a readable column.
import type { SitePage } from '@caravan/domain';
import { type ReactNode, useEffect } from 'react';
import { MarketplaceLayout } from '../search/PublicHeader.js';
import './site.css';

export function InfoPage({ page, lede, children }: { page: SitePage; lede: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${page.title} · Caravan`;
  }, [page.title]);
  return (
    <MarketplaceLayout>
      <article className="st-Page" aria-labelledby="site-page-title">
        <h1 id="site-page-title">{page.title}</h1>
        <p className="st-Lede">{lede}</p>
        {children}
      </article>
    </MarketplaceLayout>
  );
}

/** A titled section of an information page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="st-Section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Numbered steps as cards, a row on a desktop. */
export function InfoSteps({ label, steps }: { label: string; steps: readonly { title: string; text: ReactNode }[] }) {
  return (
    <ol className="st-Steps" aria-label={label}>
      {steps.map((step) => (
        <li key={step.title}>
          <h2 className="st-Step-title">{step.title}</h2>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

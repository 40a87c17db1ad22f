// The route of the public site's information pages: one chunk for all of them, a page picked by its path; any other
// one-segment path is the not-found page.
import { SITE_PAGES, type SitePageKey } from '@caravan/domain';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../../shell/NotFoundPage.js';
import { BecomeHostPage } from './BecomeHostPage.js';
import { AboutPage, ContactPage, TrustPage } from './CompanyPages.js';
import { CancellationPolicyPage, PrivacyPage, TermsPage } from './PolicyPages.js';
import { HelpPage, HowItWorksPage, PaymentsPage } from './TravelerPages.js';

const PAGES: Record<SitePageKey, ComponentType> = {
  howItWorks: HowItWorksPage,
  payments: PaymentsPage,
  help: HelpPage,
  becomeHost: BecomeHostPage,
  about: AboutPage,
  trust: TrustPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cancellation: CancellationPolicyPage,
};

export function SitePage({ path }: { path: string }) {
  const key = (Object.keys(SITE_PAGES) as SitePageKey[]).find((k) => SITE_PAGES[k].path === path);
  const Page = key ? PAGES[key] : NotFoundPage;
  return <Page />;
}

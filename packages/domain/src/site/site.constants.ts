// Named values of the public site's information pages (the footer on every public page): their paths, titles and
// the footer's groups, so the footer, the routes and the tests name one list.

/** One information page of the public site. */
export interface SitePage {
  path: string;
  /** The page's heading and the footer link's words. */
  title: string;
}

/** The public site's information pages, by path. */
export const SITE_PAGES = {
  howItWorks: { path: '/how-it-works', title: 'How it works' },
  payments: { path: '/payments', title: 'Deposits and payments' },
  help: { path: '/help', title: 'Help and FAQ' },
  becomeHost: { path: '/become-a-host', title: 'Become a host' },
  about: { path: '/about', title: 'About Caravan' },
  trust: { path: '/trust-and-safety', title: 'Trust and safety' },
  contact: { path: '/contact', title: 'Contact us' },
  terms: { path: '/terms', title: 'Terms of service' },
  privacy: { path: '/privacy', title: 'Privacy policy' },
  cancellation: { path: '/cancellation-policy', title: 'Cancellation policy' },
} as const satisfies Record<string, SitePage>;
export type SitePageKey = keyof typeof SITE_PAGES;

/** The footer's columns: who each group of pages is for. */
export const SITE_FOOTER_GROUPS: readonly { title: string; pages: readonly SitePageKey[] }[] = [
  { title: 'Travelers', pages: ['howItWorks', 'payments', 'help', 'cancellation'] },
  { title: 'Hosts', pages: ['becomeHost'] },
  { title: 'Caravan', pages: ['about', 'trust', 'contact', 'terms', 'privacy'] },
];

/** DECIDE: the home lists at most 6 destinations and 6 departure months: one row each on a desktop. */
export const HOME_DESTINATIONS_MAX = 6;
export const HOME_MONTHS_MAX = 6;

/** DECIDE: the home's trip lengths: a week or less, and longer; the split most travelers plan their leave by. */
export const HOME_LENGTHS: readonly { label: string; lengthMin?: number; lengthMax?: number }[] = [
  { label: 'A week or less', lengthMax: 7 },
  { label: 'More than a week', lengthMin: 8 },
];

/** DECIDE: the privacy contact; the demo mail domain, as the traveler support address. */
export const PRIVACY_EMAIL = 'privacy@caravan.test';
/** DECIDE: the hosts team's address for questions before applying; the demo mail domain. */
export const HOSTS_EMAIL = 'hosts@caravan.test';
/** DECIDE: how soon support answers an email, said on the contact page: one business day, a usual promise. */
export const SUPPORT_REPLY_BUSINESS_DAYS = 1;

// The public site's frame and information pages: the footer on every public page, its links, each page's heading,
// the home's destination and month links, and the search panel's date range (MKT-027).
import type { Locator, Page } from '@playwright/test';

/** The footer's pages, as their links and headings read. */
export const FOOTER_PAGES = [
  { title: 'How it works', path: '/how-it-works' },
  { title: 'Deposits and payments', path: '/payments' },
  { title: 'Help and FAQ', path: '/help' },
  { title: 'Cancellation policy', path: '/cancellation-policy' },
  { title: 'Become a host', path: '/become-a-host' },
  { title: 'About Caravan', path: '/about' },
  { title: 'Trust and safety', path: '/trust-and-safety' },
  { title: 'Contact us', path: '/contact' },
  { title: 'Terms of service', path: '/terms' },
  { title: 'Privacy policy', path: '/privacy' },
] as const;

export class SitePages {
  constructor(readonly page: Page) {}

  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  footerLink(title: string): Locator {
    return this.footer().getByRole('link', { name: title, exact: true });
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  /** The home's ways to browse: 'Destinations', 'Departing in' (months) and 'Trip length'. */
  browseSection(section: 'Destinations' | 'Departing in' | 'Trip length'): Locator {
    return this.page.getByRole('region', { name: section });
  }

  browseLink(section: 'Destinations' | 'Departing in' | 'Trip length', name: string): Locator {
    return this.page.getByRole('region', { name: section }).getByRole('link', { name, exact: true });
  }

  searchForm(): Locator {
    return this.page.getByRole('form', { name: 'Search trips' });
  }

  dateField(name: 'From' | 'To'): Locator {
    return this.searchForm().getByLabel(name, { exact: true });
  }

  async search(): Promise<void> {
    await this.searchForm().getByRole('button', { name: 'Search', exact: true }).click();
  }

  resultCards(): Locator {
    return this.page.getByRole('list', { name: 'Trips', exact: true }).getByRole('listitem');
  }
}

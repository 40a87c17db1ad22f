// The marketplace's public pages (MKT-026..028): the home at '/', its hero search and featured cards, and the trip
// search at /trips with its filter panel, result cards, empty state and the note an unreadable link shows.
import type { Locator, Page } from '@playwright/test';

export class PublicSearchPage {
  constructor(readonly page: Page) {}

  async openHome(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/`);
    await this.homeHeading().waitFor();
  }

  async openSearch(baseUrl: string, query = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/trips${query ? `?${query}` : ''}`);
    await this.searchHeading().waitFor();
  }

  homeHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Travel in good company' });
  }

  searchHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Browse trips' });
  }

  /** The header's links: 'Browse trips' and 'Sign in'. */
  headerLink(name: 'Browse trips' | 'Sign in'): Locator {
    return this.page.getByRole('banner').getByRole('link', { name, exact: true });
  }

  featured(): Locator {
    return this.page.getByRole('list', { name: 'Featured trips' }).getByRole('listitem');
  }

  /** The cards of the search's results. */
  results(): Locator {
    return this.page.getByRole('list', { name: 'Trips', exact: true }).getByRole('listitem');
  }

  card(name: string, within: Locator = this.results()): Locator {
    return within.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  emptyState(): Locator {
    return this.page.getByText('No trips match your search.');
  }

  invalidLinkNote(): Locator {
    return this.page.getByRole('alert').filter({ hasText: "We couldn't read the search in this link" });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Search trips' });
  }

  /** Picks a month in a form's Month select ('Any month', 'May 2027'…). */
  async pickMonth(month: string): Promise<void> {
    await this.month().selectOption({ label: month });
  }

  /** The form's month picker (a native select). */
  month(): Locator {
    return this.form().getByRole('combobox', { name: 'Month' });
  }

  /** The hero's search: a month, then 'Search trips' (which opens /trips). */
  async searchFromHome(month: string): Promise<void> {
    await this.pickMonth(month);
    await this.form().getByRole('button', { name: 'Search trips' }).click();
  }

  maxPrice(): Locator {
    return this.form().getByRole('textbox', { name: 'Max price' });
  }

  minPrice(): Locator {
    return this.form().getByRole('textbox', { name: 'Min price' });
  }

  /** The panel's 'Only trips with spots left' switch. */
  spotsSwitch(): Locator {
    return this.form().getByRole('switch', { name: 'Only trips with spots left' });
  }

  /** Sets the filter panel's fields given (others stay) and presses Search. */
  async filter(options: { month?: string; maxPrice?: string }): Promise<void> {
    if (options.month) await this.pickMonth(options.month);
    if (options.maxPrice !== undefined) await this.maxPrice().fill(options.maxPrice);
    await this.form().getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The names on the result cards, in order. */
  async resultNames(): Promise<string[]> {
    return this.results().getByRole('heading').allTextContents();
  }
}

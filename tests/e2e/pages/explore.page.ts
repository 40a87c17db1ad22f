// The traveler's Explore page (/app/traveler/explore): opened from the product navigation, searched by destination and
// month, its trip cards and their links to the public trip pages.
import type { Locator, Page } from '@playwright/test';

export class ExplorePage {
  constructor(readonly page: Page) {}

  /** Clicks 'Explore' in the product navigation: the header's on a desktop, the bottom tab bar on a phone. */
  async openFromNavigation(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: /^(Main|Product tabs)$/ })
      .getByRole('link', { name: 'Explore', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await this.page.waitForURL((u) => u.pathname === '/app/traveler/explore');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Explore' });
  }

  /** The eight category cards (TRV-063). */
  categories(): Locator {
    return this.page.getByRole('navigation', { name: 'Trip categories' }).getByRole('link');
  }

  trips(): Locator {
    return this.page.getByRole('list', { name: 'Trips' }).getByRole('listitem');
  }

  card(name: string): Locator {
    return this.trips().filter({ has: this.page.getByRole('link', { name }) });
  }

  emptyState(): Locator {
    return this.page.getByText('No trips match your search.');
  }

  /** Types a destination, picks a month ('Any month' or e.g. 'May 2027') and submits. */
  async search(destination: string, month?: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Destination' }).fill(destination);
    // The month picker is a native select (the public search's panel, shared with /trips).
    if (month) await this.page.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }
}

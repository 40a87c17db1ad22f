// The host's itinerary catalogue, description and 'Reserve This Trip' pages (/app/host/itineraries/…).
import type { Locator, Page } from '@playwright/test';

export class HostCataloguePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  catalogue(): Locator {
    return this.page.getByRole('list', { name: 'Itinerary catalogue' });
  }

  card(name: string): Locator {
    return this.catalogue()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name }) });
  }

  recommendations(): Locator {
    return this.page.getByRole('region', { name: 'Recommended itineraries' });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Reserve This Trip' });
  }

  section(name: string): Locator {
    return this.form().getByRole('region', { name });
  }

  sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'Trip summary' });
  }

  confirmDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Ready to request your trip?' });
  }

  /** Picks an option of a react-aria Select by its label. */
  async choose(label: string, option: string, within: Locator = this.form()): Promise<void> {
    await within.getByRole('button', { name: new RegExp(label) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}

// A trip in the traveler app (/app/traveler/trips/{id}/…): the trip switcher, the header and the tab bar.
import type { Page } from '@playwright/test';

export class TravelerTripPage {
  constructor(readonly page: Page) {}

  switcher() {
    return this.page.getByRole('navigation', { name: 'Your trips' });
  }

  heading(tripName: string) {
    return this.page.getByRole('heading', { level: 1, name: tripName });
  }

  /** From anywhere in the traveler app, opens the trip named `tripName` with the switcher and waits for its header. */
  async open(tripName: string): Promise<void> {
    await this.page.waitForURL((u) => u.pathname.startsWith('/app/traveler/trips/'));
    await this.switcher()
      .getByRole('link', { name: new RegExp(tripName) })
      .click();
    await this.heading(tripName).waitFor();
  }

  /** Opens one of the trip's tabs by its name. */
  async tab(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
  }
}

// The host's My Trips (/app/host/trips, MKT-036): its status tabs and one card per trip.
import type { Page } from '@playwright/test';

export class HostMyTripsPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, tab?: string): Promise<void> {
    await this.page.goto(`${baseUrl}/app/host/trips${tab ? `?tab=${tab}` : ''}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  tabs() {
    return this.page.getByRole('navigation', { name: 'Trip status' });
  }

  /** The status tab whose label starts with `label` (its count follows in brackets). */
  tab(label: string) {
    return this.tabs().getByRole('link', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** The list of the current tab's trips. */
  list() {
    return this.page.getByRole('list', { name: / trips$/ });
  }

  /** A trip's card, by its name. */
  trip(name: string) {
    return this.list()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}

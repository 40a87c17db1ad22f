// The host's trip workspace (/app/host/trips/{id}/…): its tabs, status panel, trip details and itinerary items.
import type { Locator, Page } from '@playwright/test';

export class HostWorkspacePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Trip' });
  }

  statusPanel(): Locator {
    return this.page.getByRole('region', { name: 'Trip page status' });
  }

  details(): Locator {
    return this.page.getByRole('region', { name: 'Trip details' });
  }

  agreement(): Locator {
    return this.page.getByRole('region', { name: 'Services Agreement' });
  }

  /** Ticks the services agreement's checkbox and continues (WSP-019). */
  async acceptAgreement(): Promise<void> {
    await this.agreement().getByRole('checkbox', { name: 'I have read and accept the services agreement' }).check();
    await this.agreement().getByRole('button', { name: 'Continue' }).click();
  }

  gatherings(): Locator {
    return this.page.getByRole('region', { name: 'Informal gatherings' });
  }

  day(n: number): Locator {
    return this.gatherings().getByRole('region', { name: `Day ${n}` });
  }

  /** 'Add Gathering' on day n, then the new gathering's form filled and saved. */
  async addGathering(n: number, name: string, description: string): Promise<void> {
    await this.gatherings()
      .getByRole('button', { name: `Add Gathering on Day ${n}` })
      .click();
    await this.day(n).getByLabel('Name of the gathering').fill(name);
    await this.day(n).getByLabel('Description of the gathering').fill(description);
    await this.day(n).getByRole('button', { name: 'Save gathering' }).click();
  }
}

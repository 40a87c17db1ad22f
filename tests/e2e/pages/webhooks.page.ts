// The Webhooks page (MKT-053): register an endpoint, read its secret once, and read the delivery log.
import { expect, type Locator, type Page } from '@playwright/test';
import { STEP_TIMEOUT } from '../support/fixtures.js';

export class WebhooksPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, path = '/app/operator/webhooks'): Promise<void> {
    await this.page.goto(`${baseUrl}${path}`);
    await expect(this.page.getByRole('heading', { name: 'Webhooks' })).toBeVisible({ timeout: STEP_TIMEOUT });
  }

  /** Registers `url` for the events named (by their labels) and answers the secret shown once. */
  async register(url: string, events: string[]): Promise<string> {
    await this.page.getByRole('textbox', { name: 'Endpoint address' }).fill(url);
    for (const label of events) await this.page.getByRole('checkbox', { name: label }).check();
    await this.page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = this.page.getByRole('textbox', { name: 'Signing secret' });
    await expect(secret).toHaveValue(/^whsec_[0-9a-f]{64}$/, { timeout: STEP_TIMEOUT });
    return secret.inputValue();
  }

  endpoints(): Locator {
    return this.page.getByRole('list', { name: 'Endpoints' });
  }

  deliveries(): Locator {
    return this.page.getByRole('list', { name: 'Deliveries' });
  }

  /** Waits (refreshing the log) until a delivery of `event` shows `status`. */
  async expectDelivery(event: string, status: string): Promise<Locator> {
    const row = this.deliveries().getByRole('listitem').filter({ hasText: event }).filter({ hasText: status }).first();
    await expect(async () => {
      await this.page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    return row;
  }
}

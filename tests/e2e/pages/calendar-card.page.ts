// The Calendar card of the account area (MKT-050): make, read and reset the feed's address.
import { expect, type Locator, type Page } from '@playwright/test';
import { STEP_TIMEOUT } from '../support/fixtures.js';

export class CalendarCardPage {
  readonly card: Locator;
  constructor(readonly page: Page) {
    this.card = page
      .locator('section, article, div')
      .filter({ has: page.getByRole('heading', { name: 'Calendar' }) })
      .last();
  }

  /** Makes the first link and answers its URL as the read-only field shows it. */
  async getLink(): Promise<string> {
    await this.card.getByRole('button', { name: 'Get calendar link' }).click();
    return this.url();
  }

  async url(): Promise<string> {
    const field = this.card.getByRole('textbox', { name: 'Calendar address' });
    await expect(field).toHaveValue(/\/api\/calendar\/.+\.ics$/, { timeout: STEP_TIMEOUT });
    await expect(field).toHaveAttribute('readonly', '');
    return field.inputValue();
  }

  /** Presses Copy: the button says Copied, or (clipboard refused) the card says how to copy by hand. */
  async copy(): Promise<void> {
    await this.card.getByRole('button', { name: 'Copy' }).click();
    await expect(
      this.card.getByRole('button', { name: 'Copied' }).or(this.card.getByText('select the address and copy it')),
    ).toBeVisible();
  }

  /** Resets through the confirm dialog, which says the old link stops working, and answers the new URL. */
  async reset(): Promise<string> {
    const old = await this.url();
    await this.card.getByRole('button', { name: 'Reset link' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    await expect(dialog).toContainText('The old link stops working');
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card.getByRole('textbox', { name: 'Calendar address' })).not.toHaveValue(old);
    return this.url();
  }
}

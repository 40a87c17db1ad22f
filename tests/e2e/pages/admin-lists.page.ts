// The admin's lists (MKT-037, MKT-038): trips (/admin/trips), bookings (/admin/bookings), a booking
// (/admin/bookings/{id}) and the marketing lists (/admin/marketing-lists).
import type { Page } from '@playwright/test';

export class AdminListPage {
  constructor(
    readonly page: Page,
    /** The grid's accessible name: 'Trips', 'Bookings' or 'Marketing lists'. */
    readonly name: string,
  ) {}

  grid() {
    return this.page.getByRole('grid', { name: this.name });
  }

  /** The grid's rows below its header. */
  rows() {
    return this.grid()
      .getByRole('row')
      .filter({ hasNot: this.page.getByRole('columnheader') });
  }

  async search(label: string, term: string): Promise<void> {
    await this.page.getByLabel(label).fill(term);
  }

  /** Chooses `option` in the Status select (react-aria's button and list box). */
  async status(option: string): Promise<void> {
    await this.page.getByRole('button', { name: /Status/ }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async dates(fromLabel: string, from: string, toLabel: string, to: string): Promise<void> {
    await this.page.getByLabel(fromLabel).fill(from);
    await this.page.getByLabel(toLabel).fill(to);
  }

  /** Clicks the CSV link named `name` and returns the saved file's name and text. */
  async downloadCsv(name: string | RegExp): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('link', { name }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

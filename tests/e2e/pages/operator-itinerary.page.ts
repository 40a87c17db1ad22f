// The operator's itinerary builder (/app/operator/itineraries/…): the sidebar groups, the tabs and the review-details form.
import type { Locator, Page } from '@playwright/test';

export class OperatorItineraryPage {
  constructor(readonly page: Page) {}

  sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Itineraries' });
  }

  /** A sidebar group (Not Submitted, Pending Approval, Live) by its heading. */
  group(label: string): Locator {
    return this.sidebar().getByRole('region', { name: label });
  }

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Itinerary steps' });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Review details' });
  }

  /** Picks `option` in the react-aria select labelled `label`. */
  async choose(label: string, option: string): Promise<void> {
    await this.form()
      .getByRole('button', { name: new RegExp(` ${label}$`) })
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillDetails(details: { name: string; country: string; destination: string; summary: string }) {
    await this.form().getByRole('textbox', { name: 'Itinerary name' }).fill(details.name);
    await this.choose('Country', details.country);
    await this.form().getByRole('textbox', { name: 'Destination' }).fill(details.destination);
    await this.summary().fill(details.summary);
  }

  summary(): Locator {
    return this.form().getByRole('textbox', { name: 'Trip summary' });
  }

  photos(): Locator {
    return this.form().getByRole('group', { name: 'Photos' });
  }

  /** Chooses files in the photos field (each a name, MIME type and bytes). */
  async addPhotos(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.photos().getByLabel('Add photos').setInputFiles(files);
  }

  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Save' }).click();
  }
}

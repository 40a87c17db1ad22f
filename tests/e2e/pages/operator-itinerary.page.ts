// The operator's itinerary builder (/app/operator/itineraries/…): the sidebar groups, the tabs and the review-details form.
import { expect, type Locator, type Page } from '@playwright/test';
import { STEP_TIMEOUT } from '../support/fixtures.js';

/** A one-pixel PNG: an itinerary's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

  /** The time zone select's button (its name is the chosen zone, then the label). */
  timeZone(): Locator {
    return this.form().getByRole('button', { name: / Time zone$/ });
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

  /**
   * Creates an itinerary from /new: its details in Norway, a Comfort, half-board standard package and one photo (the
   * hero); saved, it answers the new itinerary's id.
   */
  async create(base: string, details: { name: string; destination: string; summary: string }): Promise<string> {
    await this.page.goto(`${base}/app/operator/itineraries/new/review-details`);
    await expect(this.form()).toBeVisible({ timeout: STEP_TIMEOUT });
    await this.fillDetails({ ...details, country: 'Norway' });
    await this.choose('Standard accommodation level', 'Comfort');
    await this.choose('Standard meal level', 'Half board');
    await this.addPhotos([{ name: 'harbour.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(this.photos().getByRole('img', { name: 'Hero shot' })).toBeVisible({ timeout: STEP_TIMEOUT });
    await this.save();
    await this.page.waitForURL(/\/itineraries\/[0-9a-f-]{36}\/review-details$/, { timeout: STEP_TIMEOUT });
    return /itineraries\/([0-9a-f-]{36})\//.exec(this.page.url())?.[1] as string;
  }

  /** Day `n` of the services tab. */
  day(n: number): Locator {
    return this.page.getByRole('region', { name: `Day ${n}`, exact: true });
  }

  /** Picks a service type on day `n`, adds it, and answers its new-service form. */
  async addService(n: number, type: string): Promise<Locator> {
    await this.day(n)
      .getByRole('button', { name: new RegExp(`Service type for day ${n}$`) })
      .click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await this.day(n).getByRole('button', { name: 'Add service' }).click();
    return this.day(n).getByRole('form', { name: `New ${type.toLowerCase()} service` });
  }

  pricing(): Locator {
    return this.page.getByRole('form', { name: 'Review pricing' });
  }
}

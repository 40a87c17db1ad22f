// A trip's public page (/trips/{slug}) and its booking form: open, read the gallery, schedule and policy, start
// booking, fill travelers and the country, pay, submit, and read the error summary.
import type { Locator, Page } from '@playwright/test';

export interface TravelerDetails {
  firstName: string;
  lastName: string;
  email: string;
  room: 'Shared room' | 'Private room';
}

export class PublicTripPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, slug: string): Promise<void> {
    await this.page.goto(`${baseUrl}/trips/${slug}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The price box: price per traveler, payment schedule, private room, spots left, bookings deadline. */
  priceBox(): Locator {
    return this.page.getByRole('region', { name: 'Price' });
  }

  schedule(): Locator {
    return this.priceBox().getByRole('list', { name: 'Payment schedule per traveler' });
  }

  section(
    name:
      | 'Photos'
      | 'Day by day'
      | 'What is included'
      | 'Your host'
      | 'Cancellation policy'
      | 'Booking terms'
      | 'Questions and answers',
  ): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The photo buttons of the gallery strip. */
  photos(): Locator {
    return this.section('Photos').getByRole('button', { name: /^Open photo/ });
  }

  lightbox(): Locator {
    return this.page.getByRole('dialog', { name: /^Photos of / });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Book this trip' });
  }

  /** 'Book now' or 'Join the waitlist' in the price box. */
  async start(button: 'Book now' | 'Join the waitlist' = 'Book now'): Promise<void> {
    await this.priceBox().getByRole('button', { name: button }).click();
    await this.form().waitFor();
  }

  /** The visible label of a react-aria radio takes the click, as it does for a person. */
  private radio(group: Locator, name: string): Locator {
    return group.getByRole('radio', { name }).locator('xpath=ancestor::label[1]');
  }

  async fillTraveler(index: number, t: TravelerDetails): Promise<void> {
    const form = this.form();
    if (index > 0 && (await form.getByRole('group', { name: `Traveler ${index + 1}` }).count()) === 0)
      await form.getByRole('button', { name: 'Add a traveler' }).click();
    const fieldset = form.getByRole('group', { name: index === 0 ? 'You' : `Traveler ${index + 1}` });
    await fieldset.getByRole('textbox', { name: 'First name' }).fill(t.firstName);
    await fieldset.getByRole('textbox', { name: 'Last name' }).fill(t.lastName);
    await fieldset.getByRole('textbox', { name: 'Email' }).fill(t.email);
    await this.radio(fieldset, t.room).click();
  }

  country(): Locator {
    return this.form().getByRole('combobox', { name: 'Country of residence' });
  }

  /** Picks the country by typing part of its name in the searchable list, then choosing the option. */
  async chooseCountry(typed: string, name: string): Promise<void> {
    // Typed key by key, as a person does: the list filters on each keystroke.
    // Cleared first with fill(''): a select-all key press is not reliable on a phone-sized page (seen: 'United Statesorw').
    await this.country().click();
    await this.country().fill('');
    await this.country().pressSequentially(typed, { delay: 50 });
    await this.page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  }

  async password(value: string): Promise<void> {
    await this.form().getByLabel('Choose a password').fill(value);
  }

  async card(number: string): Promise<void> {
    await this.form().getByRole('textbox', { name: 'Card number' }).fill(number);
  }

  /** How the first payment is made: 'Card', or 'Affirm' where it is offered (PAY-008). */
  async payWith(choice: 'Card' | 'Affirm'): Promise<void> {
    await this.radio(this.form().getByRole('radiogroup', { name: 'Pay with' }), choice).click();
  }

  async acceptTerms(): Promise<void> {
    await this.form()
      .getByRole('checkbox', { name: /I accept the booking terms/ })
      .check();
  }

  submitButton(): Locator {
    return this.form().getByRole('button', { name: /^(Pay .* and book|Join the waitlist|Book)$/ });
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
  }

  /** The summary a refused submit shows (MKT-033). */
  errorSummary(): Locator {
    return this.form()
      .getByRole('alert')
      .filter({ hasText: /need(s)? your attention/ });
  }

  error(): Locator {
    return this.form()
      .getByRole('alert')
      .filter({ hasNotText: /need(s)? your attention/ });
  }
}

// Page object of the host's Pricing tab (/app/host/trips/:id/pricing) and the Bookings tab's earnings parts.
import type { Page } from '@playwright/test';

/** A shown amount ('$1,234.00', '-$10,336.00', '€980.00') as a number; NaN when it holds no figure. */
export function amountOf(text: string): number {
  const negative = /^[\s]*[-−]/.test(text) || /\(.*\)/.test(text);
  const digits = text.replace(/[^0-9.]/g, '');
  return digits === '' ? Number.NaN : (negative ? -1 : 1) * Number(digits);
}

export class HostPricingPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string, tab: 'pricing' | 'bookings' = 'pricing') {
    return this.page.goto(`${base}/app/host/trips/${tripId}/${tab}`);
  }
  /**
   * Opens a trip's workspace the way a host finds it: from the trip list. Until My Trips (/app/host/trips) lists the
   * trips, the list is the host home's trip cards (open the card, then 'Open {name}'); switch this step, not the tests.
   */
  async openTripFromMyTrips(base: string, tripName: string) {
    await this.page.goto(`${base}/app/host/home`);
    await this.page.getByRole('button', { name: tripName, exact: true }).click();
    await this.page.getByRole('link', { name: `Open ${tripName}`, exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: tripName }).waitFor();
  }
  /** How far the Potential Earnings table runs past its card's frame (px); 0 or less when every column shows. */
  tableOverflow(): Promise<number> {
    return this.table().evaluate((table) => {
      const frame = table.parentElement ?? table;
      return frame.scrollWidth - frame.clientWidth;
    });
  }
  /** Every figure of the Potential Earnings table's 'Total earnings' column, as numbers. */
  async totalEarnings(): Promise<number[]> {
    const texts = await this.table()
      .getByRole('row')
      .locator('td:last-child .hp-Total, td:last-child .hp-Negative')
      .allTextContents();
    return texts.map(amountOf);
  }
  /** The Earnings card's figure beside a term ('Earnings to date', 'Potential earnings (full trip)'), as a number. */
  async earningsFigure(term: string): Promise<number> {
    const dd = this.card('Earnings').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    return amountOf(await dd.innerText());
  }
  card(title: 'Pricing' | 'Potential Earnings' | 'Earnings Advance' | 'Documents' | 'Bookings to Date' | 'Earnings') {
    return this.page.getByRole('region', { name: title, exact: true });
  }
  earlyBird() {
    return this.page.getByRole('textbox', { name: 'Early bird price' });
  }
  regular() {
    return this.page.getByRole('textbox', { name: 'Regular price' });
  }
  advance() {
    return this.page.getByRole('textbox', { name: 'Earnings advance' });
  }
  table() {
    return this.page.getByRole('grid', { name: 'Potential Earnings' });
  }
  row(travelers: number) {
    return this.table()
      .getByRole('row')
      .filter({ hasText: `${travelers} travelers` });
  }
  save() {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }
  /** The block under the cards that says why a save was refused. */
  block() {
    return this.page.getByRole('alert').filter({ hasText: 'then save again' });
  }
  updateDialog() {
    return this.page.getByRole('dialog', { name: 'Update Pricing' });
  }
  leaveDialog() {
    return this.page.getByRole('alertdialog', { name: 'Leave without saving?' });
  }
  tab(name: 'Pricing' | 'Itinerary' | 'Bookings') {
    return this.page.getByRole('navigation', { name: 'Trip' }).getByRole('link', { name, exact: true });
  }
}

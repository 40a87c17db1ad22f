// Page object of the host's Pricing tab (/app/host/trips/:id/pricing) and the Bookings tab's earnings parts.
import type { Page } from '@playwright/test';

export class HostPricingPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string, tab: 'pricing' | 'bookings' = 'pricing') {
    return this.page.goto(`${base}/app/host/trips/${tripId}/${tab}`);
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

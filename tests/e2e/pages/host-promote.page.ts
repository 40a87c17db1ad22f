// Page object of the host's Promote tab (/app/host/trips/:id/promote) and its email edit modal.
import type { Page } from '@playwright/test';

export class HostPromotePage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string) {
    return this.page.goto(`${base}/app/host/trips/${tripId}/promote`);
  }
  heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Promote Trip' });
  }
  tripPageCard() {
    return this.page.getByRole('region', { name: 'Trip Page' });
  }
  chart(name: 'Trip page visits by channel' | 'Trip page visits and travelers') {
    return this.page.getByRole('region', { name });
  }
  campaignTable() {
    return this.page.getByRole('table', { name: 'Email Campaign' });
  }
  row(name: string) {
    return this.campaignTable().getByRole('row').filter({ hasText: name });
  }
  editButtons() {
    return this.campaignTable().getByRole('button', { name: /^Edit / });
  }
  modal() {
    return this.page.getByRole('dialog');
  }
  copy() {
    return this.modal().getByRole('textbox', { name: 'Your message' });
  }
  counter() {
    return this.modal().getByText(/characters remaining/);
  }
  preview() {
    return this.modal().frameLocator('iframe[title="Email preview"]');
  }
  button(name: 'Apply Changes' | 'Save' | 'Send test email' | 'Open' | 'Cancel') {
    return this.modal().getByRole('button', { name, exact: true });
  }
}

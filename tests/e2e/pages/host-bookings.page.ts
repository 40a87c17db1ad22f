// Page object of the host's Bookings tab (/app/host/trips/:id/bookings).
import type { Page } from '@playwright/test';

export class HostBookingsPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string) {
    return this.page.goto(`${base}/app/host/trips/${tripId}/bookings`);
  }
  card(label: 'Pending' | 'Waitlisted' | 'Confirmed') {
    return this.page.getByRole('group', { name: label, exact: true });
  }
  travelers() {
    return this.page.getByRole('grid', { name: 'Travelers' });
  }
  waitlisted() {
    return this.page.getByRole('grid', { name: 'Waitlisted' });
  }
  row(name: string) {
    return this.travelers().getByRole('row').filter({ hasText: name });
  }
  select(name: string) {
    return this.page.getByRole('checkbox', { name: `Select ${name}` }).check();
  }
  button(name: 'Confirm Selected' | 'Reject Selected') {
    return this.page.getByRole('button', { name, exact: true });
  }
  dialog() {
    return this.page.getByRole('alertdialog');
  }
  autoConfirm() {
    return this.page.getByRole('switch', { name: /Auto-confirm pending travelers/ });
  }
  companions() {
    return this.page.getByRole('region', { name: 'Companions', exact: true });
  }
  companionField(label: 'First Name' | 'Last Name' | 'Email' | 'Date Of Birth') {
    return this.companions().getByRole('textbox', { name: label });
  }
  submitCompanions() {
    return this.companions().getByRole('button', { name: 'Submit Companions' }).click();
  }
}

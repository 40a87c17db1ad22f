// The admin pages: the user list and a user (/admin, /admin/users/{id}) with impersonation, and a trip (/admin/trips/{id}).
import type { Page } from '@playwright/test';

export class AdminUsersPage {
  constructor(readonly page: Page) {}

  /** On /admin, types `term` into the search and opens the row whose email is `email`. */
  async openUser(term: string, email: string): Promise<void> {
    await this.page.getByLabel('Search users').fill(term);
    await this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: email, exact: true }) })
      .click();
    await this.page.waitForURL((u) => u.pathname.startsWith('/admin/users/'));
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  banner() {
    return this.page.getByRole('region', { name: 'Impersonation' });
  }
}

/** The admin trip page (/admin/trips/{id}): its actions, timeline and tables. */
export class AdminTripPage {
  constructor(readonly page: Page) {}

  action(label: string) {
    return this.page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: label, exact: true });
  }

  timeline() {
    return this.page.getByRole('list', { name: 'Trip timeline' });
  }

  /** The trip's 'Services' card (SVC-035). */
  services() {
    return this.page.getByRole('region', { name: 'Services' });
  }

  /**
   * Opens booking `orderId` in the booking tools of its trip's admin page. Until the admin bookings list lands, the
   * booking is opened from its trip page (`tripId`); the integrator switches this one method to the list.
   */
  async openBooking(baseUrl: string, tripId: string, orderId: string): Promise<void> {
    await this.page.goto(`${baseUrl}/admin/trips/${tripId}`);
    const tools = this.page.getByRole('region', { name: 'Booking tools' });
    await tools.getByRole('button', { name: / Booking$/ }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${orderId} `) }).click();
    await this.bookingCard(orderId).waitFor();
  }

  bookingCard(orderId: string) {
    return this.page.getByRole('region', { name: `Booking ${orderId}` });
  }

  /** A figure of the open booking's card (Total, Paid, Refunded, Due, Credit) as shown. */
  async figure(orderId: string, term: string): Promise<string> {
    const row = this.bookingCard(orderId)
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }) });
    return (await row.locator('dd').textContent()) ?? '';
  }

  /** Applies a booking tool: 'Refund' with an amount, 'Cancel' with a reason option, 'Reinstate' with a status. */
  async applyTool(tool: 'Refund' | 'Cancel' | 'Reinstate', value: string): Promise<void> {
    const tools = this.page.getByRole('region', { name: 'Booking tools' });
    await tools.getByRole('radiogroup', { name: 'Tool' }).getByText(tool, { exact: true }).click();
    if (tool === 'Refund') await tools.getByLabel(/^Amount/).fill(value);
    else {
      await tools.getByRole('button', { name: tool === 'Cancel' ? /Reason code/ : /Reinstate as/ }).click();
      await this.page.getByRole('option', { name: value }).click();
    }
    await tools.getByRole('button', { name: 'Apply' }).click();
  }
}

// Page objects of the notification centre (/app/notifications, with the header's bell) and the host's trip
// Announcements card (on /app/host/trips/:id/bookings) (MKT-051, MKT-052).
import type { Page } from '@playwright/test';

export class NotificationCentrePage {
  constructor(readonly page: Page) {}

  bell() {
    return this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  }
  list() {
    return this.page.getByRole('list', { name: 'Notifications' });
  }
  item(title: string) {
    return this.list().getByRole('listitem').filter({ hasText: title });
  }
  markRead(title: string) {
    return this.item(title)
      .getByRole('button', { name: /^Mark read/ })
      .click();
  }
  markAllRead() {
    return this.page.getByRole('button', { name: 'Mark all read' }).click();
  }
  emailSwitch(label: string) {
    return this.page.getByRole('switch', { name: label });
  }
  /** Flips a kind's e-mail switch by its label, as a user taps it (the input itself is visually hidden). */
  toggleEmail(label: string) {
    return this.page
      .locator('label')
      .filter({ has: this.emailSwitch(label) })
      .click();
  }
}

export class TripAnnouncementsPage {
  constructor(readonly page: Page) {}

  open(base: string, tripId: string) {
    return this.page.goto(`${base}/app/host/trips/${tripId}/bookings`);
  }
  card() {
    return this.page.getByRole('region', { name: 'Announcements', exact: true });
  }
  async post(title: string, body: string) {
    const form = this.page.getByRole('form', { name: 'Post announcement' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Message' }).fill(body);
    await form.getByRole('button', { name: 'Send' }).click();
  }
  sent() {
    return this.page.getByRole('list', { name: 'Sent announcements' });
  }
}

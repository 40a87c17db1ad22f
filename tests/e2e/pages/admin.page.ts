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
}

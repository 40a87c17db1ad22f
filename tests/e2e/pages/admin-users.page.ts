// The admin's user pages (/admin and /admin/users/{id}): search, open a user, impersonate, and the banner's close.
import type { Page } from '@playwright/test';

export class AdminUsersPage {
  constructor(readonly page: Page) {}

  /** On /admin, types `term` into the search and opens the row whose email is `email`. */
  async openUser(term: string, email: string): Promise<void> {
    await this.page.getByLabel('Search users').fill(term);
    await this.page.getByRole('row').filter({ hasText: email }).click();
    await this.page.waitForURL((u) => u.pathname.startsWith('/admin/users/'));
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  banner() {
    return this.page.getByRole('region', { name: 'Impersonation' });
  }
}

// The admin's failed jobs (/admin/failed-jobs, issue 27): the table of jobs that failed after every retry and their
// Retry buttons.
import type { Page } from '@playwright/test';

export class FailedJobsPage {
  constructor(readonly page: Page) {}

  /** Opens the page from the admin's navigation (the admin lands on /admin), as an admin does. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
    await this.page.getByRole('heading', { level: 1, name: 'Failed jobs' }).waitFor();
  }

  grid() {
    return this.page.getByRole('grid', { name: 'Failed jobs' });
  }

  /** The row of the job whose description mentions `text` (an e-mail's subject, its recipient). */
  row(text: string) {
    return this.grid()
      .getByRole('row')
      .filter({ hasNot: this.page.getByRole('columnheader') })
      .filter({ hasText: text });
  }

  async retry(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^Retry/ })
      .click();
  }
}

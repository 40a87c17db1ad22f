// The admin's failed jobs (issue 27 point 4) in Chromium: an e-mail the outbox cannot take (its folder is a file) fails
// after its retries (none here, MAIL_RETRY_LIMIT=0), the admin sees why on /admin/failed-jobs, fixes the cause and
// presses Retry, and the e-mail is delivered once.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_EMAIL_SUBJECTS } from '../../apps/api/src/auth/accounts.constants.js';
import { FailedJobsPage } from './pages/failed-jobs.page.js';
import { expect, test } from './support/fixtures.js';

const WHO = 'host2@caravan.test';
const SUBJECT = ACCOUNT_EMAIL_SUBJECTS.passwordReset;

/** The e-mails to WHO with SUBJECT in the outbox folder. */
function delivered(outbox: string): number {
  try {
    return readdirSync(outbox)
      .filter((n) => n.endsWith('.json'))
      .map((n) => JSON.parse(readFileSync(join(outbox, n), 'utf8')) as { to: string; subject: string })
      .filter((m) => m.to === WHO && m.subject === SUBJECT).length;
  } catch {
    return 0;
  }
}

test('[issue-27] a failed e-mail is listed for the admin with its error, and Retry delivers it once', async ({
  freshCaravan,
  signIn,
}) => {
  const work = mkdtempSync(join(tmpdir(), 'caravan-e2e-failed-jobs-'));
  const outbox = join(work, 'outbox');
  // The outbox folder's path is taken by a file: every send fails until it is removed.
  writeFileSync(outbox, 'not a folder');
  try {
    const server = await freshCaravan({ env: { OUTBOX_DIR: outbox, MAIL_RETRY_LIMIT: '0' } });
    const { page } = await signIn('admin', { server });
    const asked = await page.request.post(`${server.url}/api/authentication/request-new-password`, {
      data: { email: WHO },
      headers: { origin: server.url },
    });
    expect(asked.status()).toBe(200);

    const jobs = new FailedJobsPage(page);
    await jobs.open();
    // The worker tries at once; the list shows the failure once it is recorded.
    await expect
      .poll(
        async () => {
          await page.reload();
          await jobs.grid().waitFor();
          return jobs.row(WHO).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const row = jobs.row(WHO);
    await expect(row).toContainText(SUBJECT);
    await expect(row).toContainText('E-mail');
    await expect(row).toContainText(/EEXIST|ENOTDIR/);
    expect(delivered(outbox)).toBe(0);

    // The cause fixed, one press: the e-mail goes out once and the job leaves the list.
    rmSync(outbox);
    await jobs.retry(WHO);
    await expect(page.getByText('Job queued again')).toBeVisible();
    await expect(jobs.row(WHO)).toHaveCount(0);
    await expect.poll(() => delivered(outbox), { timeout: 20_000 }).toBe(1);
    await expect(page.getByText('No failed jobs')).toBeVisible();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

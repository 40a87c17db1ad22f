// Journey (d), Promote (PRM-001): the host opens the Promote tab of their live trip, sees the Trip Page card and the
// visit charts count a visit the public page recorded from Instagram, edits an email (the counter turns red past the
// limit, the preview changes only after 'Apply Changes'), test-sends it, saves it, and the test message is in the outbox.
import {
  PROMOTE_EMAIL_MAX_CHARACTERS,
  PROMOTE_EMAIL_SAVED_TOAST,
  PROMOTE_EMAIL_SENT_MESSAGE,
  PROMOTE_TEST_EMAIL_TOAST_MS,
} from '@caravan/domain';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostPromotePage } from './pages/host-promote.page.js';
import { DESKTOP, expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = DEMO_TRIP_IDS.live;
const COPY = 'Six spots left for the fjords in June. Come walk with me!';

test.describe.configure({ timeout: 240_000 });

test('[PRM-003] [PRM-004] [PRM-006] [PRM-007] [PRM-011] [PRM-012] [PRM-013] [PRM-014] [PRM-016] [PRM-017] the host edits, previews, test-sends and saves a promote email', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server, viewport: DESKTOP });
  const tab = new HostPromotePage(page);
  await tab.open(server.url, TRIP);
  await expect(tab.heading()).toBeVisible({ timeout: STEP_TIMEOUT });

  // The Trip Page card: screenshot, 'Open Trip Page', beside the status panel.
  await expect(tab.tripPageCard().getByRole('img')).toBeVisible();
  const open = tab.tripPageCard().getByRole('link', { name: 'Open Trip Page' });
  const tripPage = (await open.getAttribute('href')) as string;
  expect(tripPage).toMatch(/^\/trips\//);
  await expect(page.getByRole('region', { name: 'Trip page status' })).toBeVisible();

  // A visit from Instagram, recorded by the public page, shows in the channel chart.
  const channels = tab.chart('Trip page visits by channel').getByRole('list', { name: 'Visits by channel' });
  await expect(channels).toContainText('Instagram: 0', { timeout: STEP_TIMEOUT });
  const recorded = page.waitForResponse((r) => r.url().endsWith('/visits') && r.request().method() === 'POST');
  await page.goto(`${server.url}${tripPage}?utm_source=instagram`);
  expect((await recorded).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: STEP_TIMEOUT });
  await tab.open(server.url, TRIP);
  await expect(channels).toContainText('Instagram: 1', { timeout: STEP_TIMEOUT });
  await expect(tab.chart('Trip page visits and travelers')).toBeVisible();

  // The Email Campaign table and the edit modal.
  await expect(tab.campaignTable()).toBeVisible();
  const edit = tab.editButtons().first();
  const emailName = ((await edit.getAttribute('aria-label')) as string).replace(/^Edit /, '');
  await edit.click();
  await expect(tab.modal()).toBeVisible();
  await expect(tab.button('Save')).toBeDisabled();
  await tab.copy().fill('x'.repeat(PROMOTE_EMAIL_MAX_CHARACTERS + 1));
  await expect(tab.counter()).toHaveText(`-1 of ${PROMOTE_EMAIL_MAX_CHARACTERS} characters remaining`);
  await expect(tab.counter()).toHaveAttribute('data-red', 'true');
  await expect(tab.button('Apply Changes')).toBeDisabled();
  await tab.copy().fill(COPY);
  await expect(tab.counter()).not.toHaveAttribute('data-red', 'true');
  // Typed but not applied: the preview and Save do not change yet.
  await expect(tab.preview().locator('body')).not.toContainText(COPY);
  await expect(tab.button('Save')).toBeDisabled();
  await tab.button('Apply Changes').click();
  await expect(tab.preview().locator('body')).toContainText(COPY, { timeout: STEP_TIMEOUT });
  await expect(tab.button('Open')).toBeEnabled();
  await expect(tab.button('Save')).toBeEnabled();

  // The test send goes to the host; its toast hides after 2 seconds.
  await tab.button('Send test email').click();
  const sent = page.getByText(PROMOTE_EMAIL_SENT_MESSAGE, { exact: true });
  await expect(sent).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(sent).toBeHidden({ timeout: PROMOTE_TEST_EMAIL_TOAST_MS + 1_500 });

  await tab.button('Save').click();
  await expect(page.getByText(PROMOTE_EMAIL_SAVED_TOAST.title)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText(PROMOTE_EMAIL_SAVED_TOAST.description)).toBeVisible();
  await expect(tab.modal()).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await tab
    .row(emailName)
    .getByRole('button', { name: `Edit ${emailName}` })
    .click();
  await expect(tab.copy()).toHaveValue(COPY);
  await tab.button('Cancel').click();

  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; subject: string; text: string }[] } }).data
    .items;
  const test = mails.find((m) => m.to === 'host@caravan.test' && m.subject.startsWith('[Test]'));
  expect(test?.subject).toContain(emailName);
  expect(test?.text).toContain(COPY);
});

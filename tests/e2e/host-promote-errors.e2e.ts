// The Promote tab's failure states (PRM-005, PRM-015, PRM-016): the analytics report and the email save and test
// send answered with server errors (stubbed; nothing is changed) show the spec's copy, and the modal stays open.
import {
  PROMOTE_ANALYTICS_ERROR,
  PROMOTE_EMAIL_NOT_SAVED_TOAST,
  PROMOTE_EMAIL_SEND_ERROR_MESSAGE,
} from '@caravan/domain';
import type { BrowserContext } from '@playwright/test';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostPromotePage } from './pages/host-promote.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

const down = { status: 500, json: { success: false, error: 'Down', code: 'INTERNAL' } };

async function failPromoteCalls(context: BrowserContext) {
  await context.route('**/api/me/host/trips/*/promote/analytics', (route) => route.fulfill(down));
  await context.route('**/api/me/host/trips/*/promote/campaigns/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill(down) : route.fallback(),
  );
  await context.route('**/api/me/host/trips/*/promote/campaigns/*/test-send', (route) => route.fulfill(down));
}

test('[PRM-005] [PRM-015] [PRM-016] a failed analytics report, email save and test send show their messages', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('host', { prepare: failPromoteCalls });
  const tab = new HostPromotePage(page);
  await tab.open(caravan.url, DEMO_TRIP_IDS.live);
  await expect(tab.heading()).toBeVisible({ timeout: STEP_TIMEOUT });
  const failed = page.getByRole('alert').filter({ hasText: PROMOTE_ANALYTICS_ERROR.title });
  await expect(failed).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(failed).toContainText(PROMOTE_ANALYTICS_ERROR.description);
  await expect(failed).toContainText(PROMOTE_ANALYTICS_ERROR.defaultText);

  await tab.editButtons().first().click();
  await tab.copy().fill('A message that will not be saved');
  await tab.button('Apply Changes').click();
  await tab.button('Send test email').click();
  await expect(page.getByText(PROMOTE_EMAIL_SEND_ERROR_MESSAGE)).toBeVisible({ timeout: STEP_TIMEOUT });
  await tab.button('Save').click();
  await expect(page.getByText(PROMOTE_EMAIL_NOT_SAVED_TOAST.title)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText(PROMOTE_EMAIL_NOT_SAVED_TOAST.description)).toBeVisible();
  await expect(tab.modal()).toBeVisible();
});

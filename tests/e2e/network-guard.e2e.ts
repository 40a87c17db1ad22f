// The browser harness itself: outside hosts are stubbed or refused, never reached (the test machine is offline).
import { STUBBED_ORIGINS, stubOutsideSites, takeRefusedRequests } from './support/browser.js';
import { expect, test } from './support/fixtures.js';

test.describe('network guard of the browser harness', () => {
  test('answers a stubbed outside site with the stub page, in a context that asks for the stubs', async ({ page }) => {
    await stubOutsideSites(page.context());
    await page.goto(`${STUBBED_ORIGINS[0]}/terms`);
    await expect(page).toHaveTitle(`Stub of ${STUBBED_ORIGINS[0]}`);
  });

  test('refuses any other host and notes it, so the journey check fails the test that tried', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<img alt="" src="https://tracker.invalid/pixel.png">');
    await expect.poll(() => takeRefusedRequests()).toEqual(['https://tracker.invalid/pixel.png']);
    await context.close();
  });
});

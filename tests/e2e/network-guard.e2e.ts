// The browser harness itself: outside hosts are stubbed or refused, never reached (the test machine is offline).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUBBED_ORIGINS, launchBrowser, takeRefusedRequests } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('network guard of the browser harness', () => {
  it('answers a stubbed outside site with the stub page', async () => {
    const page = await browser.newPage();
    await page.goto(`${STUBBED_ORIGINS[0]}/terms`);
    expect(await page.title()).toBe(`Stub of ${STUBBED_ORIGINS[0]}`);
    await page.close();
  });

  it('refuses any other host and notes it, so the setup hook fails the test that tried', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<img alt="" src="https://tracker.invalid/pixel.png">');
    await expect.poll(() => takeRefusedRequests()).toEqual(['https://tracker.invalid/pixel.png']);
    await context.close();
  });
});

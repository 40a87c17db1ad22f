// The browser harness's calendar: server and browser both run on E2E_TODAY (support/clock.ts), whatever the wall
// clock says, so the journeys over the fixed-date demo data mean the same thing every week.
import { E2E_TODAY } from './support/clock.js';
import { expect, test } from './support/fixtures.js';
import { startCaravan } from './support/server.js';

test('the server and the browser both stand on the tests’ calendar day, and time flows', async ({ browser }) => {
  const server = await startCaravan({}, { testClock: true });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const first = await page.evaluate(() => Date.now());
    expect(new Date(first).toISOString().slice(0, 10)).toBe(E2E_TODAY);
    await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(first);

    const run = await page.request.post(`${server.url}/api/test/clock`, { data: { advanceBy: 0 } });
    const { now } = ((await run.json()) as { data: { now: string } }).data;
    expect(now.slice(0, 10)).toBe(E2E_TODAY);
    await context.close();
  } finally {
    await server.stop();
  }
});

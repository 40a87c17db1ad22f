// The traveler subscribes to their calendar (MKT-050): the account's Calendar card makes the secret address, the feed
// at it lists their trip days and the payment due date, and a reset gives a new address while the old one answers 404.
import { CalendarCardPage } from './pages/calendar-card.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

test.use({ dataset: 'calendar-feed' });

const LIVE_TRIP = 'Machu Picchu with Hana';
/** The seeded booking's payment due date (see manage-booking-payments.e2e.ts). */
const PAYMENT_DUE = '20270209';

/** The feed's lines, unfolded (RFC 5545 §3.1). */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

test('[MKT-050] a traveler reads their calendar address, the feed lists their trip and payment due, and a reset kills the old address', async ({
  caravan,
  signIn,
}) => {
  const { page } = await signIn('traveler');
  await page.goto(`${caravan.url}/app/traveler/account`);
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible({ timeout: STEP_TIMEOUT });
  const card = new CalendarCardPage(page);
  const url = await card.getLink();
  await card.copy();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = linesOf(await feed.text());
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain(`SUMMARY:${LIVE_TRIP}`);
  const due = lines.indexOf(`SUMMARY:Payment due: ${LIVE_TRIP}`);
  expect(due).toBeGreaterThan(0);
  expect(lines.slice(due - 4, due)).toContain(`DTSTART;VALUE=DATE:${PAYMENT_DUE}`);

  await card.card.screenshot({ path: test.info().outputPath('calendar-card-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.card.screenshot({ path: test.info().outputPath('calendar-card-390.png') });

  const fresh = await card.reset();
  expect(fresh).not.toBe(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(fresh)).status()).toBe(200);
});

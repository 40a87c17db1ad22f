// The traveler subscribes to their calendar (MKT-050): the account's Calendar card makes the secret address, the feed
// at it (read with ical.js) lists their trip, its itinerary days and the payment due date, and a reset gives a new
// address while the old one answers 404.
import ICAL from 'ical.js';
import { CalendarCardPage } from './pages/calendar-card.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

test.use({ dataset: 'calendar-feed' });

const LIVE_TRIP = 'Machu Picchu with Hana';
/** The seeded booking's payment due date (see manage-booking-payments.e2e.ts). */
const PAYMENT_DUE = '2027-02-09';

/** The seeded live trip's first day. */
const TRIP_START = '2027-05-10';

/** The feed's events as ical.js (a calendar app's parser) reads them: summary → start date. */
function eventsOf(text: string): Map<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.summary, event.startDate.toString()];
    }),
  );
}

test('[MKT-050] a traveler reads their calendar address, the feed lists their trip, its days and payment due, and a reset kills the old address', async ({
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
  const events = eventsOf(await feed.text());
  expect(events.get(LIVE_TRIP)).toBe(TRIP_START);
  expect(events.get(`Day 1: ${LIVE_TRIP}`)).toBe(TRIP_START);
  expect(events.get(`Payment due: ${LIVE_TRIP}`)).toBe(PAYMENT_DUE);

  await card.card.screenshot({ path: test.info().outputPath('calendar-card-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.card.screenshot({ path: test.info().outputPath('calendar-card-390.png') });

  const fresh = await card.reset();
  expect(fresh).not.toBe(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(fresh)).status()).toBe(200);
});

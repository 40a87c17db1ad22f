// MKT-049 in the browser: the traveler reads their payment schedule on Trip Overview (paid, the balance with its due
// date and who takes it) with figures that add up to the booking's total; a visitor on a phone sees the deposit today
// and the balance due in the booking form, before booking. Nothing here changes data: the worker's server serves both.
import { PaymentSchedulePage } from './pages/payment-schedule.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { TravelerTripPage } from './pages/traveler-trip.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** traveler@'s confirmed booking ORD-5001, with a balance due. */
const TRAVELER_TRIP = 'Machu Picchu with Hana';
/** A live trip a visitor can book: €3,500 per traveler, €500 deposit. */
const PUBLIC_TRIP = { slug: 'crv-1006', name: 'Fjords Slow Travel' };

test('[MKT-049] the traveler sees what is paid and the balance due with its date and payer, adding up to the total', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler', { viewport: DESKTOP });
  await new TravelerTripPage(page).open(TRAVELER_TRIP);
  const schedule = new PaymentSchedulePage(page);
  await expect(schedule.card()).toBeVisible({ timeout: STEP_TIMEOUT });

  const rows = await schedule.rows();
  const [paid, ...rest] = rows;
  const total = rest.at(-1);
  const due = rest.slice(0, -1);
  expect(paid?.label).toBe('Paid');
  expect(total?.label).toBe('Booking total');
  expect(due).toHaveLength(1);
  expect(due[0]?.label).toMatch(/^Due [A-Z][a-z]+ \d{2}, \d{4} · (Automatic payment|You pay)$/);
  // Paid + each amount due = the total, and they agree with the Remaining Balance card beside it.
  expect((paid?.amount ?? 0) + due.reduce((sum, r) => sum + r.amount, 0)).toBe(total?.amount);
  const balance = await schedule.balanceCard();
  expect(paid?.amount).toBe(balance.paid);
  expect(due[0]?.amount).toBe(balance.due);

  await schedule.card().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/e2e/payment-schedule-traveler-1280.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await schedule.card().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/e2e/payment-schedule-traveler-390.png', fullPage: true });
});

test('[MKT-049] on a phone, a visitor sees the deposit today and the balance due before booking', async ({
  browser,
  caravan,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(caravan.url, PUBLIC_TRIP.slug);
  await expect(trip.heading(PUBLIC_TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await trip.start('Book now');

  const rows = new PaymentSchedulePage(page).quoteSchedule().getByRole('listitem');
  await expect(rows.first()).toHaveText('Deposit today€500.00');
  await expect(rows.nth(1)).toHaveText(/^Balance due [A-Z][a-z]+ \d{2}, \d{4}€3,000\.00$/);
  await expect(rows).toHaveCount(2);

  await new PaymentSchedulePage(page).quoteSchedule().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/e2e/payment-schedule-visitor-390.png' });
  await page.setViewportSize(DESKTOP);
  await new PaymentSchedulePage(page).quoteSchedule().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/e2e/payment-schedule-visitor-1280.png' });
  await context.close();
});

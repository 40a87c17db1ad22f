// Acceptance (b) of issue 25: a host opens each of their priced trips from the trip list, then its Pricing and Bookings
// tabs, and every earnings figure shown is positive; the untouched earnings advance shows no error; an early bird price
// above the regular one is refused beside its field; wide figures stay inside the screen on desktop and phone.
import type { Page } from '@playwright/test';
import { HostPricingPage } from './pages/host-pricing.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

/** host@'s trips the host has priced (an agreed services agreement), each with its earnings (seed: trip-plan.ts). */
const PRICED_TRIPS = [
  'Machu Picchu with Hana',
  'Patagonia Premium Trek',
  'Inca Trail in Style',
  'Fjords & Northern Light Photography',
] as const;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('[MKT-042] [HPR-002] [HBK-008] a host opens each priced trip from the trip list: every earnings figure is positive', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const tab = new HostPricingPage(page);
  for (const name of PRICED_TRIPS) {
    await tab.openTripFromMyTrips(caravan.url, name);
    await tab.tab('Pricing').click();
    await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
    await expect(tab.table().getByRole('row').nth(1)).toBeVisible();
    const totals = await tab.totalEarnings();
    expect(totals.length, name).toBeGreaterThan(0);
    for (const total of totals) expect(total, `${name}: a Total earnings figure`).toBeGreaterThan(0);
    // The cost per traveler sits below the price the traveler pays.
    const earlyBird = Number(await tab.earlyBird().inputValue());
    const costs = await tab.table().getByRole('row').locator('td:nth-child(2)').allInnerTexts();
    for (const cost of costs) expect(Number(cost.replace(/[^0-9.]/g, '')), name).toBeLessThan(earlyBird);
    // The advance as saved is within the rules: the untouched field shows no error.
    await expect(tab.advance()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(tab.card('Earnings Advance')).not.toContainText('Cannot exceed');
    // The table sits whole inside its card at 1280 px: nothing to scroll to in its frame, no sideways scroll.
    expect(await tab.tableOverflow(), `${name}: the earnings table is cut off`).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page), name).toBeLessThanOrEqual(0);

    await tab.tab('Bookings').click();
    const card = tab.card('Earnings');
    await expect(card).toBeVisible({ timeout: STEP_TIMEOUT });
    if (await card.getByRole('button', { name: 'Download Report' }).isVisible()) continue;
    await expect(card).toContainText('Potential earnings (full trip)');
    expect(await tab.earningsFigure('Potential earnings'), name).toBeGreaterThan(0);
    expect(await tab.earningsFigure('Earnings to date'), name).toBeGreaterThanOrEqual(0);
    if (Number(await card.locator('dt', { hasText: 'Confirmed travelers' }).locator('+ dd').innerText()) > 0)
      expect(await tab.earningsFigure('Earnings to date'), name).toBeGreaterThan(0);
  }
});

test('[MKT-042] [HPR-023] an early bird price above the regular one is refused beside its field, and the save with it', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const tab = new HostPricingPage(page);
  await tab.openTripFromMyTrips(caravan.url, 'Patagonia Premium Trek');
  await tab.tab('Pricing').click();
  await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.earlyBird()).not.toHaveAttribute('aria-invalid', 'true');
  const message = 'The early bird price cannot be above the regular price';
  await expect(page.getByText(message)).toHaveCount(0);

  await tab.regular().fill('5000');
  await tab.earlyBird().fill('5200');
  await expect(tab.earlyBird()).toHaveAttribute('aria-invalid', 'true');
  await expect(tab.card('Pricing').getByText(message)).toBeVisible();
  await tab.save().click();
  await expect(tab.block()).toContainText(message);
  await expect(tab.updateDialog()).toHaveCount(0);

  // Back at or below the regular price the message goes.
  await tab.earlyBird().fill('4900');
  await expect(tab.earlyBird()).not.toHaveAttribute('aria-invalid', 'true');
  await expect(tab.card('Pricing').getByText(message)).toHaveCount(0);
});

test('[MKT-042] [HBK-008] on a phone the earnings figures reflow inside the screen, all of them positive', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: PHONE });
  const tab = new HostPricingPage(page);
  await tab.openTripFromMyTrips(caravan.url, 'Machu Picchu with Hana');
  await tab.tab('Pricing').click();
  await expect(tab.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  const totals = await tab.totalEarnings();
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals) expect(total).toBeGreaterThan(0);
  // Every row's total is on screen once scrolled to: nothing is cut off sideways.
  const last = tab.table().getByRole('row').last().locator('.hp-Total');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await tab.tab('Bookings').click();
  await expect(tab.card('Earnings')).toBeVisible({ timeout: STEP_TIMEOUT });
  expect(await tab.earningsFigure('Earnings to date')).toBeGreaterThan(0);
  expect(await tab.earningsFigure('Potential earnings')).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Travelers', exact: true })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

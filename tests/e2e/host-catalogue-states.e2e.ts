// The request page's other states in Chromium (CAT-016..CAT-021, CAT-058..CAT-061, CAT-064, CAT-065): a level ZERO
// host's blocked card and survey panel, availability failures and no dates (the availability call stubbed), the date
// picker's rules on real data, and a failed or refused create (the create call stubbed). Nothing here changes data.
import type { Page } from '@playwright/test';
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Opens an itinerary's request page from the catalogue. */
async function openRequest(page: Page, url: string, name: string): Promise<HostCataloguePage> {
  const cat = new HostCataloguePage(page);
  await page.goto(`${url}/app/host/itineraries`);
  await cat.card(name).getByRole('link').click();
  await expect(cat.heading()).toHaveText(name, { timeout: STEP_TIMEOUT });
  await page.getByRole('link', { name: /Reserve This Trip|locked/ }).click();
  return cat;
}

test("[CAT-020] [CAT-021] [CAT-023] a level ZERO host finds tier 1 locked: the blocked-request card and 'Survey your audience!'", async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('zoe.zero@caravan.test', { viewport: DESKTOP });
  const cat = await openRequest(page, caravan.url, 'Inca Trail & Sacred Valley');
  await expect(cat.heading()).toHaveText('This itinerary is locked', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Continue Surveying' })).toHaveAttribute('href', '/app/host/audience');
  await expect(page.getByRole('link', { name: 'Explore Itineraries' })).toHaveAttribute(
    'href',
    '/app/host/itineraries',
  );
  await expect(page.getByRole('heading', { name: 'Survey your audience!' })).toBeVisible();
  // The profile-completion card is never shown.
  await expect(page.getByText('Finish Your Profile to Request a Trip!')).toHaveCount(0);
});

test("[CAT-016] [CAT-017] [CAT-018] [CAT-019] availability: 'This itinerary is booked', 'Something went wrong', and no dates", async ({
  signIn,
  caravan,
}) => {
  let answer = json(409, {
    success: false,
    error: 'No inventory items found for this itinerary',
    code: 'NO_INVENTORY_ITEMS',
  });
  const { page } = await signIn('host2@caravan.test', {
    viewport: DESKTOP,
    prepare: (context) => context.route(/\/api\/me\/itinerary\/[^/]+\/availability/, (route) => route.fulfill(answer)),
  });
  let cat = await openRequest(page, caravan.url, 'Inca Trail & Sacred Valley');
  await expect(cat.heading()).toHaveText('This itinerary is booked', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Explore itineraries' })).toHaveAttribute(
    'href',
    '/app/host/itineraries',
  );

  answer = json(409, { success: false, error: 'The inventory service did not answer', code: 'UNAVAILABLE' });
  cat = await openRequest(page, caravan.url, 'Patagonia Lakes & Towers');
  await expect(cat.heading()).toHaveText('Something went wrong', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Explore itineraries' })).toBeVisible();

  const empty = {
    isPackageEnabled: true,
    isInventoryEnabled: false,
    enabledDates: [],
    blackoutDates: [],
    instantApprovalDates: [],
    firstAvailableDate: null,
    itineraryInventoryItems: [],
    foodOptions: [],
  };
  answer = json(200, { success: true, data: { standard: empty, economy: empty, premium: empty } });
  await page.goto(`${caravan.url}/app/host/itineraries`);
  cat = await openRequest(page, caravan.url, 'Inca Trail & Sacred Valley');
  await expect(page.getByText('There are no dates available for this itinerary.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(cat.heading()).toHaveText('Itineraries', { timeout: STEP_TIMEOUT });
});

test('[CAT-058] [CAT-059] [CAT-060] [CAT-061] [CAT-064] [CAT-065] the date picker keeps to the available dates, and a failed create shows its message', async ({
  signIn,
  caravan,
}) => {
  let created = json(409, { success: false, error: 'Conflict', code: 'CONFLICT' });
  const { page } = await signIn('host2@caravan.test', {
    viewport: DESKTOP,
    prepare: (context) =>
      context.route('**/api/me/trip-requests', (route) =>
        route.request().method() === 'POST' ? route.fulfill(created) : route.fallback(),
      ),
  });
  const cat = await openRequest(page, caravan.url, 'Patagonia Lakes & Towers');
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });
  const section = cat.section('Start date');
  const date = section.getByLabel('Start date');
  const first = await date.inputValue();
  await expect(section).toContainText('Instant Approval date');

  // A date inside the holiday blackout is not selectable.
  await date.fill('2027-01-02');
  await expect(section).toContainText('This date is not available');
  // A priced date outside the instant-approval window: selectable, and the highlight goes.
  await date.fill('2027-06-01');
  await expect(section).not.toContainText('This date is not available');
  await expect(section).not.toContainText('Instant Approval date');
  await expect(cat.sidebar()).toContainText('Trip request processing takes 2-7 business days.');
  await date.fill(first);
  await expect(section).toContainText('Instant Approval date');

  // The create fails: the generic message; then an error inside a successful answer is shown as it came.
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.form()).toContainText('There was an error creating the trip request. Please try again.', {
    timeout: STEP_TIMEOUT,
  });
  created = json(201, { success: true, data: { error: 'This date was just taken by another host.' } });
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.form()).toContainText('This date was just taken by another host.', { timeout: STEP_TIMEOUT });
});

// The Itinerary Inventory card in Chromium (issue 12 item 3): an operator prices an itinerary by inventory, it goes
// Live, a host adds a departure with its price tiers in the card and another through the API; the operator sees them
// by year with their price range, has edit and delete but neither add nor duplicate, raises a trip quantity
// ('Itinerary Saved') and deletes a departure after confirming it; on a phone, deletes one from the form its row opens,
// and a departure in use can only grow.
import { INVENTORY_MESSAGES, addDays, calendarDateOf } from '@caravan/domain';
import type { Route } from '@playwright/test';
import { DEMO_ITINERARY_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';
import { e2eNow } from './support/clock.js';

test.use({ dataset: 'operator-itinerary-inventory' });

const SUMMARY =
  'Six days in the Dolomites: a hut-to-hut walk with a rest day in Cortina, fresh pasta and wide mountain views.';

test('[INV-004] [INV-005] [INV-006] [INV-009] [INV-011] [INV-013] [INV-015] [INV-016] [INV-017] [INV-032] [INV-038] [INV-041] [INV-042] [INV-044] [INV-050] [INV-051] [INV-052] [INV-053] [INV-054] a host adds a departure with tiers; an operator edits and deletes departures, and on a phone one is deleted from its form and one in use can only grow', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(180_000);
  const { page } = await signIn('operator');
  const api = (method: 'post' | 'patch', path: string, data: unknown, p = page) =>
    p.request[method](`${caravan.url}${path}`, { headers: { origin: caravan.url }, data });
  const off = { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] };
  const created = await api('post', '/api/me/itineraries', {
    name: `Dolomites huts ${Date.now()}`,
    country: 'IT',
    destination: 'Dolomites',
    tripSummary: SUMMARY,
    packages: {
      standard: { enabled: true, accommodationLevels: ['Basic'], mealLevels: ['Full board'], foodOptions: [] },
      economy: off,
      premium: off,
    },
    photos: [],
  });
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const priced = await api('post', `/api/me/itineraries/${id}/pricing`, {
    version: 1,
    currency: 'USD',
    minimumSpots: 2,
    maximumSpots: 12,
    termsAndConditions: true,
    inventoryMode: true,
  });
  expect(priced.status()).toBe(200);
  expect((await api('post', `/api/me/itineraries/${id}/submit`, { version: 2 })).status()).toBe(200);
  const admin = await signIn('admin');
  const live = await api('post', `/api/admin/itineraries/${id}/events`, { type: 'itinerary.approve' }, admin.page);
  expect(live.status()).toBe(200);

  // A host adds two departures in two years.
  const host = await signIn('host');
  const today = calendarDateOf(e2eNow());
  const departure = (days: number) => ({
    itinerary: id,
    startDate: addDays(today, days),
    packageLevel: 'standard',
    quantityAvailable: 2,
    singleSupplementPrice: 20000,
    singleSupplementQuantityAvailable: 4,
    costSchedule: [
      { numberOfTravelers: 2, price: 180000 },
      { numberOfTravelers: 12, price: 95000 },
    ],
  });
  const near = departure(60);
  const far = departure(420);
  expect((await api('post', `/api/me/itineraries/${id}/inventory`, far, host.page)).status()).toBe(201);

  // The host adds the near departure in the card: one price tier per traveler count from 2 to 12 spots (INV-042).
  await host.page.goto(`${caravan.url}/app/host/itineraries/${id}/description`);
  const hostCard = host.page.getByRole('region', { name: 'Itinerary Inventory' });
  await hostCard.getByRole('button', { name: 'Add Inventory' }).click({ timeout: STEP_TIMEOUT });
  const create = hostCard.getByRole('form', { name: 'Inventory Detail' });
  await create.getByLabel('Start date').fill(near.startDate);
  await create.getByRole('spinbutton', { name: 'Trip Quantity' }).fill('2');
  await create.getByRole('spinbutton', { name: 'Single Supplement Price' }).fill('200');
  await create.getByRole('spinbutton', { name: 'Single Supplement Quantity' }).fill('4');
  await expect(create.getByRole('spinbutton', { name: /^Price for \d+ travelers$/ })).toHaveCount(11);
  await create.getByRole('spinbutton', { name: 'Price for 2 travelers' }).fill('1800');
  await create.getByRole('spinbutton', { name: 'Price for 12 travelers' }).fill('950');
  await create.getByRole('button', { name: 'Save departure' }).click();
  await expect(host.page.getByText(INVENTORY_MESSAGES.savedTitle).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(hostCard.getByRole('cell', { name: near.startDate, exact: true })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });

  await page.goto(`${caravan.url}/app/operator/itineraries/${id}/review-pricing`);
  const card = page.getByRole('region', { name: 'Itinerary Inventory' });
  await expect(card.getByRole('cell', { name: near.startDate, exact: true })).toBeVisible({ timeout: STEP_TIMEOUT });
  // Year groups newest first (INV-009), the spec's columns (INV-005), the price range of the schedule.
  const years = await card.locator('table:visible caption').allTextContents();
  expect(years).toEqual([...years].sort().reverse());
  await expect(card.getByRole('columnheader', { name: 'Min price' }).first()).toBeVisible();
  await expect(card.getByRole('cell', { name: '$950.00', exact: true }).first()).toBeVisible();
  // Operators: edit and delete, neither add nor duplicate (INV-011, INV-016, INV-017).
  await expect(card.getByRole('button', { name: 'Add Inventory' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Duplicate / })).toHaveCount(0);

  // Edit: the start date is fixed on update (INV-038); the quantity is raised and saved (INV-054).
  await card.getByRole('button', { name: `Edit ${near.startDate} standard` }).click();
  const form = card.getByRole('form', { name: 'Inventory Detail' });
  await expect(form.getByText(`Start date: ${near.startDate}`)).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Trip Quantity' }).fill('5');
  await form.getByRole('button', { name: 'Save departure' }).click();
  await expect(page.getByText(INVENTORY_MESSAGES.savedTitle).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(form).toHaveCount(0);

  // A new price tier is added blank after the highest count (INV-044); a refused save shows the server's text in an
  // inline 'Error' alert at the bottom of the form, scrolled into view (INV-050..052). The refusal is stubbed.
  await card.getByRole('button', { name: `Edit ${near.startDate} standard` }).click();
  await form.getByRole('button', { name: 'Add price tier' }).click();
  await expect(form.getByRole('spinbutton', { name: 'Price for 13 travelers' })).toHaveValue('');
  await expect(form.getByRole('spinbutton', { name: 'Price for 12 travelers' })).toHaveValue('950');
  const refuse = (status: number, error: string) => (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', json: { success: false, error, code: 'REFUSED' } });
  const itemUrl = `**/api/me/itineraries/${id}/inventory/*`;
  await page.route(itemUrl, refuse(409, 'The departure changed meanwhile'));
  await form.getByRole('spinbutton', { name: 'Trip Quantity' }).fill('6');
  await form.getByRole('button', { name: 'Save departure' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'The departure changed meanwhile' });
  await expect(alert).toContainText(INVENTORY_MESSAGES.saveErrorAlertTitle, { timeout: STEP_TIMEOUT });
  await expect(alert).toBeInViewport();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A refused delete keeps the confirmation and toasts 'Cannot delete inventory item' with the reason (INV-053).
  await card.getByRole('button', { name: `Delete ${far.startDate} standard` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this departure?' });
  await page.route(itemUrl, refuse(409, 'Item is in use'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(INVENTORY_MESSAGES.deleteFailedTitle).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Item is in use').first()).toBeVisible();
  await page.unrouteAll();
  // Delete goes through its confirmation (INV-015).
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByRole('cell', { name: far.startDate, exact: true })).toHaveCount(0, { timeout: STEP_TIMEOUT });
  const list = await page.request.get(`${caravan.url}/api/me/itineraries/${id}/inventory`);
  const items = ((await list.json()) as { data: { items: { startDate: string; quantityAvailable: number }[] } }).data
    .items;
  expect(items).toEqual([expect.objectContaining({ startDate: near.startDate, quantityAvailable: 5 })]);

  // The host app shows the same card inside the itinerary, with 'Add Inventory' for hosts (INV-004).
  await host.page.reload();
  await expect(hostCard.getByRole('cell', { name: near.startDate, exact: true })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(hostCard.getByRole('button', { name: 'Add Inventory' })).toBeVisible();

  // On a phone the compact table shows start date, requests and confirmed only (INV-006).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('columnheader', { name: 'Requests' })).toBeVisible();
  await expect(card.getByRole('columnheader', { name: 'Min price' })).toBeHidden();
  await expect(card.getByRole('button', { name: `Open ${near.startDate} standard` })).toBeVisible();

  // On a phone the row opens the form, and deleting starts from it, through the same confirmation (INV-015).
  await card.getByRole('button', { name: `Open ${near.startDate} standard` }).click();
  await card.getByRole('form', { name: 'Inventory Detail' }).getByRole('button', { name: 'Delete departure' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('No departures yet.')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(card.getByRole('button', { name: `Open ${near.startDate} standard` })).toHaveCount(0);

  // On the phone, a departure in use (the seeded Inca Trail's, one trip confirmed) says so and can only grow
  // (INV-041, INV-032): lowering its quantity is refused beside the field before anything is sent.
  await page.goto(`${caravan.url}/app/operator/itineraries/${DEMO_ITINERARY_IDS.incaTrail}/review-pricing`);
  await card.getByRole('button', { name: 'Open 2027-05-10 standard' }).click({ timeout: STEP_TIMEOUT });
  const inUse = card.getByRole('form', { name: 'Inventory Detail' });
  await expect(inUse.getByText(INVENTORY_MESSAGES.inUseTitle)).toBeVisible();
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/inventory')) writes.push(r.url());
  });
  await inUse.getByRole('spinbutton', { name: 'Trip Quantity' }).fill('1');
  await inUse.getByRole('button', { name: 'Save departure' }).click();
  await expect(inUse.getByText(INVENTORY_MESSAGES.tripQuantityCanOnlyBeIncreased, { exact: true })).toBeVisible();
  expect(writes).toEqual([]);
  await inUse.getByRole('button', { name: 'Cancel' }).click();
  await expect(inUse).toHaveCount(0);
});

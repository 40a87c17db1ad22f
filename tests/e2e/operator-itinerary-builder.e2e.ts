// Journey (a) of issue 12 in Chromium: an operator creates an itinerary from /new through the three tabs — details
// with a photo, services on several days (a two-night stay with its read-only copy, the one-a-day rule, a 12-hour
// time, a §5 message fixed, shrinking with its confirmation), pricing with a validity period (the zero-traveler block)
// — and submits it; an admin approves it and the operator sees it Live. The preview is a real server page.
import { ITINERARY_PRICING_MESSAGES as P, SERVICE_MESSAGES as S } from '@caravan/domain';
import { OperatorItineraryPage } from './pages/operator-itinerary.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.use({ dataset: 'operator-itinerary-builder' });

const SUMMARY =
  'Five days on the Lofoten islands: a harbour hotel for two nights, kayaking at dawn, and long dinners of fresh fish.';
const NAME = `Lofoten days ${Date.now()}`;

test('[SVC-002] [SVC-004] [SVC-017] [SVC-021] [SVC-033] [SVC-034] [SVC-005] [OPI-034] [OPI-035] [OPI-036] [OPI-043] [OPI-008] an operator builds an itinerary through the three tabs and submits it; an admin approves it and it shows Live', async ({
  signIn,
  caravan,
}) => {
  test.setTimeout(240_000);
  const { page } = await signIn('operator');
  const builder = new OperatorItineraryPage(page);
  const day = (n: number) => builder.day(n);

  // Tab 1: the review details with a photo, saved from /new.
  const id = await builder.create(caravan.url, { name: NAME, destination: 'Lofoten', summary: SUMMARY });

  // Tab 2: three days.
  await builder.tabs().getByRole('link', { name: 'Review trip/itinerary' }).click();
  const length = page.getByRole('textbox', { name: 'Length in days' });
  await length.fill('3');
  await page.getByRole('button', { name: 'Change length' }).click();
  await expect(day(3)).toBeVisible({ timeout: STEP_TIMEOUT });

  // Day 1: a two-night stay; day 2 shows its read-only copy (SVC-017).
  let form = await builder.addService(1, 'Accommodation');
  await expect(form.getByRole('button', { name: 'Remove service' })).toHaveCount(0); // SVC-004: new
  await form.getByRole('textbox', { name: 'Name' }).fill('Harbour hotel');
  await form.getByRole('textbox', { name: 'Number of nights' }).fill('2');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(form.getByText(S.descriptionRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Description' }).fill('Rooms over the water, breakfast included.');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(day(1).getByText('Harbour hotel')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(day(2).getByText('Continues from Day 1')).toBeVisible();
  await expect(day(2).getByRole('button', { name: 'Edit Harbour hotel' })).toHaveCount(0);

  // Day 2 already has that accommodation: one a day.
  await day(2)
    .getByRole('button', { name: /Service type for day 2$/ })
    .click();
  await page.getByRole('option', { name: 'Accommodation', exact: true }).click();
  await day(2).getByRole('button', { name: 'Add service' }).click();
  await expect(day(2).getByText('A day holds at most one accommodation service')).toBeVisible();

  // Day 1: an info whose title is just 'Day 1' is refused with the spec's message, then fixed.
  form = await builder.addService(1, 'Info');
  await form.getByRole('textbox', { name: 'Title' }).fill('Day 1');
  await form.getByRole('textbox', { name: 'Description' }).fill('Meet at the ferry terminal.');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(form.getByText(S.titleNotDescriptive)).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('Arrival in Svolvær');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(day(1).getByText('Arrival in Svolvær')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Day 2: dinner at a time typed freely, shown in 12-hour form (SVC-033).
  form = await builder.addService(2, 'Meal');
  await form.getByRole('textbox', { name: 'Meal type' }).fill('Dinner');
  await form.getByRole('combobox', { name: 'Start time' }).fill('1930');
  await expect(form.getByText('Shown as 7:30 PM')).toBeVisible();
  await form.getByRole('textbox', { name: 'Description' }).fill('Fresh fish at the harbour.');
  await form.getByRole('button', { name: 'Save service' }).click();
  // The saved row's time, not the form's 'Shown as' hint, which can linger while the form closes.
  await expect(day(2).getByText('· 7:30 PM')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Day 3: a workshop space, whose hours the operator cannot set (SVC-034, SVC-005).
  form = await builder.addService(3, 'Workshop space');
  await expect(form.getByRole('textbox', { name: 'Hours available' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Name' }).fill('Studio loft');
  await form.getByRole('combobox', { name: 'Start time' }).fill('9am');
  await form.getByRole('textbox', { name: 'Description' }).fill('A bright room for the group.');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(day(3).getByText('Studio loft')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Shrinking to 2 days names what will be lost; keeping all days changes nothing, confirming removes day 3.
  await length.fill('2');
  await page.getByRole('button', { name: 'Change length' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Shorten the itinerary?' });
  await expect(confirm.getByText('Workshop space: Studio loft')).toBeVisible();
  await confirm.getByRole('button', { name: 'Shorten and remove' }).click();
  await expect(day(3)).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(day(2).getByText('7:30 PM')).toBeVisible();

  // The preview is the server's own printable page.
  const preview = await page.request.get(
    `${caravan.url}/api/me/pages/itinerary?itineraryId=${id}&itineraryPreview=true`,
  );
  expect(preview.headers()['content-type']).toContain('text/html');
  const html = await preview.text();
  expect(html).toContain('Harbour hotel');
  expect(html).toContain('7:30 PM');
  expect(html).not.toContain('Studio loft');

  // Tab 3: pricing with a validity period; a zero-traveler tier blocks saving (OPI-037).
  await page.getByRole('link', { name: 'Next' }).click();
  const pricing = page.getByRole('form', { name: 'Review pricing' });
  await expect(pricing).toBeVisible({ timeout: STEP_TIMEOUT });
  const save = pricing.getByRole('button', { name: 'Save pricing' });
  await expect(save).toBeDisabled(); // OPI-035: not dirty
  await expect(pricing.getByRole('button', { name: 'Submit for approval' })).toBeDisabled();
  await expect(pricing.getByRole('spinbutton', { name: 'Minimum spots' })).toHaveAttribute('min', '1'); // OPI-034
  await pricing.getByRole('spinbutton', { name: 'Minimum spots' }).fill('2');
  await pricing.getByRole('spinbutton', { name: 'Maximum spots' }).fill('12');
  await pricing.getByRole('button', { name: 'Add Standard validity period' }).click();
  const travelers = pricing.getByRole('spinbutton', { name: 'Standard period 1 tier 1 travelers' });
  await travelers.fill('0');
  await expect(pricing.getByText(P.zeroTravelerValidityPeriod)).toBeVisible();
  await expect(save).toBeDisabled();
  await travelers.fill('4');
  await pricing.getByRole('spinbutton', { name: /Standard period 1 tier 1 price/ }).fill('1500');
  // OPI-043: days of the week per period; unticking Sunday splits off a period for it.
  await pricing.getByRole('group', { name: 'Standard period 1 days of the week' }).getByLabel('Sun').uncheck();
  await expect(pricing.getByRole('group', { name: 'Standard period 2', exact: true })).toBeVisible();
  await expect(pricing.getByText(P.acceptTerms)).toBeVisible();
  await pricing.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await expect(save).toBeEnabled();
  // A refused save toasts 'Error' with the reason and keeps the form (OPI-036; the refusal is stubbed).
  await page.route('**/api/me/itineraries/*/pricing', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { success: false, error: 'Pricing changed meanwhile', code: 'CONFLICT' } })
      : route.continue(),
  );
  await save.click();
  await expect(page.getByText('Error', { exact: true }).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Pricing changed meanwhile', { exact: true }).first()).toBeVisible();
  await page.unrouteAll();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled({ timeout: STEP_TIMEOUT });
  await pricing.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });

  // An admin approves it in the itinerary review, after confirming; the operator sees it Live.
  const admin = await signIn('admin');
  await admin.page.goto(`${caravan.url}/admin/itineraries`);
  const row = admin.page
    .getByRole('grid', { name: 'Itineraries pending approval' })
    .getByRole('row')
    .filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Approve' }).click({ timeout: STEP_TIMEOUT });
  await admin.page
    .getByRole('alertdialog', { name: 'Approve this itinerary?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'is now Live' })).toContainText(NAME, {
    timeout: STEP_TIMEOUT,
  });
  await page.goto(`${caravan.url}/app/operator/itineraries/${id}/review-details`);
  await expect(builder.group('Live').getByRole('link', { name: NAME })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
});

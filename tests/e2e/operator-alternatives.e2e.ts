// The alternatives card in Chromium (issue 12 item 4): on the seeded Inca Trail the operator creates an alternative
// for a day range (the form's messages first, the nights fixed), edits it, swaps one with the default, deletes one,
// and chooses an alternative for a departure in the inventory panel; each outcome shows the spec's toast.
import { DEMO_ITINERARY_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { OperatorAlternativesPage } from './pages/operator-alternatives.page.js';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.use({ dataset: 'operator-alternatives' });
test.describe.configure({ timeout: 180_000 });

const path = `/app/operator/itineraries/${DEMO_ITINERARY_IDS.incaTrail}/configure-services`;
const FIRST = 'Days 1 to 3';
const SECOND = 'Days 4 to 5';

test('[RTE-014] [RTE-015] [RTE-016] [ALT-003] [ALT-004] [ALT-005] [ALT-006] [ALT-008] [ALT-009] [ALT-016] [ALT-023] [ALT-025] [ALT-027] [ALT-029] an operator creates, edits, swaps and deletes accommodation alternatives', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('operator');
  const alts = new OperatorAlternativesPage(page);
  // The builder's routes: /{id} opens the first tab (RTE-016); the tabs link to configure-services (RTE-014) and
  // review-pricing, step 3 (RTE-015).
  const base = `/app/operator/itineraries/${DEMO_ITINERARY_IDS.incaTrail}`;
  await page.goto(`${caravan.url}${base}`);
  await page.waitForURL(`**${base}/review-details`, { timeout: STEP_TIMEOUT });
  const steps = page.getByRole('navigation', { name: 'Itinerary steps' });
  await expect(steps.getByRole('link', { name: 'Review pricing' })).toHaveAttribute('href', `${base}/review-pricing`);
  await steps.getByRole('link', { name: 'Review trip/itinerary' }).click();
  await page.waitForURL(`**${base}/configure-services`);
  await expect(alts.card()).toBeVisible({ timeout: STEP_TIMEOUT });
  // The pluralised count (ALT-008): one seeded alternative per range.
  await expect(alts.range(SECOND)).toContainText('1 alternative');
  await expect(alts.range(SECOND)).not.toContainText('1 alternatives');

  // Create (ALT-003): the domain's messages beside the fields, the nights fixed and disabled (ALT-016).
  await alts.range(SECOND).getByRole('button', { name: 'Create Alternative' }).click();
  const dialog = alts.dialog();
  await expect(dialog.getByRole('textbox', { name: 'Number of nights' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Number of nights' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Create Alternative' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('El Mapi Hotel');
  await dialog.getByRole('textbox', { name: 'Accommodation Type' }).fill('Hotel');
  await dialog.getByRole('textbox', { name: 'Occupancy' }).fill('double');
  await dialog.getByRole('textbox', { name: 'Star Rating' }).fill('5');
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Riverside rooms below the citadel. '.repeat(12).trim());
  await dialog.getByRole('button', { name: 'Create Alternative' }).click();
  await expect(alts.toast('Alternative created')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(alts.range(SECOND)).toContainText('2 alternatives');

  // The long description is cut to 3 lines with View more / View less (ALT-009).
  const created = alts.alternative(SECOND, 'El Mapi Hotel');
  await created.getByRole('button', { name: 'View more' }).click();
  await expect(created.getByRole('button', { name: 'View less' })).toBeVisible();

  // Edit (ALT-004).
  await created.getByRole('button', { name: 'Edit' }).click();
  await expect(alts.dialog().getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('El Mapi Hotel');
  await alts.dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('El Mapi Riverside');
  await alts.dialog().getByRole('button', { name: 'Save Alternative' }).click();
  await expect(alts.toast('Alternative updated')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(alts.alternative(SECOND, 'El Mapi Riverside')).toBeVisible();

  // Swap (ALT-005): the alternative becomes the range's default, the old default an alternative.
  await alts.alternative(FIRST, 'Palacio del Inka').getByRole('button', { name: 'Swap with default' }).click();
  await expect(alts.toast('Accommodations swapped')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(alts.range(FIRST).getByRole('heading')).toContainText('Palacio del Inka');
  await expect(alts.alternative(FIRST, 'Casa Andina Premium Cusco')).toBeVisible();

  // Delete after confirming (ALT-006).
  await alts.alternative(SECOND, 'El Mapi Riverside').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alts.toast('Alternative deleted')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(alts.alternative(SECOND, 'El Mapi Riverside')).toHaveCount(0);
  await expect(alts.range(SECOND)).toContainText('1 alternative');
});

test('[ALT-007] [ALT-010] [ALT-019] [ALT-021] on a phone, an operator chooses an alternative for a departure and saves the inventory', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('operator', { viewport: PHONE });
  const alts = new OperatorAlternativesPage(page);
  await page.goto(`${caravan.url}${path}`);
  await expect(alts.card()).toBeVisible({ timeout: STEP_TIMEOUT });
  await alts.card().getByRole('button', { name: 'Manage inventory' }).click();
  const panel = alts.card().getByRole('region', { name: 'Alternatives inventory' });
  const departure = panel.getByRole('group', { name: '2027-05-10 · standard' });
  const range = departure.getByRole('group', { name: SECOND });
  // The seeded selection of that range is the alternative: assigned; the default is available (ALT-010).
  const sumaq = range.getByRole('button', { name: /Sumaq/ });
  const inkaterra = range.getByRole('button', { name: /Inkaterra/ });
  await expect(sumaq).toContainText('Assigned');
  await inkaterra.click();
  await expect(inkaterra).toContainText('Selected');
  await expect(sumaq).toContainText('Unselected');
  // ALT-019: the save sends only the selections.
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/inventory/'));
  await panel.getByRole('button', { name: 'Save inventory' }).click();
  expect(Object.keys((await sent).postDataJSON() as object)).toEqual(['accommodationSelections']);
  await expect(alts.toast('Inventory updated')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(inkaterra).toContainText('Assigned');
  await expect(sumaq).toContainText('Available');
});

test('[ALT-024] [ALT-026] [ALT-028] [ALT-030] when the server refuses, each action shows its failure and nothing changes', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('operator');
  const alts = new OperatorAlternativesPage(page);
  // Every alternatives write fails as a server error would; reads go through.
  await page.route('**/api/me/itineraries/*/alternatives**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'The service is unavailable', code: 'INTERNAL' }),
        }),
  );
  await page.goto(`${caravan.url}${path}`);
  await expect(alts.card()).toBeVisible({ timeout: STEP_TIMEOUT });
  const second = alts.range(SECOND);
  const seeded = alts.alternative(SECOND, 'Sumaq Machu Picchu');

  await second.getByRole('button', { name: 'Create Alternative' }).click();
  const dialog = alts.dialog();
  for (const [label, value] of [
    ['Name', 'El Mapi Hotel'],
    ['Accommodation Type', 'Hotel'],
    ['Occupancy', 'double'],
    ['Star Rating', '4'],
    ['Description', 'Design hotel by the station.'],
  ] as const)
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Create Alternative' }).click();
  await expect(alts.toast('Error creating alternative')).toBeVisible({ timeout: STEP_TIMEOUT });
  // What was typed stays in the open dialog.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('El Mapi Hotel');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await seeded.getByRole('button', { name: 'Edit' }).click();
  // The seeded alternative has no description: the form asks for one before sending (ALT-015).
  await alts.dialog().getByRole('button', { name: 'Save Alternative' }).click();
  await expect(alts.dialog().getByText('Description is required')).toBeVisible();
  await alts.dialog().getByRole('textbox', { name: 'Description', exact: true }).fill('Riverside rooms.');
  await alts.dialog().getByRole('button', { name: 'Save Alternative' }).click();
  await expect(alts.toast('Error updating alternative')).toBeVisible({ timeout: STEP_TIMEOUT });
  await alts.dialog().getByRole('button', { name: 'Cancel' }).click();

  await seeded.getByRole('button', { name: 'Swap with default' }).click();
  await expect(alts.toast('Error swapping accommodations')).toBeVisible({ timeout: STEP_TIMEOUT });

  await seeded.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alts.toast('Error deleting alternative')).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toContainText('1 alternative');
  await expect(seeded).toBeVisible();
});

// Journey (f): Update Payment Method without the trip header and tabs: a refused card leaves nothing saved, a good one
// is saved through the payments sandbox and the page says 'Payment method updated!'.
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';
import { openTravelerTrip } from './support/session.js';

test.describe.configure({ timeout: 240_000 });

test('[TRV-019] [TRV-068] [TRV-069] [TRV-070] [TRV-012] [PAY-010] [TAP-026] a declined card is refused, then a new card from the embedded payments app is saved: Payment method updated!', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler@caravan.test', { server });
  await page.waitForURL(/\/app\/traveler\/trips\//, { timeout: STEP_TIMEOUT });
  await openTravelerTrip(page, 'Machu Picchu with Hana');
  await page
    .getByRole('navigation', { name: 'Trip sections' })
    .getByRole('link', { name: 'Update Payment Method' })
    .click();
  await page.waitForURL(/\/trips\/[^/]+\/update-payment-method$/);

  // The page stands alone: its own heading, no trip header, no tab bar (TRV-019, TRV-068).
  await expect(page.getByRole('heading', { level: 1, name: 'Update Payment Method' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByRole('navigation', { name: 'Trip sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toHaveCount(0);
  const onFile = page.getByRole('region', { name: 'Card on file' });
  await expect(onFile).toContainText('No card saved for automatic payments yet.', { timeout: STEP_TIMEOUT });

  const newCard = page.getByRole('region', { name: 'New card' });
  // The card comes from the embedded payments app (PAY-010), opened for a payment-method update (TAP-026).
  await expect(newCard.getByRole('form', { name: 'Payments' })).toHaveAttribute(
    'data-payments-app',
    'update-payment-method',
  );
  await newCard.getByRole('button', { name: /Card/ }).click();
  await page.getByRole('option', { name: /declined/ }).click();
  await newCard.getByRole('button', { name: 'Save payment method' }).click();
  await expect(newCard.getByText('Your card was declined.')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Payment method updated!')).toHaveCount(0);
  await expect(onFile).toContainText('No card saved');

  await newCard.getByRole('button', { name: /Card/ }).click();
  await page.getByRole('option', { name: /Mastercard/ }).click();
  await newCard.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page.getByText('Payment method updated!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(onFile).toContainText('Mastercard ending in 4444');

  // Saved on the server: a reload reads it back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Card on file' })).toContainText('Mastercard ending in 4444', {
    timeout: STEP_TIMEOUT,
  });
  await page.getByRole('link', { name: 'Back to Trip Overview' }).click();
  await expect(page.getByRole('navigation', { name: 'Trip sections' })).toBeVisible({ timeout: STEP_TIMEOUT });
});

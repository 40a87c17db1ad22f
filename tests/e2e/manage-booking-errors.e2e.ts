// Manage Booking when an update fails: private rooms sold out between choosing and paying (the API's own 409 answer,
// replayed at the network so the sold-out moment is certain) with its own title and the switch still usable, and a
// failure with no code (the connection drops) with the generic message; the server's booking and payments stay as
// they were. Also a removal's negative amount in red, a private room asked for when none are left (HER-004) and the one
// refund method preselected (CAN-014). Read-only for the server: the worker's shared one.
import type { BrowserContext, Page } from '@playwright/test';
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
const PENDING_TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 180_000 });

/** Chooses a private room for the pending trip's only traveler and goes to payment; resolves on the Pay button. */
async function privateRoomToPayment(page: Page, mb: ManageBookingPage) {
  await page.getByRole('button', { name: 'Edit Room Selection' }).click();
  await page.getByText(/private rooms left on this trip/).waitFor({ timeout: STEP_TIMEOUT });
  await mb.labelOf(page.getByRole('switch', { name: /^Private room for / }).last()).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const summary = mb.summary();
  await summary.getByRole('button', { name: 'Undo Room selection' }).waitFor();
  await expect(summary.getByRole('button', { name: 'Update Booking' })).toBeEnabled({ timeout: STEP_TIMEOUT });
  await summary.getByRole('button', { name: 'Update Booking' }).click();
  await page
    .getByRole('dialog', { name: 'Update your booking?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: STEP_TIMEOUT });
  return page.getByRole('button', { name: /^Pay \$/ });
}

test('[MBK-061] [MBK-062] [MBK-064] [HER-005] [OER-008] private rooms sold out at payment: its own title and words, nothing charged, the room switches still usable', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  const before = await mb.serverBooking();
  const pay = await privateRoomToPayment(page, mb);
  // The API's answer when the last private room went to someone else meanwhile (services/booking/update-booking).
  await page.route(
    (url) => /\/api\/me\/bookings\/[^/]+$/.test(url.pathname),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: "Sorry, we have run out of private rooms at this time. Don't worry, you haven't been charged.",
              code: 'single-supplement-unavailable',
            }),
          })
        : route.continue(),
  );
  await pay.click();
  const alert = mb.summary().getByRole('alert');
  await expect(alert.getByText('Private rooms unavailable')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(
    alert.getByText("Sorry, we have run out of private rooms at this time. Don't worry, you haven't been charged."),
  ).toBeVisible();
  // The room editor (and its private-room switch) stays open to the traveler after this error.
  await expect(page.getByRole('button', { name: 'Edit Room Selection' })).toBeEnabled();
  await page.getByRole('button', { name: 'Edit Room Selection' }).click();
  await expect(page.getByRole('switch', { name: /^Private room for / }).last()).toBeEnabled();
  const after = await mb.serverBooking();
  expect(after.payments.length).toBe(before.payments.length);
  expect(after.addOns.filter((a) => a.type === 'single-supplement')).toEqual([]);
});

test('[MBK-063] [HER-003] [OER-009] an update that fails without a code shows the generic message; nothing is booked or charged', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  const before = await mb.serverBooking();
  const pay = await privateRoomToPayment(page, mb);
  // The connection drops: the request never reaches the server, and there is no code to explain it.
  await page.route(
    (url) => /\/api\/me\/bookings\/[^/]+$/.test(url.pathname),
    (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()),
  );
  await pay.click();
  await expect(
    mb.summary().getByRole('alert').getByText('We encountered an issue while updating your booking.'),
  ).toBeVisible({ timeout: STEP_TIMEOUT });
  const after = await mb.serverBooking();
  expect(after.payments.length).toBe(before.payments.length);
  expect(after.dueAmount).toBe(before.dueAmount);
});

test('[MBK-050] removing a booked add-on shows its negative amount and total in red', async ({ signIn }) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const before = await mb.serverBooking();
  const hikes = before.addOns.filter((a) => a.service?.name === 'Huayna Picchu hike' && !a.deleted);
  expect(hikes.length).toBe(2);
  const booked = mb.section('Trip Add-Ons').getByRole('switch', { checked: true }).first();
  await mb.labelOf(booked).click();
  const summary = mb.summary();
  await summary.getByText('Removed', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
  const amount = summary.getByRole('listitem').filter({ hasText: 'Huayna Picchu hike' }).getByText('-$79.00');
  await expect(amount).toBeVisible();
  const danger = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--cv-color-danger)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  await expect(amount).toHaveCSS('color', danger);
  const total = summary.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText('-$79.00');
  await expect(total.getByText('-$79.00')).toHaveCSS('color', danger);
  // Nothing is saved until Update Booking: the server still holds both hikes.
  const after = await mb.serverBooking();
  expect(after.addOns.filter((a) => a.service?.name === 'Huayna Picchu hike' && !a.deleted).length).toBe(2);
});

test('[INS-018] [HER-002] a failed insurance reprice opens the insurance error dialog', async ({ signIn }) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const before = await mb.serverBooking();
  // The API's answer when the insurance provider is down (routes/traveler: 502 on reprice-quotes).
  await page.route('**/api/me/bookings/*/reprice-quotes', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: 'We encountered an issue while connecting to our insurance provider.',
        code: 'insurance-provider-unavailable',
      }),
    }),
  );
  // An insured booking reprices its insurance on every change: here, taking a booked activity off.
  await mb.labelOf(mb.section('Trip Add-Ons').getByRole('switch', { checked: true }).first()).click();
  const dialog = page.getByRole('dialog', { name: 'Insurance' });
  await expect(dialog.getByText('We encountered an issue while connecting to our insurance provider.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  const after = await mb.serverBooking();
  expect(after.addOns.length).toBe(before.addOns.length);
  expect(after.dueAmount).toBe(before.dueAmount);
});

test('[HER-004] asking for a private room when none are left says to remove it, and Update stays off', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  // The inventory answers that the last private room has gone (the API's own shape, replayed at the network).
  await page.route('**/api/me/trips/*/inventory/single-supplement', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { singleSupplement: Record<string, unknown> } };
    body.data.singleSupplement.available = 0;
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Edit Room Selection' }).click();
  await page.getByText('No private rooms are left on this trip.').waitFor({ timeout: STEP_TIMEOUT });
  const message =
    'Sorry, looks like we have run out of private rooms at this time. Please remove the private room selection to continue.';
  await expect(page.getByText(message)).toHaveCount(0);
  const update = page.getByRole('button', { name: 'Update', exact: true });
  const privateRoom = page.getByRole('switch', { name: /^Private room for / }).last();
  await mb.labelOf(privateRoom).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(update).toBeDisabled();
  // Taking the private room off again clears the message.
  await mb.labelOf(privateRoom).click();
  await expect(page.getByText(message)).toHaveCount(0);
});

test('[CAN-014] with exactly one refund method it is chosen for the traveler, and Cancel Booking is enabled by the reason alone', async ({
  signIn,
}) => {
  // The live booking with nothing owed and one refund method left (the API's own answers, narrowed at the network).
  const prepare = async (context: BrowserContext) => {
    await context.route(
      (url) => /\/api\/me\/trips\/[^/]+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { name: string; refundMethods: unknown[] } };
        if (body.data.name === LIVE_TRIP) body.data.refundMethods = body.data.refundMethods.slice(0, 1);
        await route.fulfill({ response, json: body });
      },
    );
    await context.route(
      (url) => /\/api\/me\/trips\/[^/]+\/bookings$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { dueAmount: number }[] };
        for (const booking of body.data) booking.dueAmount = 0;
        await route.fulfill({ response, json: body });
      },
    );
  };
  const { page } = await signIn('traveler', { prepare });
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const real = (await mb.serverTrip()).refundMethods as { description: string }[];
  expect(real.length).toBeGreaterThan(0);
  await mb.section('Cancel Booking').getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your booking' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
  await page.getByRole('option', { name: 'Change of plans' }).click();
  const method = dialog.getByRole('radio');
  await expect(method).toHaveCount(1);
  await expect(method).toBeChecked();
  await expect(mb.labelOf(method)).toContainText(real[0]?.description ?? 'no refund method');
  await expect(dialog.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Keep Booking' }).click();
  await expect(dialog).toHaveCount(0);
});

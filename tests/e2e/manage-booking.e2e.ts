// Manage Booking in Chromium as the demo traveler: add-ons and a private room paid with the sandbox card, undo and
// Clear All, a declined card, cancelling through both warnings, and axe on the tab. Every test that changes data
// runs on its own server and data folder.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { axeViolations } from './support/browser.js';
import { type CaravanProcess, startCaravan } from './support/server.js';
import { DESKTOP, STEP_TIMEOUT, openTravelerTrip, signIn } from './support/session.js';

/** The demo traveler's bookings: ORD-5001 (two travelers, insurance, refund methods) and ORD-5003 (alone, pending). */
const LIVE_TRIP = 'Machu Picchu with Hana';
const PENDING_TRIP = 'Inca Trail in Style';
const TIMEOUT = STEP_TIMEOUT;
/** A test that starts its own server needs longer than the default minute. */
const SLOW = 180_000;

let browser: Browser;
let shared: CaravanProcess;
const servers: CaravanProcess[] = [];

// The worker's browser and its read-only server; a test that changes data starts its own (freshServer).
test.beforeAll(({ browser: workerBrowser, caravan }) => {
  browser = workerBrowser;
  shared = caravan;
});
test.afterAll(() => Promise.all(servers.map((s) => s.stop())));

/** A fresh server and data folder for a test that changes the booking. */
async function freshServer(): Promise<CaravanProcess> {
  const server = await startCaravan();
  servers.push(server);
  return server;
}

/** Signs in as the demo traveler and opens a trip's Manage Booking tab. */
async function openManageBooking(server: CaravanProcess, tripName: string, viewport = DESKTOP) {
  const signedIn = await signIn(browser, server, 'traveler@caravan.test', { viewport });
  const { page } = signedIn;
  await openTravelerTrip(page, tripName);
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Manage Booking' }).click();
  await page.getByRole('heading', { name: 'Trip Add-Ons' }).waitFor({ timeout: TIMEOUT });
  return signedIn;
}

/**
 * The label a person clicks for a react-aria switch or radio: its input is visually hidden (it carries the role and
 * state), so the visible label is what takes the click, as it does for a user.
 */
const labelOf = (control: Locator) => control.locator('xpath=ancestor::label[1]');

const summary = (page: Page) => page.getByRole('complementary', { name: 'Trip summary' });

/** Switches on the first add-on on offer in Trip Add-Ons; returns its accessible name. */
async function addFirstActivity(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Trip Add-Ons' });
  const available = section.getByRole('switch', { checked: false }).first();
  const name =
    (await available.getAttribute('aria-label')) ??
    (await available.evaluate((el) => el.closest('label')?.textContent ?? ''));
  const toggle = name ? section.getByRole('switch', { name, exact: true }) : available;
  await labelOf(toggle).click();
  await expect.poll(() => toggle.isChecked(), { timeout: TIMEOUT }).toBe(true);
  return name;
}

/** Gives the companion a private room through the inline room editor. */
async function addPrivateRoom(page: Page) {
  await page.getByRole('button', { name: 'Edit Room Selection' }).click();
  await page.getByText(/private rooms left on this trip/).waitFor({ timeout: TIMEOUT });
  const update = page.getByRole('button', { name: 'Update', exact: true });
  expect(await update.isDisabled()).toBe(true);
  await labelOf(page.getByRole('switch', { name: /^Private room for / }).last()).click();
  await update.click();
  await summary(page).getByRole('button', { name: 'Undo Room selection' }).waitFor();
}

test.describe.configure({ timeout: SLOW });

test.describe('Manage Booking in the browser', () => {
  test('[MBK-002] [MBK-003] [MBK-004] [MBK-009] [MBK-011] [INS-004] [TRV-022] [TRV-018] the tab has no axe violations', async () => {
    const { context, page, errors } = await openManageBooking(shared, LIVE_TRIP);
    await page.getByText('Review and edit your accommodations, add-ons and transfers').waitFor();
    await page.getByText(/Your booking is final \d+ days before the trip starts/).waitFor();
    await page.getByRole('heading', { name: 'Traveler Information' }).waitFor();
    await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
    await page
      .getByText(/^POLICY #/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // react-aria's live announcer keeps a transient message node (role=img) for a few seconds: let it expire.
    await expect.poll(() => page.locator('[role=log] [role=img]').count(), { timeout: 15_000 }).toBe(0);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[MBK-029] [MBK-030] [MBK-031] [MBK-032] [MBK-006] [MBK-007] undo per change and Clear All', async () => {
    const { context, page, errors } = await openManageBooking(shared, PENDING_TRIP);
    await addFirstActivity(page);
    await addPrivateRoom(page);
    const panel = summary(page);
    await panel.getByText('Added', { exact: true }).waitFor();

    // Undo the room change from the summary: one change left, Clear All hidden (MBK-030).
    await panel.getByRole('button', { name: 'Undo Room selection' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Undo Room selection' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Clear All' }).count()).toBe(0);

    // Two changes again, then Clear All asks first; Cancel keeps them, Clear All removes them.
    await addPrivateRoom(page);
    await panel.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to clear your selection?' });
    await dialog.getByText('Your trip changes will be removed').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByText('Added', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All' }).click();
    await panel.getByText(/No changes yet/).waitFor();

    // Mobile: the cart button counts the pending changes and opens the summary.
    await page.setViewportSize({ width: 390, height: 844 });
    await addFirstActivity(page);
    await page.getByRole('button', { name: /1 Change$/ }).click({ timeout: TIMEOUT });
    await page.getByRole('dialog', { name: 'Trip Summary' }).getByText('Added', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[MBK-013] [MBK-023] [MBK-033] [MBK-034] [MBK-052] [MBK-053] [MBK-058] [PAY-005] [PAY-006] adds an activity and a private room, pays with the sandbox card and sees Payment Complete', async () => {
    const server = await freshServer();
    const { context, page, errors } = await openManageBooking(server, PENDING_TRIP);
    await addFirstActivity(page);
    await addPrivateRoom(page);
    const panel = summary(page);
    await panel.getByText('Added', { exact: true }).waitFor();
    // $79.00 hike + $650.00 private room = $729.00.
    await expect.poll(() => panel.locator('.tv-Totals > div').first().textContent()).toContain('$729.00');
    await expect
      .poll(() => panel.getByRole('button', { name: 'Update Booking' }).isEnabled(), { timeout: TIMEOUT })
      .toBe(true);
    await panel.getByRole('button', { name: 'Update Booking' }).click();
    await page
      .getByRole('dialog', { name: 'Update your booking?' })
      .getByRole('button', { name: 'Continue to payment' })
      .click();
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    // Moving to the tab's own payment route with the changes pending does not ask to leave (MBK-013).
    expect(await page.getByRole('alertdialog', { name: 'Leave without saving?' }).count()).toBe(0);
    await page
      .getByRole('radiogroup', { name: 'How much would you like to pay?' })
      .getByRole('radio', { name: /Minimum payment/ })
      .waitFor();
    await page
      .getByRole('radiogroup', { name: 'How much would you like to pay?' })
      .getByRole('radio', { name: /Pay in full/ })
      .waitFor();
    expect(await page.getByRole('radio', { name: /Custom amount/ }).count()).toBe(0);
    await labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Minimum payment/ }),
    ).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/success'), { timeout: TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Payment Complete' }).waitFor();
    await page.getByRole('button', { name: 'Back to Manage Booking' }).click();
    await page.getByRole('heading', { name: 'Trip Add-Ons' }).waitFor();
    await page.getByText('Private room', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[MBK-060] [MBK-065] [PAY-005] a declined card leaves the booking unchanged and shows the error', async () => {
    const server = await freshServer();
    const { context, page, errors } = await openManageBooking(server, PENDING_TRIP);
    await addFirstActivity(page);
    const panel = summary(page);
    await expect
      .poll(() => panel.getByRole('button', { name: 'Update Booking' }).isEnabled(), { timeout: TIMEOUT })
      .toBe(true);
    await panel.getByRole('button', { name: 'Update Booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/payment'), { timeout: TIMEOUT });
    await page.getByRole('button', { name: /approved/ }).click();
    await page.getByRole('option', { name: /declined/ }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await summary(page).getByText('Your card was declined.').waitFor({ timeout: TIMEOUT });
    expect(new URL(page.url()).pathname.endsWith('/manage-booking')).toBe(true);
    // The change is still pending, nothing was booked: reloading shows the activity on offer again.
    await page.reload();
    await page.getByRole('heading', { name: 'Trip Add-Ons' }).waitFor({ timeout: TIMEOUT });
    await summary(page)
      .getByText(/No changes yet/)
      .waitFor();
    expect(errors.filter((e) => !/402/.test(e))).toEqual([]);
    await context.close();
  });

  test('[CAN-008] [CAN-009] [CAN-010] [CAN-015] [CAN-016] [CAN-017] [CAN-019] [PAY-013] cancels a booking through the pay-balance page and both warnings', async () => {
    const server = await freshServer();
    const { context, page, errors } = await openManageBooking(server, LIVE_TRIP);
    await page.getByRole('region', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/manage-booking/pay-balance'), { timeout: TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Are you sure?' }).waitFor();
    await labelOf(
      page
        .getByRole('radiogroup', { name: 'How much would you like to pay?' })
        .getByRole('radio', { name: /Pay in full/ }),
    ).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel your booking' });
    await dialog.waitFor({ timeout: TIMEOUT });
    const submit = dialog.getByRole('button', { name: 'Cancel Booking' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
    await page.getByRole('option', { name: 'Change of plans' }).click();
    // Paid in full, the live booking has two refund methods: none is chosen for the traveler (CAN-014 is one).
    const methods = dialog.getByRole('radio');
    await expect(methods).toHaveCount(2);
    await labelOf(methods.first()).click();
    await submit.click();
    await dialog.getByText('The following step is final. Are you sure?').waitFor();
    await submit.click();
    await page.getByRole('dialog', { name: 'We received your cancellation request.' }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Back to my trip' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: TIMEOUT });
    await page.getByText('Pending cancellation').first().waitFor({ timeout: TIMEOUT });
    expect(errors).toEqual([]);
    await context.close();
  });
  test('[MBK-012] leaving with a pending change asks first, by link and by the back button; Stay keeps the change', async () => {
    const { context, page, errors } = await openManageBooking(shared, PENDING_TRIP);
    await addFirstActivity(page);
    const panel = summary(page);
    await panel.getByText('Added', { exact: true }).waitFor();
    const leaveDialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    const stay = async () => {
      await leaveDialog.getByText('You have 1 change that is not saved.').waitFor({ timeout: TIMEOUT });
      await leaveDialog.getByRole('button', { name: 'Stay on Manage Booking' }).click();
      await expect.poll(() => leaveDialog.count()).toBe(0);
      expect(new URL(page.url()).pathname.endsWith('/manage-booking')).toBe(true);
      await panel.getByText('Added', { exact: true }).waitFor();
    };

    // A link out of the tab.
    await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Trip Overview' }).click();
    await stay();
    // The browser's back button: the address is put back and the change is still there.
    await page.goBack();
    await stay();
    // Back again, and this time leave: the overview opens and the change is gone.
    await page.goBack();
    await leaveDialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/trip-overview'), { timeout: TIMEOUT });
    await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Manage Booking' }).click();
    await summary(page)
      .getByText(/No changes yet/)
      .waitFor({ timeout: TIMEOUT });
    expect(errors).toEqual([]);
    await context.close();
  });
});

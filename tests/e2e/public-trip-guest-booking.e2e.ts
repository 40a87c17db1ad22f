// A guest checkout (decision 042, MKT-005): on a phone, a visitor books the live trip without choosing a password,
// lands in the traveler app signed in, then chooses the password from the confirmation e-mail's link and signs in
// with it. Nothing is hashed while the booking is made, which is what keeps a launch rush's winners fast.
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = { slug: 'crv-1005', name: 'Machu Picchu with Hana' };
const GUEST = { email: 'gia.guest@example.com', password: 'chosen after booking' };

test('[MKT-005] on a phone, a visitor books as a guest and chooses the password from the confirmation e-mail', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  test.setTimeout(180_000);
  const server = await freshCaravan();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const trip = new PublicTripPage(page);

  await trip.open(server.url, TRIP.slug);
  await trip.start('Book now');
  await trip.fillTraveler(0, { firstName: 'Gia', lastName: 'Guest', email: GUEST.email, room: 'Shared room' });
  // The password is offered, not asked: the field says what happens when it is left empty.
  const password = trip.form().getByLabel('Choose a password (optional)');
  await expect(password).not.toHaveAttribute('required');
  await expect(trip.form().getByText(/Leave this empty and we'll email you a link to choose one/)).toBeVisible();
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  await trip.submit();

  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: TRIP.name })).toBeVisible({ timeout: STEP_TIMEOUT });

  // The confirmation carries the link that sets the password.
  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; subject: string; text: string }[] } }).data
    .items;
  const confirmation = mails.find((m) => m.to === GUEST.email && m.subject === `Your booking on ${TRIP.name}`);
  expect(confirmation?.text).toContain('Choose your password');
  const path = /https?:\/\/[^\s/]+(\/change-password\/[A-Za-z0-9_-]{22})/.exec(confirmation?.text ?? '')?.[1];
  expect(path).toBeDefined();

  await page.goto(`${server.url}${path}`);
  await expect(page.getByText(GUEST.email)).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.getByLabel('New password', { exact: true }).fill(GUEST.password);
  await page.getByLabel('Confirm password').fill(GUEST.password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL((u) => u.pathname === '/login', { timeout: STEP_TIMEOUT });

  await page.getByLabel('Email').fill(GUEST.email);
  await page.getByLabel('Password', { exact: true }).fill(GUEST.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/app/traveler'), { timeout: STEP_TIMEOUT });
  await context.close();
});

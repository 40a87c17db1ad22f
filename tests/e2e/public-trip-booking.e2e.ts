// Journey (a), MKT-005: an anonymous visitor opens a live trip's public page, books two travelers with a private
// room, creates an account, pays the deposit, lands in the traveler app with the booking pending, and the traveler's
// and the host's e-mails are in the outbox.
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The ready-to-confirm demo trip: its host confirms bookings, so a new one is pending (EUR, €3,500 per traveler). */
const TRIP = { slug: 'crv-1006', name: 'Fjords Slow Travel' };

test('[MKT-005] a visitor books two travelers with a private room, creates an account and pays the deposit', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  test.setTimeout(240_000);
  const server = await freshCaravan();
  const context = await browser.newContext();
  const page = await context.newPage();
  const trip = new PublicTripPage(page);

  await trip.open(server.url, TRIP.slug);
  await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Hosted by')).toBeVisible();
  await trip.start('Book now');
  await trip.fillTraveler(0, {
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@example.com',
    room: 'Private room',
  });
  await trip.fillTraveler(1, { firstName: 'Finn', lastName: 'Friend', email: 'finn@example.com', room: 'Shared room' });
  await trip.password('fjords-and-friends');
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  // Two deposits of €500; the total is two prices and one single supplement.
  await expect(trip.submitButton()).toHaveText('Pay €1,000.00 and book');
  await trip.submit();

  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: TRIP.name })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; subject: string; text: string }[] } }).data
    .items;
  const travelerMail = mails.find((m) => m.to === 'vera@example.com');
  expect(travelerMail?.subject).toBe(`Your booking on ${TRIP.name}`);
  expect(travelerMail?.text).toContain('Paid today: €1,000.00');
  expect(mails.some((m) => m.subject === `New booking on ${TRIP.name}`)).toBe(true);
  await context.close();
});

test('[PAY-008] [MKT-005] a US visitor pays the deposit with Affirm: approved on its page, booked, in the traveler app', async ({
  browser,
  freshCaravan,
}) => {
  test.setTimeout(180_000);
  const server = await freshCaravan();
  const context = await browser.newContext();
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  // The live demo trip sells in US dollars (Affirm lends in dollars) and confirms bookings automatically.
  await trip.open(server.url, 'crv-1005');
  await trip.start('Book now');
  await trip.fillTraveler(0, { firstName: 'Al', lastName: 'Firm', email: 'al@example.com', room: 'Shared room' });
  await expect(trip.form().getByRole('textbox', { name: 'Country of residence' })).toHaveValue('US');
  await trip.password('pay-over-time-please');
  await trip.payWith('Affirm');
  await trip.acceptTerms();
  await trip.form().getByRole('button', { name: 'Continue to Affirm' }).click();

  await page.waitForURL(/\/sandbox\/affirm\/checkouts\//, { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Approve' }).click();
  // Back on the trip page with the form as typed; the password is never kept across the redirect.
  await expect(trip.form().getByRole('textbox', { name: 'Email' })).toHaveValue('al@example.com', {
    timeout: STEP_TIMEOUT,
  });
  await trip.password('pay-over-time-please');
  await trip.form().getByRole('button', { name: 'Finish booking with Affirm' }).click();

  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await context.close();
});

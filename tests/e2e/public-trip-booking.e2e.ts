// Journey (a), MKT-005, MKT-030, MKT-033: an anonymous visitor opens a live trip's public page (desktop and phone),
// looks through the gallery, reads the payment schedule and the policy, submits the empty form and sees every missing
// field named, books two travelers with a private room (country picked by typing), pays the deposit and lands in the
// traveler app; a trip cancelled while the form is open refuses the booking clearly and charges nothing.
import { PublicTripPage } from './pages/public-trip.page.js';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The ready-to-confirm demo trip: its host confirms bookings, so a new one is pending (EUR, €3,500 per traveler). */
const TRIP = { slug: 'crv-1006', name: 'Fjords Slow Travel' };

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`[MKT-005] [MKT-030] [MKT-033] on a ${device}: a visitor looks through the gallery, reads the schedule and policy, sees every missing field named, books two travelers and pays the deposit`, async ({
    browser,
    freshCaravan,
    signIn,
  }) => {
    test.setTimeout(240_000);
    const server = await freshCaravan();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const trip = new PublicTripPage(page);

    await trip.open(server.url, TRIP.slug);
    await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
    // The gallery by keyboard: the first photo opens in the lightbox, Escape closes it.
    await trip.photos().first().focus();
    await page.keyboard.press('Enter');
    await expect(trip.lightbox()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trip.lightbox()).toHaveCount(0);
    // The schedule and the policy, before booking.
    await expect(trip.schedule().getByRole('listitem').first()).toHaveText('Deposit, when you book€500.00');
    await expect(trip.schedule().getByRole('listitem').nth(1)).toHaveText(/^Balance, due by .+€3,000\.00$/);
    await expect(trip.section('Cancellation policy')).toContainText('non-refundable');

    await trip.start('Book now');
    // MKT-033: an empty submit names every missing field, beside it and in a summary that takes focus.
    await trip.submit();
    const summary = trip.errorSummary();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([
      'First name (you): Enter the first name',
      'Last name (you): Enter the last name',
      'Email (you): Enter a valid email address',
      'Card number: Enter the card number',
      'Booking terms: Accept the booking terms and the cancellation policy',
    ]);
    await expect(trip.form().getByText('Enter the first name')).toHaveCount(2); // the summary and beside the field
    await summary.getByRole('link', { name: /^Card number/ }).click();
    await expect(trip.form().getByRole('textbox', { name: 'Card number' })).toBeFocused();
    // The terms and the policy open from the form.
    await trip.form().getByRole('button', { name: 'Read the cancellation policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Cancellation policy' });
    await expect(policy).toContainText('Refundable above the deposit until');
    await policy.getByRole('button', { name: 'Close' }).click();

    await trip.fillTraveler(0, {
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@example.com',
      room: 'Private room',
    });
    await trip.fillTraveler(1, {
      firstName: 'Finn',
      lastName: 'Friend',
      email: 'finn@example.com',
      room: 'Shared room',
    });
    await trip.chooseCountry('Norw', 'Norway');
    await expect(trip.country()).toHaveValue('Norway');
    await trip.password('fjords-and-friends');
    await trip.card('4242 4242 4242 4242');
    await trip.acceptTerms();
    await expect(summary).toHaveCount(0);
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

test('[MKT-003] the trip is cancelled while the form is open: submit says so clearly and nothing is charged', async ({
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
  await trip.fillTraveler(0, { firstName: 'Stan', lastName: 'Stale', email: 'stan@example.com', room: 'Shared room' });
  await trip.password('too-late-for-this');
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();

  // Meanwhile the admin cancels the trip.
  const admin = await signIn('admin', { server });
  const trips = await admin.page.request.get(`${server.url}/api/public/trips/${TRIP.slug}`);
  const { id } = ((await trips.json()) as { data: { id: string } }).data;
  const cancelled = await admin.page.request.post(`${server.url}/api/admin/trips/${id}/events`, {
    data: { type: 'trip.cancel', reason: 'provider-cancelled-force-majeure' },
    headers: { Origin: server.url },
  });
  expect(cancelled.ok()).toBe(true);

  await trip.submit();
  await expect(trip.error()).toContainText("This trip has been cancelled. Don't worry, you haven't been charged.", {
    timeout: STEP_TIMEOUT,
  });
  await expect(page).toHaveURL(new RegExp(`/trips/${TRIP.slug}$`));
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string }[] } }).data.items;
  expect(mails.some((m) => m.to === 'stan@example.com')).toBe(false);
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
  await expect(trip.country()).toHaveValue('United States');
  await trip.password('pay-over-time-please');
  await trip.payWith('Affirm');
  await trip.acceptTerms();
  await trip.form().getByRole('button', { name: 'Continue to Affirm' }).click();

  await page.waitForURL(/\/sandbox\/affirm\/checkouts\//, { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: 'Approve' }).click();
  // Back on the trip page with the form as typed; the password is never kept across the redirect, and the form says so.
  await expect(trip.form().getByRole('textbox', { name: 'Email' })).toHaveValue('al@example.com', {
    timeout: STEP_TIMEOUT,
  });
  await expect(
    trip.form().getByText(/except your password, which Caravan never stores: if you chose one, type it again/),
  ).toBeVisible();
  await trip.password('pay-over-time-please');
  await trip.form().getByRole('button', { name: 'Finish booking with Affirm' }).click();

  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await context.close();
});

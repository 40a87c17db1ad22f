// The marketplace loop in one browser (MKT-025), on a server of its own in test mode (the test clock moves time and
// runs the scheduler; each browser that must agree with the server's time is given it): the operator builds and
// submits an itinerary, the admin approves it, the host requests a trip of it, the operator prices and approves the
// trip, the admin approves the pricing, the host accepts the agreement, prices it, asks to publish and schedules the
// launch, the admin passes the page review, and the scheduler launches it on the clock; a visitor books the minimum and
// pays the deposits, the scheduler makes the trip ready to confirm, the host confirms; after the first payment reminder
// the traveler signs the waiver and pays the balance, and once the end date has passed the scheduler closes and
// completes the trip. The second journey: a trip short of its minimum bookings is cancelled by the scheduler and its
// traveler refunded.
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage } from './pages/admin.page.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { AdminTripPageCard, advanceServerClockTo, bookability, mailsTo, subjectsTo } from './pages/loop.page.js';
import {
  adminApprovesItinerary,
  adminApprovesPricing,
  adminPassesPageReview,
  hostPublishesTrip,
  hostRequestsTrip,
  operatorBuildsItinerary,
  operatorPricesAndApproves,
} from './pages/loop-steps.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { advanceServerClock } from './pages/test-clock.page.js';
import { e2eNow } from './support/clock.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 480_000 });

/** The itinerary the operator builds, and the start date the host requests. */
const ITINERARY = 'Lofoten Harbour Days';
const START_DATE = '2027-05-10';
/** The first payment reminder's day (90 days before the start) and a day well after the trip's end. */
const FIRST_REMINDER_DAY = '2027-02-09';
const AFTER_THE_TRIP = '2027-07-01';
const NOTE = 'A welcome dinner in Svolvær, please';
/** The visitor books the trip's two minimum spots: themselves and a friend. */
const PARTY = [
  { firstName: 'Vera', lastName: 'Visitor', email: 'vera.loop@example.com' },
  { firstName: 'Finn', lastName: 'Friend', email: 'finn.loop@example.com' },
] as const;

test('[MKT-025] [MKT-005] [MKT-013] [MKT-022] [HBK-027] [WSP-020] [WSP-063] the whole loop: an itinerary built and approved, a trip requested, priced, approved, published and launched on the clock, booked, confirmed, paid after a reminder and completed', async ({
  browser,
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan({ testClock: true });

  // The operator builds and submits a new itinerary; the admin approves it and it joins the catalogue.
  const operator = await signIn('operator', { viewport: DESKTOP, server });
  await operatorBuildsItinerary(operator.page, server.url, ITINERARY);
  const admin = await signIn('admin', { viewport: DESKTOP, server });
  await adminApprovesItinerary(admin.page, ITINERARY);

  // The host requests a trip of it (no instant approval: the operator decides), the operator prices and approves it,
  // and the admin approves the pricing.
  const host = await signIn('host2@caravan.test', { viewport: DESKTOP, server });
  await hostRequestsTrip(host.page, server.url, ITINERARY, START_DATE, NOTE);
  const tripId = await operatorPricesAndApproves(operator.page, server.url, ITINERARY, NOTE);
  await adminApprovesPricing(admin.page, server.url, tripId);

  // The host accepts the agreement, sets the prices, asks to publish and schedules the launch for tomorrow; the admin
  // passes the page review.
  const tomorrow = new Date(e2eNow().getTime() + 86_400_000).toISOString().slice(0, 10);
  await hostPublishesTrip(host.page, server.url, tripId, tomorrow);
  await adminPassesPageReview(admin.page, server.url, tripId);

  // Before its launch the page collects interest but takes no booking; the clock passes the launch and the scheduler
  // makes the page live (MKT-013).
  expect(await bookability(admin.page, server.url, tripId)).toBe('closed');
  const launched = await advanceServerClock(admin.page, server.url, 2);
  expect(launched.applied['trip-launch']).toBeGreaterThanOrEqual(1);
  expect(await bookability(admin.page, server.url, tripId)).toBe('open');

  // A visitor opens the public page, books two travelers, creates an account and pays the deposits by card (MKT-005).
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const page = await visitor.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(server.url, tripId);
  await expect(trip.heading(ITINERARY)).toBeVisible({ timeout: STEP_TIMEOUT });
  await trip.start('Book now');
  for (const [i, person] of PARTY.entries()) await trip.fillTraveler(i, { ...person, room: 'Shared room' });
  await trip.password(DEMO_PASSWORD);
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  await trip.submit();
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  const overviewUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: ITINERARY })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await visitor.close();

  // A minute later the scheduler finds the minimum spots held: the trip is ready to confirm.
  const ready = await advanceServerClock(admin.page, server.url, 1 / 1440);
  expect(ready.applied['ready-to-confirm']).toBeGreaterThanOrEqual(1);

  // The host confirms the two spots in the Bookings tab (HBK-027). Days passed on the server's clock, so the host signs
  // in again, and the browser reads the server's time (the portal decides 'Launch and Confirm' from its own clock).
  const host2 = await signIn('host2@caravan.test', {
    viewport: DESKTOP,
    server,
    prepare: (ctx) => ctx.clock.setFixedTime(new Date(ready.now)),
  });
  const bookings = new HostBookingsPage(host2.page);
  await bookings.open(server.url, tripId);
  const name = `${PARTY[0].firstName} ${PARTY[0].lastName}`;
  await expect(bookings.row(name)).toContainText('Pending', { timeout: STEP_TIMEOUT });
  await bookings.select(name);
  await bookings.button('Confirm Selected').click();
  await expect(bookings.dialog()).toContainText('Confirm 2 spots');
  await bookings.dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(host2.page.getByText('The bookings were confirmed!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(bookings.row(name)).toContainText('Confirmed');

  // The first payment reminder falls due; the traveler signs in and pays the balance from the trip overview.
  const reminded = await advanceServerClockTo(admin.page, server.url, ready.now, FIRST_REMINDER_DAY);
  expect(reminded.applied['payment-reminder-1']).toBeGreaterThanOrEqual(1);
  const traveler = await signIn(PARTY[0].email, {
    viewport: DESKTOP,
    server,
    prepare: (ctx) => ctx.clock.setFixedTime(new Date(reminded.now)),
  });
  await traveler.page.goto(overviewUrl);
  // A confirmed booking shows its trip once the traveler has signed the waiver.
  await traveler.page
    .frameLocator('iframe')
    .getByRole('button', { name: 'I accept the terms' })
    .click({ timeout: STEP_TIMEOUT });
  await expect(traveler.page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await traveler.page.getByRole('link', { name: 'Pay balance' }).click();
  await expect(traveler.page.getByRole('heading', { level: 1, name: 'Pay your balance' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  // The minimum is preselected (issue 25); this traveler settles the whole balance.
  await traveler.page
    .getByRole('radiogroup', { name: 'How much would you like to pay?' })
    .getByRole('radio', { name: /Pay in full/ })
    .locator('xpath=ancestor::label[1]')
    .click();
  await traveler.page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(traveler.page.getByText('Thank you! Your balance is now $0.00.')).toBeVisible({ timeout: STEP_TIMEOUT });

  // The trip's end date passes: the scheduler, catching up, makes its bookings final and completes it (MKT-019).
  const after = await advanceServerClockTo(admin.page, server.url, reminded.now, AFTER_THE_TRIP);
  expect(after.applied['bookings-final']).toBeGreaterThanOrEqual(1);
  expect(after.applied['trip-complete']).toBeGreaterThanOrEqual(1);
  const closing = await signIn('admin', { viewport: DESKTOP, server });
  await closing.page.goto(`${server.url}/admin/trips/${tripId}`);
  const timeline = new AdminTripPage(closing.page).timeline();
  // The trip's timeline also lists its bookings' moves, written in the same instant: the trip's own move is found by
  // its words, once.
  await expect(timeline.getByRole('listitem').filter({ hasText: 'closed → complete' })).toHaveCount(1, {
    timeout: STEP_TIMEOUT,
  });
  for (const move of [
    'host approved → live',
    'live → ready to confirm',
    'ready to confirm → confirmed',
    'confirmed → closed',
  ])
    await expect(timeline).toContainText(move);

  // Everyone was told: the launch, the minimum reached, the booking, its confirmation, the reminder and the end.
  expect(await subjectsTo(closing.page, server.url, 'host2@caravan.test')).toEqual(
    expect.arrayContaining([`${ITINERARY} is live`, `${ITINERARY} is ready to confirm`, `New booking on ${ITINERARY}`]),
  );
  const traveled = await subjectsTo(closing.page, server.url, PARTY[0].email);
  expect(traveled).toEqual(
    expect.arrayContaining([
      `Your booking on ${ITINERARY}`,
      `Payment reminder 1 of 4: ${ITINERARY}`,
      `${ITINERARY} is complete`,
    ]),
  );
  expect(traveled.some((s) => s.includes('is confirmed'))).toBe(true);
});

/** host@'s seeded host-approved trip: in review, launching 2026-12-01, 4 spots minimum; host@ is level 3 (30 days). */
const SHORT = { id: DEMO_TRIP_IDS.hostApproved, name: 'Patagonia Premium Trek' };
/** The day after its minimum-bookings deadline (30 days after the launch). */
const PAST_MINIMUM_DEADLINE = '2027-01-01';
const LONE = { firstName: 'Lena', lastName: 'Lone', email: 'lena.loop@example.com' } as const;

test('[MKT-025] [MKT-015] a launched trip short of its minimum bookings is cancelled by the scheduler and its traveler refunded and told', async ({
  browser,
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan({ testClock: true });
  const admin = await signIn('admin', { viewport: DESKTOP, server });
  const review = new AdminTripPageCard(admin.page);
  await admin.page.goto(`${server.url}/admin/trips/${SHORT.id}`);
  await review.passReview().click({ timeout: STEP_TIMEOUT });
  await expect(review.card()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  const launched = await advanceServerClock(admin.page, server.url, 7);
  expect(await bookability(admin.page, server.url, SHORT.id)).toBe('open');

  // One visitor books alone and pays the deposit: one booking of the two the trip needs.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const trip = new PublicTripPage(await visitor.newPage());
  await trip.open(server.url, SHORT.id);
  await trip.start('Book now');
  await trip.fillTraveler(0, { ...LONE, room: 'Shared room' });
  await trip.password(DEMO_PASSWORD);
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  const paid = (await trip.submitButton().textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0] ?? 'nothing';
  await trip.submit();
  await trip.page.waitForURL(/\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await visitor.close();

  // The minimum-bookings window closes: the scheduler cancels the trip and refunds the deposit.
  const run = await advanceServerClockTo(admin.page, server.url, launched.now, PAST_MINIMUM_DEADLINE);
  expect(run.applied['minimum-bookings-overdue']).toBeGreaterThanOrEqual(1);
  const traveler = await signIn(LONE.email, { viewport: DESKTOP, server });
  await traveler.page.goto(`${server.url}/app/traveler/trips`);
  await traveler.page
    .getByRole('link', { name: new RegExp(`${SHORT.name}.*Cancelled`) })
    .click({ timeout: STEP_TIMEOUT });
  // A trip shows once the traveler has signed the waiver (TRV-024): the booking is cancelled, and the traveler's own
  // transaction history shows the deposit and its refund.
  await traveler.page
    .frameLocator('iframe')
    .getByRole('button', { name: 'I accept the terms' })
    .click({ timeout: STEP_TIMEOUT });
  await expect(traveler.page.getByRole('region', { name: 'Booking Status' })).toContainText('Cancelled', {
    timeout: STEP_TIMEOUT,
  });
  await traveler.page.getByRole('link', { name: 'Manage Booking' }).click();
  const history = traveler.page.getByRole('grid', { name: 'Transaction History' });
  const refundRow = history.getByRole('row').filter({ hasText: `-${paid}` });
  await expect(refundRow).toContainText('success', { timeout: STEP_TIMEOUT });
  // The refund reads as a refund, not as a negative card payment (the domain's payment-row label).
  await expect(refundRow).toContainText('REFUND');
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: paid })
      .filter({ hasNotText: `-${paid}` }),
  ).toHaveCount(1);
  const later = await signIn('admin', { viewport: DESKTOP, server });
  await later.page.goto(`${server.url}/admin/trips/${SHORT.id}`);
  await expect(
    new AdminTripPage(later.page).timeline().getByRole('listitem').filter({ hasText: 'live → cancelled' }),
  ).toHaveCount(1, { timeout: STEP_TIMEOUT });
  // The payments ledger holds the refund beside the deposit, and the booking has nothing left paid.
  const ledger = later.page.getByRole('grid', { name: 'Payments' });
  const ledgerRefund = ledger.getByRole('row').filter({ hasText: `-${paid}` });
  await expect(ledgerRefund).toContainText('success');
  await expect(ledgerRefund).toContainText('REFUND');
  await expect(
    later.page
      .getByRole('grid', { name: /Bookings/ })
      .getByRole('row')
      .filter({ hasText: LONE.email }),
  ).toContainText('Cancelled');
  const told = (await mailsTo(later.page, server.url, LONE.email)).find(
    (m) => m.subject === `${SHORT.name} was cancelled`,
  );
  expect(told?.text).toContain(`We refunded ${paid} to the card you paid with.`);
});

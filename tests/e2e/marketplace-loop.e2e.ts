// The marketplace loop in one browser (MKT-025), on a server of its own in test mode (the test clock moves time and
// runs the scheduler; each browser that must agree with the server's time is given it): a catalogue request from the
// host through the operator (price, approve), the admin (approve pricing), the host (agreement, Pricing tab, Request
// Publish, launch date) and the admin (page review) to the launch the scheduler makes; a visitor books the minimum and
// pays the deposits, the scheduler makes the trip ready to confirm, the host confirms; after the first payment reminder
// the traveler signs the waiver and pays the balance, and once the end date has passed the scheduler closes and
// completes the trip. The second journey: a trip short of its minimum bookings is cancelled by the scheduler and its
// traveler refunded.
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage } from './pages/admin.page.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { HostPricingPage } from './pages/host-pricing.page.js';
import { AdminTripPageCard, advanceServerClockTo, bookability, mailsTo, subjectsTo } from './pages/loop.page.js';
import { OperatorTripPage } from './pages/operator-trip.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { advanceServerClock } from './pages/test-clock.page.js';
import { e2eNow } from './support/clock.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 480_000 });

/** The departure host2@ requests: a standard Inca Trail date with a free spot. */
const DEPARTURE = 'May 10, 2027';
const ITINERARY = 'Inca Trail & Sacred Valley';
/** The first payment reminder's day (90 days before the start) and a day well after the trip's end. */
const FIRST_REMINDER_DAY = '2027-02-09';
const AFTER_THE_TRIP = '2027-07-01';
/** The visitor books the trip's two minimum spots: themselves and a friend. */
const PARTY = [
  { firstName: 'Vera', lastName: 'Visitor', email: 'vera.loop@example.com' },
  { firstName: 'Finn', lastName: 'Friend', email: 'finn.loop@example.com' },
] as const;

test('[MKT-025] [MKT-005] [MKT-013] [MKT-022] [HBK-027] [WSP-020] [WSP-063] the whole loop: a catalogue request is priced, approved, published and launched on the clock, booked, confirmed, paid after a reminder and completed', async ({
  browser,
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan({ testClock: true });

  // The host requests the trip from the catalogue; an additional request makes it an operator's decision.
  const host = await signIn('host2@caravan.test', { viewport: DESKTOP, server });
  const cat = new HostCataloguePage(host.page);
  await host.page.goto(`${server.url}/app/host/itineraries`);
  await cat.card(ITINERARY).getByRole('link').click({ timeout: STEP_TIMEOUT });
  await expect(cat.heading()).toHaveText(ITINERARY, { timeout: STEP_TIMEOUT });
  await host.page.getByRole('link', { name: 'Reserve This Trip' }).click();
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });
  await cat.section('Departure').locator('label').filter({ hasText: DEPARTURE }).click();
  await cat.form().getByLabel('Anything else we should know?').fill('A welcome dinner in Cusco, please');
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.heading()).toHaveText('Your trip request was sent', { timeout: STEP_TIMEOUT });

  // The request made a created trip, under the operator's New Trip Requests: the operator opens it, prices it and
  // approves it.
  const operator = await signIn('operator', { viewport: DESKTOP, server });
  const ops = new OperatorTripPage(operator.page);
  await operator.page.goto(`${server.url}/app/operator/trips`);
  // The trips root redirects to the first trip of the first group (RTE-023); the click comes after that redirect, or
  // the redirect would land later and take the page to that other trip.
  await operator.page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=/, { timeout: STEP_TIMEOUT });
  const requests = ops
    .sidebar()
    .locator('.op-Group')
    .filter({ has: operator.page.getByRole('heading', { name: 'New Trip Requests' }) });
  await requests.getByRole('link', { name: ITINERARY }).click({ timeout: STEP_TIMEOUT });
  await operator.page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=trip$/, { timeout: STEP_TIMEOUT });
  await expect(ops.summary()).toContainText('A welcome dinner in Cusco, please', { timeout: STEP_TIMEOUT });
  const tripId = new URL(operator.page.url()).pathname.split('/')[4] ?? '';
  await ops.tab('Review pricing').click();
  await operator.page.waitForURL(/review-pricing\?model=trip$/, { timeout: STEP_TIMEOUT });
  await ops.field('Minimum spots').fill('2');
  await ops.field('Maximum spots').fill('12');
  await ops.button('Add tier').click();
  await ops.field('Tier 1 price (USD)').fill('2400');
  await ops.field('Single supplement price (USD)').fill('300');
  await ops.button('Save Trip').click();
  await expect(operator.page.getByText('Trip Saved', { exact: true })).toBeVisible({ timeout: STEP_TIMEOUT });
  await operator.page.getByRole('checkbox', { name: 'I accept the operator terms' }).check();
  await ops.button('Approve Trip').click();
  await operator.page
    .getByRole('dialog', { name: 'Approve this trip?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });

  // The admin approves the pricing on the admin trip page (the trip machine's partner-approved → pricing-approved).
  const admin = await signIn('admin', { viewport: DESKTOP, server });
  const adminTrip = new AdminTripPage(admin.page);
  await admin.page.goto(`${server.url}/admin/trips/${tripId}`);
  await adminTrip.action('Approve pricing').click({ timeout: STEP_TIMEOUT });
  await expect(adminTrip.timeline().getByRole('listitem').last()).toContainText('partner-approved → pricing-approved', {
    timeout: STEP_TIMEOUT,
  });

  // The host accepts the services agreement and sets the traveler's prices on the Pricing tab.
  await host.page.goto(`${server.url}/app/host/trips/${tripId}`);
  const agreement = host.page.getByRole('region', { name: 'Services Agreement' });
  await agreement
    .getByRole('checkbox', { name: 'I have read and accept the services agreement' })
    .check({ timeout: STEP_TIMEOUT });
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await expect(host.page.getByText(/Services agreement accepted on/)).toContainText('host-approved', {
    timeout: STEP_TIMEOUT,
  });
  const pricing = new HostPricingPage(host.page);
  await pricing.open(server.url, tripId);
  await expect(pricing.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  await pricing.earlyBird().fill('3000');
  await pricing.regular().fill('3000');
  await pricing.save().click();
  await pricing.updateDialog().getByRole('checkbox', { name: 'I agree to updated terms of service' }).check();
  await pricing.updateDialog().getByRole('button', { name: 'Confirm' }).click();
  await expect(host.page.getByText('Your changes have been saved!')).toBeVisible({ timeout: STEP_TIMEOUT });

  // The host asks to publish and schedules the launch for tomorrow.
  await host.page.goto(`${server.url}/app/host/trips/${tripId}/configuration`);
  const status = host.page.getByRole('region', { name: 'Trip page status' });
  await status.getByRole('button', { name: 'Request Publish' }).click({ timeout: STEP_TIMEOUT });
  await expect(status).toContainText('In Review', { timeout: STEP_TIMEOUT });
  const launchCard = host.page.getByRole('region', { name: 'Launch date' });
  await launchCard.getByRole('button', { name: /launch date|Schedule launch/ }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  const tomorrow = new Date(e2eNow().getTime() + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Launch date').fill(tomorrow);
  await dialog.getByLabel('Launch time').selectOption('10:30');
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();
  await expect(dialog).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(launchCard).toContainText('at 10:30');

  // The admin passes the page review: In Review → Marketing, by the publish machine.
  const review = new AdminTripPageCard(admin.page);
  await admin.page.reload();
  await expect(review.card()).toContainText('In Review', { timeout: STEP_TIMEOUT });
  await review.passReview().click();
  await expect(review.card()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  await expect(review.passReview()).toHaveCount(0);

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
  await traveler.page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(traveler.page.getByText('Thank you! Your balance is now $0.00.')).toBeVisible({ timeout: STEP_TIMEOUT });

  // The trip's end date passes: the scheduler, catching up, makes its bookings final and completes it (MKT-019).
  const after = await advanceServerClockTo(admin.page, server.url, reminded.now, AFTER_THE_TRIP);
  expect(after.applied['bookings-final']).toBeGreaterThanOrEqual(1);
  expect(after.applied['trip-complete']).toBeGreaterThanOrEqual(1);
  const closing = await signIn('admin', { viewport: DESKTOP, server });
  await closing.page.goto(`${server.url}/admin/trips/${tripId}`);
  const timeline = new AdminTripPage(closing.page).timeline();
  await expect(timeline.getByRole('listitem').last()).toContainText('closed → complete', { timeout: STEP_TIMEOUT });
  for (const move of [
    'host-approved → live',
    'live → ready-to-confirm',
    'ready-to-confirm → confirmed',
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
  await expect(traveler.page.getByRole('link', { name: new RegExp(`${SHORT.name}.*Cancelled`) })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  const later = await signIn('admin', { viewport: DESKTOP, server });
  await later.page.goto(`${server.url}/admin/trips/${SHORT.id}`);
  await expect(new AdminTripPage(later.page).timeline().getByRole('listitem').last()).toContainText(
    'live → cancelled',
    { timeout: STEP_TIMEOUT },
  );
  const told = (await mailsTo(later.page, server.url, LONE.email)).find(
    (m) => m.subject === `${SHORT.name} was cancelled`,
  );
  expect(told?.text).toContain(`We refunded ${paid} to the card you paid with.`);
});

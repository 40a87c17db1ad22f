// The marketplace loop in one browser (MKT-025), on servers of their own in test mode (the test clock moves time and
// runs the scheduler; each browser that must agree with the server's time is given it). Two journeys, joined at the
// host's traveler price: the host's Pricing tab (HPR-001) is not in this branch and no route sets a new trip's price,
// so (1) walks a catalogue request from the host through the operator (price, approve), the admin (approve pricing),
// the host (agreement, Request Publish, launch date) and the admin (page review) to the page the scheduler launches,
// and (2) takes a priced trip (the seeded host-approved one) from the admin's review through the launch, a visitor's
// booking and deposit, the scheduler's ready-to-confirm rule and the host's confirmation to the traveler's confirmed
// booking. Once the Pricing tab lands, journey (1) sets the price there and goes on with (2)'s steps on its own trip.
import type { Page } from '@playwright/test';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage } from './pages/admin.page.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { AdminTripPageCard } from './pages/loop.page.js';
import { OperatorTripPage } from './pages/operator-trip.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { adminOutbox, advanceServerClock } from './pages/test-clock.page.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 480_000 });

/** Whether the public page takes bookings now (its bookability), as any visitor reads it. */
async function bookability(page: Page, base: string, trip: string): Promise<string> {
  const res = await page.request.get(`${base}/api/public/trips/${trip}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { bookability: { kind: string } } }).data.bookability.kind;
}

/** The departure host2@ requests: a standard Inca Trail date with a free spot. */
const DEPARTURE = 'May 10, 2027';
const ITINERARY = 'Inca Trail & Sacred Valley';

test('[MKT-025] [MKT-013] [MKT-022] [WSP-020] [WSP-063] a catalogue request becomes a trip the operator prices, the admin approves, the host accepts and publishes, and the clock launches', async ({
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

  // The host accepts the services agreement, asks to publish, and schedules the launch for tomorrow.
  await host.page.goto(`${server.url}/app/host/trips/${tripId}`);
  const agreement = host.page.getByRole('region', { name: 'Services Agreement' });
  await agreement
    .getByRole('checkbox', { name: 'I have read and accept the services agreement' })
    .check({ timeout: STEP_TIMEOUT });
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await expect(host.page.getByText(/Services agreement accepted on/)).toContainText('host-approved', {
    timeout: STEP_TIMEOUT,
  });
  await host.page.goto(`${server.url}/app/host/trips/${tripId}/configuration`);
  const status = host.page.getByRole('region', { name: 'Trip page status' });
  await status.getByRole('button', { name: 'Request Publish' }).click({ timeout: STEP_TIMEOUT });
  await expect(status).toContainText('In Review', { timeout: STEP_TIMEOUT });
  const launchCard = host.page.getByRole('region', { name: 'Launch date' });
  await launchCard.getByRole('button', { name: /launch date|Schedule launch/ }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
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
  // makes the page live.
  expect(await bookability(admin.page, server.url, tripId)).toBe('closed');
  const run = await advanceServerClock(admin.page, server.url, 2);
  expect(run.applied['trip-launch']).toBeGreaterThanOrEqual(1);
  // Days passed on the server's clock: the admin's session of before has expired, so the admin signs in again.
  const later = await signIn('admin', { viewport: DESKTOP, server });
  await later.page.goto(`${server.url}/admin/trips/${tripId}`);
  await expect(new AdminTripPage(later.page).timeline().getByRole('listitem').last()).toContainText(
    'host-approved → live',
    { timeout: STEP_TIMEOUT },
  );
  expect(await bookability(later.page, server.url, tripId)).not.toBe('closed');
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const publicPage = new PublicTripPage(await visitor.newPage());
  await publicPage.open(server.url, tripId);
  await expect(publicPage.heading(ITINERARY)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect((await adminOutbox(later.page, server.url)).map((m) => m.subject)).toContain(`${ITINERARY} is live`);
  await visitor.close();
});

/** The seeded host-approved trip of host@: priced ($4,800), 4 to 10 spots, in review, its launch due within the week. */
const TRIP = { id: DEMO_TRIP_IDS.hostApproved, name: 'Patagonia Premium Trek' };
/** The visitor books its four minimum spots: themselves and three friends. */
const PARTY = [
  { firstName: 'Vera', lastName: 'Visitor', email: 'vera.loop@example.com' },
  { firstName: 'Finn', lastName: 'Friend', email: 'finn.loop@example.com' },
  { firstName: 'Gus', lastName: 'Guest', email: 'gus.loop@example.com' },
  { firstName: 'Ida', lastName: 'Invitee', email: 'ida.loop@example.com' },
] as const;

test('[MKT-025] [MKT-005] [MKT-013] [HBK-027] a reviewed page launches on the clock, a visitor books its minimum and pays, the scheduler makes it ready to confirm, and the host confirms', async ({
  browser,
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan({ testClock: true });
  const admin = await signIn('admin', { viewport: DESKTOP, server });
  const review = new AdminTripPageCard(admin.page);

  // The admin passes the page review; before its launch the page takes no booking.
  await admin.page.goto(`${server.url}/admin/trips/${TRIP.id}`);
  await expect(review.card()).toContainText('In Review', { timeout: STEP_TIMEOUT });
  await review.passReview().click();
  await expect(review.card()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  expect(await bookability(admin.page, server.url, TRIP.id)).toBe('closed');

  // The clock passes the scheduled launch: the scheduler launches the trip (MKT-013).
  const launched = await advanceServerClock(admin.page, server.url, 7);
  expect(launched.applied['trip-launch']).toBeGreaterThanOrEqual(1);
  expect(await bookability(admin.page, server.url, TRIP.id)).toBe('open');

  // A visitor opens the public page, books four travelers, creates an account and pays the deposits by card.
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const trip = new PublicTripPage(page);
  await trip.open(server.url, TRIP.id);
  await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await trip.start('Book now');
  for (const [i, person] of PARTY.entries()) await trip.fillTraveler(i, { ...person, room: 'Shared room' });
  await trip.password('patagonia-loop-2027');
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  await expect(trip.submitButton()).toHaveText('Pay $2,000.00 and book');
  await trip.submit();
  await page.waitForURL(/\/app\/traveler\/trips\/[^/]+\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: TRIP.name })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

  // The next scheduler run finds the minimum spots held: the trip is ready to confirm.
  // One minute later (sessions idle out sooner than an hour): the scheduler's next run.
  const ready = await advanceServerClock(admin.page, server.url, 1 / 1440);
  expect(ready.applied['ready-to-confirm']).toBeGreaterThanOrEqual(1);
  // A week passed on the server's clock since the admin signed in: that session has expired, so they sign in again.
  const later = await signIn('admin', { viewport: DESKTOP, server });
  const laterTrip = new AdminTripPage(later.page);
  await later.page.goto(`${server.url}/admin/trips/${TRIP.id}`);
  await expect(laterTrip.timeline().getByRole('listitem').last()).toContainText('live → ready-to-confirm', {
    timeout: STEP_TIMEOUT,
  });

  // The host sees the booking in the Bookings tab and confirms its four spots.
  // The host's browser reads the server's time (the portal decides 'Launch and Confirm' from its own clock).
  const host = await signIn('host', {
    viewport: DESKTOP,
    server,
    prepare: (ctx) => ctx.clock.setFixedTime(new Date(ready.now)),
  });
  const bookings = new HostBookingsPage(host.page);
  await bookings.open(server.url, TRIP.id);
  const name = `${PARTY[0].firstName} ${PARTY[0].lastName}`;
  await expect(bookings.row(name)).toContainText('Pending', { timeout: STEP_TIMEOUT });
  await bookings.select(name);
  await bookings.button('Confirm Selected').click();
  await expect(bookings.dialog()).toContainText('Confirm 4 spots');
  await bookings.dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(host.page.getByText('The bookings were confirmed!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(bookings.row(name)).toContainText('Confirmed');

  // The traveler sees the booking confirmed.
  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: STEP_TIMEOUT });

  // Everyone was told: the launch, the minimum reached, the booking and its confirmation.
  const mails = await adminOutbox(later.page, server.url);
  const to = (email: string) => mails.filter((m) => m.to === email).map((m) => m.subject);
  expect(to('host@caravan.test')).toEqual(
    expect.arrayContaining([`${TRIP.name} is live`, `${TRIP.name} is ready to confirm`, `New booking on ${TRIP.name}`]),
  );
  expect(to(PARTY[0].email)).toContain(`Your booking on ${TRIP.name}`);
  expect(to(PARTY[0].email).some((s) => s.includes('is confirmed'))).toBe(true);
  await context.close();
});

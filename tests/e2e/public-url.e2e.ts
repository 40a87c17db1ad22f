// Journey (d) of issue 25: a booking e-mail's link opens the trip on a server that listens on a port other than 5000
// (the link starts from the PUBLIC_URL setting, whose default is the address the server listens on).
import { LoginPage } from './pages/login.page.js';
import { PublicTripPage } from './pages/public-trip.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The ready-to-confirm demo trip (as in public-trip-booking.e2e.ts): a new booking on it is pending. */
const TRIP = { slug: 'crv-1006', name: 'Fjords Slow Travel' };
const VISITOR = { email: 'lena@example.com', password: 'fjords-by-the-link' };

test('[PLT-067] a booking e-mail links to the trip on the port the server listens on, and the link opens it', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  test.setTimeout(240_000);
  const server = await freshCaravan();
  expect(new URL(server.url).port, 'the fixture starts servers on a free port').not.toBe('5000');

  const booking = await browser.newContext();
  const trip = new PublicTripPage(await booking.newPage());
  await trip.open(server.url, TRIP.slug);
  await expect(trip.heading(TRIP.name)).toBeVisible({ timeout: STEP_TIMEOUT });
  await trip.start('Book now');
  await trip.fillTraveler(0, { firstName: 'Lena', lastName: 'Link', email: VISITOR.email, room: 'Private room' });
  await trip.fillTraveler(1, { firstName: 'Finn', lastName: 'Friend', email: 'finn@example.com', room: 'Shared room' });
  await trip.password(VISITOR.password);
  await trip.card('4242 4242 4242 4242');
  await trip.acceptTerms();
  await trip.submit();
  await trip.page.waitForURL(/\/app\/traveler\/trips\//, { timeout: STEP_TIMEOUT });
  await booking.close();

  // The traveler's e-mail, read from the outbox as the admin's outbox view shows it.
  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; text: string }[] } }).data.items;
  const text = mails.find((m) => m.to === VISITOR.email)?.text ?? '';
  const link = /See your trip: (\S+)/.exec(text)?.[1] ?? '';
  expect(link.startsWith(`${server.url}/app/traveler/trips/`), `the e-mail's link (${link || text})`).toBe(true);

  // Following it later, from a browser of its own once signed in, opens the trip.
  const later = await browser.newContext();
  const page = await later.newPage();
  await new LoginPage(page, server).signInByApi(VISITOR.email, VISITOR.password);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: TRIP.name })).toBeVisible({ timeout: STEP_TIMEOUT });
  expect(new URL(page.url()).origin).toBe(server.url);
  await later.close();
});

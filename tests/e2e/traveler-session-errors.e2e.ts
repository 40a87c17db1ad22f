// What the traveler app does when the API answers 401/403: with the server's X-Logged-In header (the session ended
// while signed in) it goes to /login with the way back; without it, to the error page /error/{status}.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

const LIVE_TRIP = 'Machu Picchu with Hana';
// A trip the traveler has not opened in this session: the one they land on (their next trip) is already loaded, so
// switching to it would ask the server nothing.
const OTHER_TRIP = 'Patagonia Wellness Escape';

test('[TER-003] a 401 without the logged-in header sends the traveler to /error/401', async ({ signIn }) => {
  const { page, context: signedIn } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  // The session cookie is gone (another tab signed out, the browser dropped it): the server no longer knows the
  // viewer, so its 401 carries no X-Logged-In.
  await signedIn.clearCookies();
  const tripId = mb.tripId();
  const probe = await page.request.get(`${new URL(page.url()).origin}/api/me/trips/${tripId}`);
  expect(probe.status()).toBe(401);
  expect(probe.headers()['x-logged-in']).toBeUndefined();
  await mb.trip
    .switcher()
    .getByRole('link', { name: new RegExp(OTHER_TRIP) })
    .click();
  await page.waitForURL((u) => u.pathname === '/error/401', { timeout: STEP_TIMEOUT });
});

test('[TER-002] a 403 carrying the logged-in header sends the signed-in traveler to login with the way back', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const liveTripId = mb.tripId();
  // The server says the session is live but this call is not allowed (as it does when a session's rights changed):
  // the same answer the session middleware gives, X-Logged-In: true on a 403.
  await page.route('**/api/me/trips/*', (route) =>
    route.fulfill({
      status: 403,
      headers: { 'content-type': 'application/json', 'x-logged-in': 'true' },
      body: JSON.stringify({ success: false, error: 'Forbidden', code: 'FORBIDDEN' }),
    }),
  );
  await mb.trip
    .switcher()
    .getByRole('link', { name: new RegExp(OTHER_TRIP) })
    .click();
  await page.waitForURL((u) => u.pathname === '/login', { timeout: STEP_TIMEOUT });
  const destination = new URL(page.url()).searchParams.get('destination') ?? '';
  expect(destination.startsWith('/app/traveler/trips/')).toBe(true);
  expect(destination).not.toContain(liveTripId);
});

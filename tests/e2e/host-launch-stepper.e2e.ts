// The launch stepper in Chromium (WSP-017, WSP-022, WSP-024, WSP-027, WSP-028, WSP-043, WSP-044, WSP-047..049,
// WSP-081). On a desktop, host@ previews the host-approved trip's page in its frame and walks the stepper to a scheduled
// launch. On a phone, host2@ (level ONE, no profile picture) goes from 'Next: Price' and a failed then accepted
// services agreement to the welcome modal with its profile step, finishes the profile after a failed save, and leaves
// the launch for later. Then host@ saves a workshop the first time and once more into a failing call (WSP-096..098).
// All change data: own servers.
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostLaunchPage } from './pages/host-launch.page.js';
import { e2eNow } from './support/clock.js';
import { PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BIO_100 =
  'Photographer and trail runner. I take small groups to the Andes and the fjords, camera in hand, always.';

type Workspace = { data: { trip: { launchDate: string | null; hasHostCompletedPromoteTutorial: boolean } } };

test('[WSP-017] [WSP-024] [WSP-027] [WSP-047] [WSP-049] a host previews the trip page and walks the launch stepper to a scheduled launch', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  // The welcome modal opens as the journey's axe check runs: a half-faded frame is no state anyone reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const launch = new HostLaunchPage(page);
  const trip = DEMO_TRIP_IDS.hostApproved;
  const base = `${server.url}/app/host/trips/${trip}`;

  // Trip Preview: the trip page in a frame, and a way back to the configuration (WSP-017).
  await page.goto(`${base}/configuration`);
  await launch.launchCard().getByRole('link', { name: 'Trip Preview' }).click();
  await expect(page).toHaveURL(`${base}/preview`);
  await expect(launch.previewFrame().getByRole('heading', { name: 'Patagonia Premium Trek' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await page.getByRole('link', { name: '← Back to configuration' }).click();
  await expect(page).toHaveURL(`${base}/configuration`);

  // The stepper opens with the welcome modal: host-approved, tutorial not done; a complete profile has 4 steps (WSP-047).
  await launch.launchCard().getByRole('link', { name: 'Launch steps' }).click();
  await expect(launch.welcomeModal()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(launch.welcomeModal()).toContainText('Step 1 of 4');
  expect(await launch.walkWelcomeModal()).toEqual([
    'Welcome to your trip!',
    'Your trip page',
    'Promote your trip',
    'Schedule your launch',
  ]);
  await expect(launch.welcomeModal()).toHaveCount(0);

  // The four screens, in order (WSP-024).
  await expect(launch.steps().getByRole('listitem')).toHaveText([
    'Congratulations',
    "Let's Review Your Trip Page",
    'Finish Your Profile',
    'Trip Page Launch Date',
  ]);
  await expect(launch.stepHeading()).toHaveText('Congratulations');
  await expect(page.getByText('Choose when your trip page launches.')).toBeVisible();
  await launch.next().click();
  await expect(launch.stepHeading()).toHaveText("Let's Review Your Trip Page");
  await expect(launch.previewFrame().getByRole('heading', { name: 'Patagonia Premium Trek' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await launch.next().click();

  // Finish Your Profile: the stored 96-character bio is too short for the stepper; the counter says so (WSP-027).
  await expect(launch.stepHeading()).toHaveText('Finish Your Profile');
  await expect(launch.bio()).toHaveValue(/^Photographer/, { timeout: STEP_TIMEOUT });
  const stored = (await launch.bio().inputValue()).length;
  await expect(page.getByText(`${stored} / 350`, { exact: true })).toBeVisible();
  await launch.saveProfile().click();
  await expect(page.getByText('Minimum 100 characters required')).toBeVisible();
  await launch.bio().fill(BIO_100);
  await expect(page.getByText(`${BIO_100.length} / 350`, { exact: true })).toBeVisible();
  await launch.saveProfile().click();

  // The scheduling step opens the 'Trip Page Launch Date' dialog; a new date schedules the launch.
  await expect(launch.stepHeading()).toHaveText('Trip Page Launch Date', { timeout: STEP_TIMEOUT });
  const dialog = launch.launchDialog();
  await expect(dialog).toBeVisible();
  const day = new Date(e2eNow().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Launch date').fill(day);
  await dialog.getByLabel('Launch time').selectOption('10:00');
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();

  // It continues to the tips page (WSP-049).
  await expect(page).toHaveURL(`${base}/launch/tips`, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { name: "We're excited to travel with you!" })).toBeVisible();
  const ws = (await (await page.request.get(`${server.url}/api/me/host/trips/${trip}/workspace`)).json()) as Workspace;
  expect(ws.data.trip.launchDate?.slice(0, 10)).toBe(day);
  const profile = await page.request.get(`${server.url}/api/me/host/${DEMO_USER_IDS.host}/public-profile`);
  expect(((await profile.json()) as { data: { bio: string } }).data.bio).toBe(BIO_100);
});

test('[WSP-081] [WSP-022] [WSP-048] [WSP-043] [WSP-044] [WSP-028] on a phone, a level ONE host accepts the agreement, finishes the profile and schedules later', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { server, viewport: PHONE });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const launch = new HostLaunchPage(page);
  const trip = DEMO_TRIP_IDS.pricingApproved;
  const base = `${server.url}/app/host/trips/${trip}`;

  // After pricing approval the Itinerary tab's 'Next: Price' card leads to the Pricing tab (WSP-081).
  await page.goto(`${base}/itinerary`);
  const nextPrice = page.getByRole('region', { name: 'Next: Price' });
  await expect(nextPrice).toBeVisible({ timeout: STEP_TIMEOUT });
  await nextPrice.getByRole('link', { name: 'Set your price' }).click();
  await expect(page).toHaveURL(`${base}/pricing`);

  // A failed agreement is a danger toast (WSP-022); then it is accepted for real.
  await page.goto(`${base}/configuration`);
  const agreement = page.getByRole('region', { name: 'Services Agreement' });
  await expect(agreement).toBeVisible({ timeout: STEP_TIMEOUT });
  await agreement.getByRole('checkbox', { name: 'I have read and accept the services agreement' }).check();
  await page.route('**/api/me/host/trips/*/agreement', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'The agreement service is down', code: 'INTERNAL' }),
    }),
  );
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await expect(launch.toast('danger', 'Something went wrong')).toContainText('The agreement service is down');
  await page.unroute('**/api/me/host/trips/*/agreement');
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await expect(agreement).toHaveCount(0, { timeout: STEP_TIMEOUT });

  // Host-approved, no tutorial yet, no profile picture: the welcome modal has the extra profile step (WSP-048).
  await launch.launchCard().getByRole('link', { name: 'Launch steps' }).click();
  await expect(launch.welcomeModal()).toContainText('Step 1 of 5', { timeout: STEP_TIMEOUT });
  expect(await launch.walkWelcomeModal()).toEqual([
    'Welcome to your trip!',
    'Your trip page',
    'Promote your trip',
    'Complete your profile',
    'Schedule your launch',
  ]);

  // Level ONE: the 14-day launch and booking rules are in the copy (WSP-043, WSP-044).
  const rules = page.getByRole('list', { name: 'Launch rules' });
  await expect(rules).toContainText(
    'You must launch your trip within 14 days of your reservation or the itinerary is released.',
  );
  await expect(rules).toContainText(
    'After launch you must obtain 2 traveler bookings within 14 days or the trip is cancelled.',
  );
  await launch.next().click();
  await launch.next().click();

  // Finish Your Profile: a picture and a long enough bio; a failed save says so (WSP-028), a second one goes through.
  await expect(launch.stepHeading()).toHaveText('Finish Your Profile');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible({ timeout: STEP_TIMEOUT });
  await launch.bio().fill(`${BIO_100} Yoga too.`);
  await page.route('**/api/me/host/*/public-profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Boom', code: 'INTERNAL' }),
        })
      : route.continue(),
  );
  await launch.saveProfile().click();
  const message = 'There was an error saving your profile. Please try again.';
  await expect(launch.toast('danger', message)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.locator('.hp-FieldError').filter({ hasText: message })).toBeVisible();
  await expect(launch.stepHeading()).toHaveText('Finish Your Profile');
  await page.unroute('**/api/me/host/*/public-profile');
  await launch.saveProfile().click();

  // Schedule Later completes the tutorial and continues to the tips page; the welcome modal is gone for good.
  await expect(launch.launchDialog()).toBeVisible({ timeout: STEP_TIMEOUT });
  await launch.launchDialog().getByRole('button', { name: 'Schedule Later' }).click();
  await expect(page).toHaveURL(`${base}/launch/tips`, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { name: "We're excited to travel with you!" })).toBeVisible();
  const ws = (await (await page.request.get(`${server.url}/api/me/host/trips/${trip}/workspace`)).json()) as Workspace;
  expect(ws.data.trip.hasHostCompletedPromoteTutorial).toBe(true);
  await page.goto(`${base}/launch`);
  await expect(launch.stepHeading()).toHaveText('Congratulations', { timeout: STEP_TIMEOUT });
  await expect(launch.welcomeModal()).toHaveCount(0);
});

test("[WSP-097] [WSP-098] a host's first save of an open workshop says 'Workshop created!', a failed one says so", async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server });
  const launch = new HostLaunchPage(page);
  const trip = DEMO_TRIP_IDS.live;
  // Every seeded workshop of host@'s editable trips is already accepted: the first answer shows it still open, as a
  // trip's workshop is before its host first saves it; the save itself and all that follows are real.
  const workspacePath = `**/api/me/host/trips/${trip}/workspace`;
  await page.route(workspacePath, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { servicesByDay: { type: string; acceptedByHost?: boolean }[][] } };
    for (const s of body.data.servicesByDay.flat()) if (s.type === 'WORKSHOP_SPACE') s.acceptedByHost = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${server.url}/app/host/trips/${trip}/configuration`);
  const workshops = page.getByRole('region', { name: 'Workshop details' });
  await expect(workshops).toContainText('Open: save to accept', { timeout: STEP_TIMEOUT });
  await page.unroute(workspacePath);

  await workshops.getByRole('button', { name: 'Edit Courtyard workshop room' }).click();
  await workshops.getByLabel('Description of the workshop').fill('Portrait session in the courtyard');
  await workshops.getByRole('button', { name: 'Save workshop' }).click();
  await expect(launch.toast('success', 'Workshop created!')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(workshops).toContainText('Accepted');

  await page.route(`**/api/me/host/trips/${trip}/services/*`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Boom', code: 'INTERNAL' }),
    }),
  );
  await workshops.getByRole('button', { name: 'Edit Courtyard workshop room' }).click();
  await workshops.getByRole('button', { name: 'Save workshop' }).click();
  await expect(launch.toast('danger', 'There was an error updating the workshop. Please try again.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(workshops.getByRole('button', { name: 'Save workshop' })).toBeVisible();
});

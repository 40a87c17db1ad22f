// The host's trip workspace in Chromium: a host with an accepted trip edits its details and adds a gathering, and the
// publish status goes back to pending (also on a phone); a request-phase trip shows only its request; a closed trip
// is read-only with its alert; another host gets the not-found page; the get-going empty state by level.
// It changes trips, so it runs on its own server.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostWorkspacePage } from './pages/host-workspace.page.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';
import { e2eNow } from './support/clock.js';

test.use({ dataset: 'host-workspace' });
test.describe.configure({ timeout: 180_000 });

test('[WSP-001] [WSP-007] [WSP-011] [WSP-016] [WSP-029] [WSP-030] [WSP-032] [WSP-061] [WSP-045] [WSP-062] [WSP-065] [WSP-066] [WSP-085] [WSP-086] [WSP-093] a host configures an accepted trip: details saved, a gathering added, publish back to Pending, review requested, launch scheduled', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  const ws = new HostWorkspacePage(page);
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.hostApproved}`);
  // The trip opens on its configuration (WSP-016), with the tabs of WSP-011.
  await page.waitForURL((u) => u.pathname.endsWith('/configuration'), { timeout: STEP_TIMEOUT });
  await expect(ws.heading()).toHaveText('Patagonia Premium Trek', { timeout: STEP_TIMEOUT });
  await expect(ws.tabs().getByRole('link')).toHaveText([
    'Launch',
    'Pricing',
    'Itinerary',
    'Promote',
    'Bookings',
    'Travel Info',
  ]);
  const base = `/app/host/trips/${DEMO_TRIP_IDS.hostApproved}`;
  expect(
    await ws
      .tabs()
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(
    ['/configuration', '/pricing', '/itinerary', '/promote', '/bookings', '/travel-info'].map((r) => `${base}${r}`),
  );
  await expect(ws.statusPanel()).toContainText('In Review');
  await expect(ws.statusPanel()).toContainText('Publish review can take up to 48 business hours.');
  await expect(ws.statusPanel().locator('[aria-current="step"]')).toContainText('Marketing');
  for (const section of ['Trip details', 'Launch date', 'Workshop details', 'Informal gatherings'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();

  await ws.details().getByLabel('Trip name').fill('Patagonia Premium Trek 2027');
  await ws.details().getByRole('button', { name: 'Save trip details' }).click();
  await expect(ws.heading()).toHaveText('Patagonia Premium Trek 2027', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel()).toContainText('Pending');

  // A new gathering starts in edit mode (WSP-085); another may not start meanwhile (WSP-086).
  await ws.gatherings().getByRole('button', { name: 'Add Gathering on Day 2' }).click();
  await expect(ws.day(2).getByLabel('Name of the gathering')).toBeVisible();
  await ws.gatherings().getByRole('button', { name: 'Add Gathering on Day 3' }).click();
  await expect(page.getByText('Please finish editing your in-progress item before creating a new one.')).toBeVisible();
  await ws.day(2).getByLabel('Name of the gathering').fill('Asado night');
  await ws.day(2).getByLabel('Description of the gathering').fill('Lamb on the fire at the estancia');
  await ws.day(2).getByRole('button', { name: 'Save gathering' }).click();
  await expect(page.getByText('Gathering created')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(ws.day(2).getByRole('listitem')).toContainText('Asado night');

  // Read again from the server: the gathering is stored and the page is pending review.
  await page.reload();
  await expect(ws.day(2).getByRole('listitem')).toContainText('Asado night', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel()).toContainText('Pending');

  // 'Request Publish' sends the pending page to review (WSP-062, WSP-063).
  await ws.statusPanel().getByRole('button', { name: 'Request Publish' }).click();
  await expect(ws.statusPanel()).toContainText('In Review', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel().getByRole('button', { name: 'Request Publish' })).toHaveCount(0);

  // The 'Trip Page Launch Date' dialog: 7 times in view, 'Schedule Launch' only once changed and valid.
  await page.getByRole('region', { name: 'Launch date' }).getByRole('button', { name: 'Change launch date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  await expect(dialog.getByLabel('Launch time')).toHaveAttribute('size', '7');
  await expect(dialog.getByRole('button', { name: 'Schedule Launch' })).toBeDisabled();
  await expect(dialog).toContainText('You need at least 2 bookings within 30 days after launch.');
  const inAMonth = new Date(e2eNow().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Launch date').fill(inAMonth);
  await dialog.getByLabel('Launch time').selectOption('10:30');
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();
  await expect(dialog).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Launch date' })).toContainText('at 10:30');
});

test('[WSP-038] [WSP-065] [WSP-084] [WSP-095] on a phone: a gathering added to a live trip sends its publish status to Pending, then is deleted after confirming', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: PHONE });
  const ws = new HostWorkspacePage(page);
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.live}/configuration`);
  await expect(ws.statusPanel()).toContainText('Live!', { timeout: STEP_TIMEOUT });
  // The launch has passed: read-only text, no form (WSP-038).
  const launchCard = page.getByRole('region', { name: 'Launch date' });
  await expect(launchCard).toContainText('Your trip page launched on');
  await expect(launchCard.getByRole('button')).toHaveCount(0);
  await ws.addGathering(1, 'Welcome circle', 'Meet at the hotel bar');
  await expect(ws.day(1).getByRole('listitem')).toContainText('Welcome circle', { timeout: STEP_TIMEOUT });
  await expect(ws.statusPanel()).toContainText('Pending', { timeout: STEP_TIMEOUT });

  await ws.day(1).getByRole('button', { name: 'Delete Welcome circle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete gathering?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Gathering deleted')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(ws.day(1)).not.toContainText('Welcome circle');
  // Gathering toasts hide by themselves after 3.5 s (WSP-095).
  await expect(page.getByText('Gathering deleted')).toBeHidden({ timeout: 6_000 });
});

test('[WSP-012] [WSP-013] a request-phase trip has no tabs and shows its request, read-only', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const ws = new HostWorkspacePage(page);
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.created}/configuration`);
  await page.waitForURL((u) => u.pathname.endsWith('/request'), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Trip request' })).toContainText('economy');
  await expect(ws.tabs()).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('[WSP-068] [WSP-069] [WSP-014] [WSP-015] [WSP-059] a closed trip is read-only under its alert; a complete one has its gated tabs disabled', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const ws = new HostWorkspacePage(page);
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.closed}/configuration`);
  await expect(page.getByText('Trips are no longer editable in the closed status.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(page.getByText('Trip is Closed:')).toBeVisible();
  await expect(ws.details().getByLabel('Trip name')).toBeDisabled();
  await expect(ws.details().getByRole('button', { name: 'Save trip details' })).toBeDisabled();
  await expect(ws.gatherings().getByRole('button', { name: 'Add Gathering on Day 1' })).toBeDisabled();
  await expect(ws.statusPanel()).toContainText(
    /Your trip will be cancelled on \w{3} \d{2}, \d{4} unless it is confirmed\./,
  );

  // A complete trip: Promote, Bookings and Travel Info are disabled (WSP-015).
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.complete}/configuration`);
  await expect(ws.tabs().getByRole('link')).toHaveText(['Launch', 'Pricing', 'Itinerary'], { timeout: STEP_TIMEOUT });
  await expect(ws.tabs().locator('[aria-disabled="true"]')).toHaveText(['Promote', 'Bookings', 'Travel Info']);
  // A confirmed trip's Closed stage says when it closes for new bookings (WSP-059).
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.confirmed}/configuration`);
  await expect(ws.statusPanel()).toContainText(/Your trip closes for new bookings on \w{3} \d{2}, \d{4}\./, {
    timeout: STEP_TIMEOUT,
  });
});

test("[HAP-044] [WSP-039] [WSP-067] another host opening a host's trip gets the not-found page; their own unapproved trip cannot be scheduled", async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host2@caravan.test');
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.hostApproved}/configuration`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Patagonia Premium Trek')).toHaveCount(0);

  // Their own trip before the agreement cannot be scheduled yet: the launch button is disabled (WSP-039).
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.pricingApproved}/configuration`);
  const launchCard = page.getByRole('region', { name: 'Launch date' });
  await expect(launchCard.getByRole('button', { name: 'Schedule launch' })).toBeDisabled({ timeout: STEP_TIMEOUT });
  // A failed 'Request Publish' is logged, never shown: no toast, the page still pending (WSP-067).
  await page.route(/\/publish-request$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"success":false,"error":"Boom","code":"INTERNAL"}',
    }),
  );
  await page.getByRole('region', { name: 'Trip page status' }).getByRole('button', { name: 'Request Publish' }).click();
  await expect(page.getByRole('region', { name: 'Trip page status' })).toContainText('Pending');
  await page.waitForTimeout(1_000);
  await expect(page.locator('.cv-Toast')).toHaveCount(0);
  await expect(page.getByText('Boom')).toHaveCount(0);
});

test('[WSP-002] only hosts use the trip tabs: a traveler at a workspace address sees none', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('traveler');
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.live}/configuration`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Trip', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trip details' })).toHaveCount(0);
});

test('[WSP-008] [WSP-009] [WSP-010] the get-going empty state by host level', async ({ signIn, caravan }) => {
  const host = (await signIn('host')).page;
  await host.goto(`${caravan.url}/app/host/trips/get-going`);
  await expect(host.getByRole('heading', { level: 1 })).toHaveText('Get your group trip going!', {
    timeout: STEP_TIMEOUT,
  });
  await expect(host.getByRole('link', { name: 'Explore Itineraries' })).toBeVisible();
  await expect(host.getByRole('link', { name: 'Survey Audience' })).toBeVisible();

  const zero = (await signIn('zoe.zero@caravan.test')).page;
  await zero.goto(`${caravan.url}/app/host/trips/get-going`);
  await expect(zero.getByText('Unlock itineraries by collecting at least 100 survey responses.')).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  await expect(zero.getByRole('link', { name: 'Survey Audience' })).toBeVisible();
  await expect(zero.getByRole('link', { name: 'Explore Itineraries' })).toHaveCount(0);
});

test('[WSP-074] [WSP-094] [WSP-040] [WSP-041] [WSP-042] failed saves are told as toasts in the spec’s words', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host');
  const ws = new HostWorkspacePage(page);
  const failure = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, error: 'Database unavailable', code: 'INTERNAL' }),
  };
  // Every write of the workspace fails; its reads still work.
  await page.route(/\/api\/me\/host\/trips\/[^/]+\/(configuration|gatherings|launch|publish-request)/, (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill(failure),
  );
  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.earlyConfirmed}/configuration`);
  await ws.details().getByRole('button', { name: 'Save trip details' }).click({ timeout: STEP_TIMEOUT });
  const toasts = page.locator('.cv-Toast');
  await expect(
    toasts.filter({ hasText: 'There was an error saving the trip details, please try again.' }),
  ).toContainText('Error');

  await ws.addGathering(1, 'Welcome circle', 'Meet at the hotel bar');
  await expect(toasts.filter({ hasText: 'Database unavailable' })).toContainText('Something went wrong');
  // The gathering stays in edit mode, unsaved.
  await expect(ws.day(1).getByLabel('Name of the gathering')).toHaveValue('Welcome circle');
  await ws.day(1).getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${caravan.url}/app/host/trips/${DEMO_TRIP_IDS.hostApproved}/configuration`);
  const launchCard = page.getByRole('region', { name: 'Launch date' });
  await launchCard.getByRole('button', { name: /launch date|Schedule launch/ }).click({ timeout: STEP_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  await dialog
    .getByLabel('Launch date')
    .fill(new Date(e2eNow().getTime() + 20 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();
  await expect(
    toasts.filter({ hasText: 'There was an error scheduling your trip launch date, please try again.' }),
  ).toContainText('Something went wrong');
  await dialog.getByRole('button', { name: 'Schedule Later' }).click();
  await expect(dialog.getByRole('button', { name: 'Schedule Later' })).toBeEnabled();
  await dialog.getByLabel('Launch date').focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await launchCard.getByRole('button', { name: 'Unschedule' }).click();
  await expect(
    toasts.filter({ hasText: 'There was an error unscheduling your trip launch date, please try again.' }),
  ).toContainText('Something went wrong');
});

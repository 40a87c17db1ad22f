// Journey (c) of issue 13: a qualified level ONE host browses the catalogue and its recommendations, meets a locked
// tier (the blocked-request card), opens an itinerary, fills 'Reserve This Trip' with a companion, rooms, a workshop
// space and an optional activity (the spec's messages on the way), confirms, and the operator then finds the request
// under New Trip Requests, and the host on their home. It changes data: a server of its own.
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

test('[CAT-002] [CAT-003] [CAT-004] [CAT-005] [CAT-009] [CAT-012] [CAT-013] [CAT-014] [CAT-015] [CAT-020] [CAT-039] [CAT-048] [CAT-049] [CAT-050] [CAT-052] [CAT-062] [CAT-063] a host requests a trip with companions, rooms and workshops, and the operator sees it in New Trip Requests', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host2@caravan.test', { viewport: DESKTOP, server });
  const cat = new HostCataloguePage(page);

  // The catalogue: tier 1 unlocked, the next tier shown locked; the recommended banner names who recommends.
  await page.goto(`${server.url}/app/host/itineraries`);
  await expect(cat.heading()).toHaveText('Itineraries', { timeout: STEP_TIMEOUT });
  await expect(cat.card('Norwegian Fjords by Rail & Boat')).toContainText('Tier 2 · Locked', { timeout: STEP_TIMEOUT });
  await expect(cat.card('Inca Trail & Sacred Valley')).toContainText('Tier 1');
  await expect(cat.card('Inca Trail & Sacred Valley')).not.toContainText('Locked');
  const recs = cat.recommendations();
  await expect(recs.getByRole('listitem').filter({ hasText: 'Inca Trail' })).toContainText('recommended by Caravan');
  await expect(recs.getByRole('listitem').filter({ hasText: 'Fjords' })).toContainText('recommended by Hana');

  // A locked tier: the blocked-request card replaces the request page.
  await cat.card('Norwegian Fjords by Rail & Boat').getByRole('link').click();
  await expect(cat.heading()).toHaveText('Norwegian Fjords by Rail & Boat', { timeout: STEP_TIMEOUT });
  await page.getByRole('link', { name: 'Tier 2 locked' }).click();
  await expect(cat.heading()).toHaveText('This itinerary is locked', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('link', { name: 'Continue Surveying' })).toHaveAttribute('href', '/app/host/audience');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', /^https:\/\//);
  await page.getByRole('link', { name: 'Explore Itineraries' }).click();
  await expect(cat.heading()).toHaveText('Itineraries', { timeout: STEP_TIMEOUT });

  // The itinerary's description, then Reserve This Trip.
  await cat.card('Inca Trail & Sacred Valley').getByRole('link').click();
  await page.waitForURL(/\/app\/host\/itineraries\/[^/]+\/description$/, { timeout: STEP_TIMEOUT });
  await expect(cat.heading()).toHaveText('Inca Trail & Sacred Valley');
  await expect(page.getByRole('heading', { name: 'Day 1', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Reserve This Trip' }).click();
  await page.waitForURL(/\/app\/host\/itineraries\/[^/]+\/request$/, { timeout: STEP_TIMEOUT });
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });

  // Every section, the Reserve button, the sidebar's Suggested Sell Price and the processing time.
  for (const name of [
    'Package',
    'Departure',
    'Dietary preferences',
    'Companions',
    'Rooms',
    'Workshop spaces',
    'Optional activities',
    'Additional host services',
    'Additional requests',
  ])
    await expect(cat.section(name), name).toBeVisible();
  await expect(cat.form().getByRole('button', { name: 'Reserve' })).toBeVisible();
  await expect(cat.sidebar().getByRole('heading', { name: 'Suggested Sell Price' })).toBeVisible();
  await expect(cat.sidebar()).toContainText('Trip request processing takes 2-7 business days.');
  // The inventory list is at most 400px high.
  const listHeight = await cat
    .form()
    .locator('.tr-Inventory')
    .evaluate((e) => getComputedStyle(e).maxHeight);
  expect(listHeight).toBe('400px');

  // Standard package (three enabled: the choice is shown), the September departure; the price range appears.
  await expect(cat.section('Package').getByRole('radio')).toHaveCount(3);
  // react-aria's radio input is visually hidden: the label is what a user clicks.
  await cat.section('Departure').locator('label').filter({ hasText: 'Sep 06, 2027' }).click();
  await expect(cat.section('Departure').getByRole('radio', { name: /Sep 06, 2027/ })).toBeChecked();
  await expect(cat.sidebar().locator('.tr-Price')).toContainText('per traveler', { timeout: STEP_TIMEOUT });
  await cat.choose('Dietary preference', 'vegetarian');

  // A companion left empty: each field says so and a danger toast asks for attention.
  await cat.form().getByRole('button', { name: 'Add companion' }).click();
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await expect(cat.section('Companions').getByText('This field is required')).toHaveCount(3);
  await expect(page.getByText('Some entries require your attention before continuing.')).toBeVisible();
  await expect(cat.section('Rooms')).toContainText(
    'This configuration has 0 beds for 1 companions. Please configure to 1 beds or shared beds.',
  );

  await cat.form().getByLabel('Companion 1 first name').fill('Ana');
  await cat.form().getByLabel('Companion 1 last name').fill('Lopez');
  await cat.choose('Companion 1 age range', '18+');
  await cat.form().getByRole('button', { name: 'Add room' }).click();
  await expect(cat.section('Rooms')).not.toContainText('This configuration has');
  await cat.form().getByRole('button', { name: 'Add room' }).click();
  await expect(cat.section('Rooms')).toContainText('2 Room(s) Limit');
  await cat.form().getByRole('button', { name: 'Remove room 3' }).click();

  // A workshop space: hours above what it offers say its limit.
  await cat.section('Workshop spaces').locator('label').filter({ hasText: 'Courtyard workshop room' }).click();
  const hours = cat.form().getByLabel('Hours of Courtyard workshop room');
  await hours.fill('9');
  await expect(cat.section('Workshop spaces')).toContainText('4 Hour(s) Limit');
  await hours.fill('2');
  await expect(cat.section('Workshop spaces')).not.toContainText('Hour(s) Limit');

  // An optional activity for the host and the companion (the host joins free).
  await expect(cat.section('Optional activities')).toContainText('You join optional activities free of charge.');
  await cat
    .section('Optional activities')
    .getByLabel(/Huayna Picchu hike/)
    .fill('2');

  // Additional requests warn that they remove Instant Approval.
  const requests = cat.form().getByLabel('Anything else we should know?');
  await requests.fill('A quiet room, please');
  await expect(cat.section('Additional requests')).toContainText(
    'Adding additional requests will remove Instant Approval from your trip request.',
  );

  // Reserve asks first; the request is official.
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await expect(cat.confirmDialog()).toBeVisible();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.heading()).toHaveText('Your trip request was sent', { timeout: STEP_TIMEOUT });

  // The host's home lists it at once, under the congratulation the request opens (HOM-009).
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(
    (u) => u.pathname === '/app/host/home/dashboard' && u.searchParams.get('modal') === 'trip-requested',
    { timeout: STEP_TIMEOUT },
  );
  await expect(page.getByText('Inca Trail & Sacred Valley').first()).toBeVisible({ timeout: STEP_TIMEOUT });

  // The operator who runs the itinerary finds it under New Trip Requests.
  const operator = await signIn('operator', { viewport: DESKTOP, server });
  await operator.page.goto(`${server.url}/app/operator`);
  const trips = operator.page.getByRole('navigation', { name: 'Trips' });
  const group = trips
    .locator('.op-Group')
    .filter({ has: operator.page.getByRole('heading', { name: 'New Trip Requests' }) });
  await expect(group.getByRole('link', { name: 'Inca Trail & Sacred Valley' })).toBeVisible({ timeout: STEP_TIMEOUT });
});

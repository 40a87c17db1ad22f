// The admin's lists (MKT-037, MKT-038) as an admin uses them: find trips and bookings by search, status and dates,
// download the filtered set as CSV, open a trip's admin page and a booking's; import a host's marketing list from a
// CSV file and download it. The import changes data: a server of its own.
import { AdminListPage } from './pages/admin-lists.page.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 180_000 });

test('[MKT-037] [MKT-035] an admin searches and filters trips, downloads them as CSV and opens a trip', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('admin', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/admin`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Users', 'Trips', 'Bookings', 'Marketing', 'Jobs'], {
    timeout: STEP_TIMEOUT,
  });
  await nav.getByRole('link', { name: 'Trips' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/trips');
  const trips = new AdminListPage(page, 'Trips');
  await expect(trips.rows().first()).toBeVisible({ timeout: STEP_TIMEOUT });

  await trips.search('Search trips', 'Machu Picchu');
  await expect(trips.rows()).toHaveCount(2, { timeout: STEP_TIMEOUT });
  await trips.status('Complete');
  await expect(trips.rows()).toHaveCount(1, { timeout: STEP_TIMEOUT });
  await expect(trips.rows().first()).toContainText('Machu Picchu Spring Departure');

  // An inverted date range is named and not asked; a wide one keeps the row.
  await trips.dates('Departs from', '2030-02-01', 'Departs to', '2030-01-01');
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download trips (CSV)' })).toHaveCount(0);
  await trips.dates('Departs from', '2000-01-01', 'Departs to', '2100-12-31');
  await expect(trips.rows()).toHaveCount(1, { timeout: STEP_TIMEOUT });

  const csv = await trips.downloadCsv('Download trips (CSV)');
  expect(csv.fileName).toMatch(/^caravan-trips-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('Trip ID,Trip,Status,Host,Host email,Departure,Return,Spots taken,Spots,Bookings');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Machu Picchu Spring Departure');

  await trips.rows().first().getByRole('link', { name: 'Machu Picchu Spring Departure' }).click();
  await page.waitForURL((u) => /^\/admin\/trips\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machu Picchu Spring Departure', {
    timeout: STEP_TIMEOUT,
  });
});

test('[MKT-037] an admin finds a traveler’s bookings, filters by status, downloads them and opens one', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('admin', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/admin/bookings`);
  const bookings = new AdminListPage(page, 'Bookings');
  await expect(bookings.rows().first()).toBeVisible({ timeout: STEP_TIMEOUT });
  await bookings.search('Search bookings', 'traveler2@caravan.test');
  await expect(bookings.rows().first()).toContainText('traveler2@caravan.test', { timeout: STEP_TIMEOUT });
  const all = await bookings.rows().count();
  expect(all).toBeGreaterThan(1);
  await bookings.status('Waitlisted');
  await expect(bookings.rows()).toHaveCount(1, { timeout: STEP_TIMEOUT });
  await expect(bookings.rows().first()).toContainText('Waitlisted');
  await bookings.dates('Booked from', '2000-01-01', 'Booked to', '2100-12-31');
  await expect(bookings.rows()).toHaveCount(1, { timeout: STEP_TIMEOUT });

  const csv = await bookings.downloadCsv('Download bookings (CSV)');
  expect(csv.fileName).toMatch(/^caravan-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toContain('Booking ID,Order,Trip ID,Trip,Traveler,Traveler email,Status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('traveler2@caravan.test');

  const order = (await bookings.rows().first().getByRole('link').first().textContent()) ?? '';
  await bookings.rows().first().getByRole('link', { name: order }).click();
  await page.waitForURL((u) => /^\/admin\/bookings\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order, { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  // The trip page's booking tools, for this booking.
  await expect(page.getByRole('button', { name: /Booking/ })).toContainText(order);
});

test('[MKT-038] an admin imports a host’s marketing list from a CSV file and downloads it', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('admin', { viewport: DESKTOP, server });
  await page.goto(`${server.url}/admin`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketing', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/admin/marketing-lists');
  const lists = new AdminListPage(page, 'Marketing lists');
  await lists.search('Search hosts', 'host2@');
  const row = lists.rows().filter({ hasText: 'host2@caravan.test' });
  await expect(row).toHaveCount(1, { timeout: STEP_TIMEOUT });
  // The host is the row's header; its first cell the list's size.
  const before = Number((await row.getByRole('gridcell').first().textContent()) ?? '0');

  await row.getByRole('button', { name: /Import a CSV/ }).click();
  await page.getByLabel(/CSV file/).setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Email\r\nIris,Lind,iris.lind@example.com\r\nNo,Mail,nobody\r\n'),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/1 added to .*; line 3 had no valid email\./)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(row.getByRole('gridcell').first()).toHaveText(String(before + 1), { timeout: STEP_TIMEOUT });

  const csv = await lists.downloadCsv(/Download host2@caravan.test's list/);
  expect(csv.fileName).toMatch(/^marketing-list-host2_caravan\.test-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.split('\r\n')).toContain('Iris,Lind,iris.lind@example.com');
});

test('[MKT-037] the bookings list at phone width scrolls inside its frame, not the page', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('admin', { viewport: PHONE });
  await page.goto(`${caravan.url}/admin/bookings`);
  await expect(new AdminListPage(page, 'Bookings').rows().first()).toBeVisible({ timeout: STEP_TIMEOUT });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

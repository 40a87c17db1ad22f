// A host posts an announcement to a trip (MKT-051); the traveler sees the bell's unread count, reads it in the
// notification centre (MKT-052) on a phone, and the announcement's e-mail is in the outbox.
import { NotificationCentrePage, TripAnnouncementsPage } from './pages/notifications.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

/** The seeded live trip traveler@ is booked on (apps/api/src/db/seed/demo-ids.ts: trip/live). */
const LIVE_TRIP_ID = 'd3284654-e36b-55c2-b708-75eb697beb0f';
const TITLE = 'Meeting point on day one';
const BODY = 'We meet in the hotel lobby at 8:00. Bring your passport.';

test('[MKT-051] [MKT-052] a host posts an announcement; the traveler reads it in the notification centre on a phone, and it is e-mailed', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const host = await signIn('host', { server });
  const announcements = new TripAnnouncementsPage(host.page);
  await announcements.open(server.url, LIVE_TRIP_ID);
  await expect(announcements.card()).toBeVisible({ timeout: STEP_TIMEOUT });
  await announcements.post(TITLE, BODY);
  await expect(announcements.card().getByText(/^Sent to \d+ travelers?\.$/)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(announcements.sent().getByRole('listitem').filter({ hasText: TITLE })).toBeVisible();
  await announcements.card().screenshot({ path: test.info().outputPath('announcements-1280.png') });

  const traveler = await signIn('traveler', { server, viewport: PHONE });
  const centre = new NotificationCentrePage(traveler.page);
  await expect(centre.bell()).toHaveAccessibleName('Notifications, 1 unread', { timeout: STEP_TIMEOUT });
  await centre.bell().click();
  await expect(traveler.page).toHaveURL(/\/app\/notifications$/);
  const item = centre.item(TITLE);
  await expect(item).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(item.getByText('Unread')).toBeVisible();
  await expect(item.getByText(BODY)).toBeVisible();
  await traveler.page.screenshot({ path: test.info().outputPath('notifications-390.png'), fullPage: true });
  await centre.markRead(TITLE);
  await expect(item.getByText('Unread')).toBeHidden({ timeout: STEP_TIMEOUT });
  await expect(item).not.toHaveAttribute('data-unread');
  await expect(centre.bell()).toHaveAccessibleName('Notifications', { timeout: STEP_TIMEOUT });

  // The e-mail preference per kind: turned off, it stays off after a reload.
  const announcementMail = centre.emailSwitch('Trip announcements');
  await expect(announcementMail).toBeChecked();
  await centre.toggleEmail('Trip announcements');
  await expect(announcementMail).not.toBeChecked();
  await traveler.page.reload();
  await expect(centre.emailSwitch('Trip announcements')).not.toBeChecked({ timeout: STEP_TIMEOUT });

  const admin = await signIn('admin', { server });
  const outbox = await admin.page.request.get(`${server.url}/api/admin/outbox?limit=50`);
  const mails = ((await outbox.json()) as { data: { items: { to: string; subject: string }[] } }).data.items;
  expect(mails.filter((m) => m.subject.endsWith(`: ${TITLE}`)).map((m) => m.to)).toContain('traveler@caravan.test');
});

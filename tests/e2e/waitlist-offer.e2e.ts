// Journey (a) of issue 30 (MKT-046): a full trip's waitlist; a cancellation offers the freed spot to the first in line
// (an e-mail and a banner); unanswered, the offer passes to the next traveler once the clock passes the window, who pays
// the deposit from the banner and holds the spot; the host sees the offers and the queue; the following freed spot goes
// to the next in line. On a phone.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { DEMO_BOOKING_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { mailsTo } from './pages/loop.page.js';
import { HostBookingsPage } from './pages/host-bookings.page.js';
import { advanceServerClock } from './pages/test-clock.page.js';
import { WaitlistOfferBanner, bookByApi, offerOf } from './pages/waitlist-offer.page.js';
import { DESKTOP, PHONE, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

const TRIP = DEMO_TRIP_IDS.live;
/** Past the 48-hour hold (WAITLIST_OFFER_WINDOW_HOURS), so the scheduler's tick expires it. */
const PAST_THE_WINDOW_DAYS = 2.1;

test('[MKT-046] a cancellation offers the spot to the first on the waitlist; unanswered, it passes to the next, who pays the deposit within the hold', async ({
  browser,
  signIn,
  freshCaravan,
}) => {
  test.setTimeout(360_000);
  const server = await freshCaravan({ testClock: true });
  const stamp = Date.now();

  // Other travelers fill the trip, then two join its waitlist, oldest first.
  const fillers: string[] = [];
  for (let n = 0; n < 12; n++) {
    const filler = await bookByApi(browser, server.url, TRIP, `filler${n}-${stamp}@example.com`, false);
    if (filler.status === 409) break;
    expect(filler.status).toBe(201);
    fillers.push(filler.data?.bookingId ?? '');
  }
  expect(fillers.length).toBeGreaterThan(0);
  // The server's clock stands still in this journey: each joins a minute after the last, so the line's order (who
  // joined first) is the order they joined, not a tie between equal instants.
  const admin = await signIn('admin', { viewport: DESKTOP, server });
  const join = async (email: string) => {
    await advanceServerClock(admin.page, server.url, 1 / 1440);
    return bookByApi(browser, server.url, TRIP, email, true);
  };
  const first = `first-${stamp}@example.com`;
  const a = await join(first);
  const second = `second-${stamp}@example.com`;
  const b = await join(second);
  const third = `third-${stamp}@example.com`;
  const c = await join(third);
  const fourth = `fourth-${stamp}@example.com`;
  const d = await join(fourth);
  const fifth = `fifth-${stamp}@example.com`;
  const e = await join(fifth);
  expect([a, b, c, d, e].map((x) => x.data?.status)).toEqual([
    'waitlist',
    'waitlist',
    'waitlist',
    'waitlist',
    'waitlist',
  ]);

  // traveler@ cancels their booking of two spots: they are offered to the first two in line, who are e-mailed.
  const traveler = await signIn('traveler', { viewport: DESKTOP, server });
  const cancelled = await traveler.page.request.post(
    `${server.url}/api/me/bookings/${DEMO_BOOKING_IDS.travelerLive}/cancel`,
    {
      headers: { origin: server.url },
      data: { reason: 'Change of plans', refundMethodDescription: 'Trip credit for everything you paid' },
    },
  );
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  // The offer is made in the cancellation's transaction; its e-mail leaves after commit through the job queue.
  const firstTraveler = await signIn(first, { viewport: PHONE, server });
  expect((await offerOf(firstTraveler.page, server.url, a.data?.bookingId ?? ''))?.status).toBe('offered');
  await expect
    .poll(async () => (await mailsTo(admin.page, server.url, first)).map((m) => m.subject), {
      timeout: 2 * STEP_TIMEOUT,
    })
    .toContain('A spot opened on Machu Picchu with Hana');
  const firstBanner = new WaitlistOfferBanner(firstTraveler.page);
  await firstBanner.open(server.url, TRIP);
  await firstBanner.signWaiver();
  await expect(firstBanner.card()).toBeVisible({ timeout: STEP_TIMEOUT });

  const secondTraveler = await signIn(second, { viewport: DESKTOP, server });
  expect((await offerOf(secondTraveler.page, server.url, b.data?.bookingId ?? ''))?.status).toBe('offered');

  // Neither answers: past the hold, the scheduler's tick passes both spots to the next two in line.
  await advanceServerClock(admin.page, server.url, PAST_THE_WINDOW_DAYS);
  const thirdTraveler = await signIn(third, { viewport: PHONE, server });
  expect((await offerOf(thirdTraveler.page, server.url, c.data?.bookingId ?? ''))?.status).toBe('offered');
  const fourthTraveler = await signIn(fourth, { viewport: DESKTOP, server });
  expect((await offerOf(fourthTraveler.page, server.url, d.data?.bookingId ?? ''))?.status).toBe('offered');

  // The host sees the offers and the queue on the trip's Bookings tab.
  const host = await signIn('host', { viewport: DESKTOP, server });
  await new HostBookingsPage(host.page).open(server.url, TRIP);
  const offers = host.page.getByRole('grid', { name: 'Offers' });
  await expect(offers.getByRole('row').filter({ hasText: 'Expired' })).toHaveCount(2, { timeout: STEP_TIMEOUT });
  await expect(offers.getByRole('row').filter({ hasText: 'Held' })).not.toHaveCount(0);

  // The third traveler pays the deposit from the banner, on their phone: the spot is theirs.
  const banner = new WaitlistOfferBanner(thirdTraveler.page);
  await banner.open(server.url, TRIP);
  await banner.signWaiver();
  await expect(banner.card()).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(thirdTraveler.page.getByText(/held for you until/)).toBeVisible();
  await banner.payDeposit();
  await expect(banner.card()).toHaveCount(0, { timeout: STEP_TIMEOUT });
  expect((await offerOf(thirdTraveler.page, server.url, c.data?.bookingId ?? ''))?.status).toBe('accepted');

  // The following freed spot (an admin cancels another booking) is offered to the next in line, who is e-mailed. The
  // admin signs in again: two days have passed on the server's clock since the first session.
  const admin2 = await signIn('admin', { viewport: DESKTOP, server });
  const cancelledByAdmin = await admin2.page.request.post(`${server.url}/api/admin/bookings/${fillers[0]}/cancel`, {
    headers: { origin: server.url },
    data: { payload: { reasonCode: '17' } },
  });
  expect(cancelledByAdmin.status(), await cancelledByAdmin.text()).toBe(200);
  const fifthTraveler = await signIn(fifth, { viewport: DESKTOP, server });
  expect((await offerOf(fifthTraveler.page, server.url, e.data?.bookingId ?? ''))?.status).toBe('offered');
  // Their trips page, as it opens for them: the waiver first, then the offer.
  await expect(fifthTraveler.page.getByText('Traveler Portal')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect
    .poll(async () => (await mailsTo(admin2.page, server.url, fifth)).map((m) => m.subject), {
      timeout: 2 * STEP_TIMEOUT,
    })
    .toContain('A spot opened on Machu Picchu with Hana');
});

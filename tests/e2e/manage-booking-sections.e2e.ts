// Manage Booking's sections as the demo traveler reads them: warnings, room selection's private-room switch, the
// insurance section and its links, the summary's totals and note, transaction history and the cancel policy texts,
// each checked against what the server holds for the booking. Read-only: the worker's shared server.
import { ManageBookingPage } from './pages/manage-booking.page.js';
import { expect, test } from './support/fixtures.js';

/** ORD-5001: two travelers (traveler@ and companion@), insurance, two payments, $200.00 cancellation fee. */
const LIVE_TRIP = 'Machu Picchu with Hana';
/** ORD-5003: traveler@ alone, pending, no insurance, nothing paid yet. */
const PENDING_TRIP = 'Inca Trail in Style';

test.describe.configure({ timeout: 180_000 });

test('[MBK-046] [MBK-008] [INS-007] [INS-019] [INS-016] [MBK-049] [MBK-035] the live booking’s policy replaces the insurance warning; its policy with links, the summary note and the private-room switch', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const server = await mb.serverBooking();
  const trip = await mb.serverTrip();
  expect(trip.travelerInsuranceRequired).toBe(true);
  // The trip requires insurance, but this booking's policy covers it: no third-party warning beside the policy
  // (MBK-046 follows isBookingCoveredByInsurance, issue 25).
  await expect(page.getByRole('heading', { name: 'Insurance policies' }).first()).toBeVisible();
  await expect(page.getByText(/purchase insurance from a third party/)).toHaveCount(0);

  // The insurance section, because the booking holds a policy; its links are the policy's own URLs.
  const policy = server.insurancePolicies?.[0];
  expect(policy?.policyNumber).toBe('POL-2026-0001');
  const insurance = mb.section('Insurance policies');
  await expect(insurance).toBeVisible();
  await expect(insurance.getByText('Insurance processing can take up to 30 days.')).toBeVisible();
  await expect(insurance.getByRole('link', { name: 'File a claim' })).toHaveAttribute(
    'href',
    'https://insurance.example.com/claims',
  );
  await expect(insurance.getByRole('link', { name: 'Confirmation of benefits' })).toHaveAttribute(
    'href',
    'https://insurance.example.com/benefits/POL-2026-0001',
  );

  // The summary: totals in dollars with two decimals, and the insurance note.
  const summary = mb.summary();
  await expect(summary.getByText('Booking edits may affect insurance cost at checkout.')).toBeVisible();
  const paid = summary.locator('dt', { hasText: 'Paid so far' }).locator('xpath=following-sibling::dd[1]');
  await expect(paid).toHaveText('$3,000.00');
  expect(server.paidAmount).toBe(300_000);
  const balance = summary.locator('dt', { hasText: 'Balance after changes' }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(balance).toHaveText(
    `$${(server.dueAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  // Two travelers: the private-room upgrade switch is offered.
  await expect(mb.section('Room Selection').getByRole('switch', { name: /Private room upgrade/ })).toHaveCount(1);
});

test('[MBK-036] [MBK-008] the single pending traveler has no private-room switch and no insurance section', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  const server = await mb.serverBooking();
  expect(server.insurancePolicies ?? []).toEqual([]);
  expect(server.addOns.filter((a) => a.type === 'insurance-plan')).toEqual([]);
  await expect(mb.section('Room Selection')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Private room upgrade/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Insurance policies' })).toHaveCount(0);
});

test('[PAY-003] [PAY-016] transaction history labels a payment intent PAYMENT and dates payments MMM dd, yyyy', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const server = await mb.serverBooking();
  const intent = server.payments.find((p) => p.type === 'payment-intent');
  expect(intent?.date.slice(0, 10)).toBe('2026-11-05');
  const history = page.getByRole('grid', { name: 'Transaction History' });
  const intentRow = history.getByRole('row', { name: /Nov 05, 2026/ });
  await expect(intentRow).toContainText('PAYMENT · automatic');
  await expect(intentRow).toContainText('$1,500.00');
  const cardRow = history.getByRole('row', { name: /Oct 05, 2026/ });
  await expect(cardRow).toContainText('CREDIT CARD');
});

test('[CAN-006] [CAN-020] [CAN-022] [CAN-024] [CAN-026] more than 90 days out, the customer sees the Cancel Booking button and the policy texts with the fee', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const trip = await mb.serverTrip();
  expect(trip.canCancel).toBe(true);
  expect(trip.cancellationFee).toBe(20_000);
  const cancel = mb.section('Cancel Booking');
  await expect(cancel.getByText('Cancellation Fees may apply')).toBeVisible();
  await expect(cancel.getByText('Cancellation fee: $200.00')).toBeVisible();
  // The trip starts May 10, 2027: 90 days before is February 09, 2027.
  await expect(
    cancel.getByText('Any amount above the down payment is refundable until February 09, 2027.'),
  ).toBeVisible();
  await expect(cancel.getByText('Refunds take 5-10 business days to process.')).toBeVisible();
  await expect(cancel.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
});

test('[CAN-025] a pending booking states that the down payment is refundable until the trip is confirmed', async ({
  signIn,
}) => {
  const { page } = await signIn('traveler');
  const mb = new ManageBookingPage(page);
  await mb.open(PENDING_TRIP);
  expect((await mb.serverBooking()).status).toBe('pending');
  const cancel = mb.section('Cancel Booking');
  await expect(cancel.getByText('Your down payment is refundable until the trip is confirmed.')).toBeVisible();
  await expect(cancel.getByText(/Any amount above the down payment/)).toHaveCount(0);
});

test('[CAN-021] [CAN-023] [CAN-022] within 60 days of the trip the texts say non-refundable and the fee line goes', async ({
  signIn,
}) => {
  // The browser's clock 39 days before the live trip (May 10, 2027): the screen's rules read the day from it.
  const { page } = await signIn('traveler', {
    prepare: (context) => context.clock.install({ time: new Date('2027-04-01T12:00:00Z') }),
  });
  const mb = new ManageBookingPage(page);
  await mb.open(LIVE_TRIP);
  const cancel = mb.section('Cancel Booking');
  await expect(cancel.getByText('This booking is non-refundable.')).toBeVisible();
  await expect(cancel.getByText('Your booking is not refundable.')).toBeVisible();
  await expect(cancel.getByText('Cancellation Fees may apply')).toHaveCount(0);
  await expect(cancel.getByText(/Cancellation fee:/)).toHaveCount(0);
  expect((await mb.serverTrip()).cancellationFee).toBe(20_000);
});

test('[CAN-004] [CAN-005] [PAY-015] the secondary traveler is offered no cancellation and no payment history', async ({
  signIn,
  freshCaravan,
}) => {
  // companion@ has not signed the waiver yet: accepting it writes, so this test has a server of its own.
  const server = await freshCaravan();
  const { page } = await signIn('companion', { server });
  const mb = new ManageBookingPage(page);
  await mb.trip.open(LIVE_TRIP);
  await page.frameLocator('iframe').getByRole('button', { name: 'I accept the terms' }).click();
  await page.getByRole('heading', { name: 'Booking Status' }).waitFor({ timeout: 30_000 });
  const trip = await mb.serverTrip();
  expect(trip.travelerType).toBe('traveler-secondary');
  expect(trip.canCancel).toBe(false);
  expect((await mb.serverBooking()).paymentHistoryShown).toBe(false);
  // Manage Booking, where cancelling and the history live, is not among the companion's tabs.
  const tabs = page.getByRole('navigation', { name: 'Trip sections' });
  await expect(tabs.getByRole('link', { name: 'Trip Overview' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Manage Booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toHaveCount(0);
});

test('[CAN-007] [CAN-006] a customer whose booking cannot be cancelled here is asked to send an email request instead', async ({
  signIn,
}) => {
  // traveler2@'s ORD-5006 on the closed trip, starting within days.
  const { page } = await signIn('traveler2@caravan.test');
  const mb = new ManageBookingPage(page);
  await mb.open('Patagonia Summer Solstice');
  const trip = await mb.serverTrip();
  expect(trip.travelerType).toBe('traveler-primary');
  expect(trip.canCancel).toBe(false);
  const cancel = mb.section('Cancel Booking');
  await expect(cancel.getByText('To cancel your booking, please send us an email request.')).toBeVisible();
  await expect(cancel.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
});

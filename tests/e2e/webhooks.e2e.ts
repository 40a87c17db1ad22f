// Journey (e), MKT-053: the operator registers a webhook to a receiver this test runs on localhost (nothing leaves the
// machine), a test booking is made, the receiver gets the delivery signed, and the operator sees it in the log.
import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '@caravan/domain';
import { WebhooksPage } from './pages/webhooks.page.js';
import { expect, PHONE, test } from './support/fixtures.js';

const TRIP_SLUG = 'crv-1005';
const hmacSha256Hex = (secret: string, content: string) => createHmac('sha256', secret).update(content).digest('hex');

test('[MKT-053] an operator registers a webhook, a booking is made, and the signed delivery is in the log', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  test.setTimeout(240_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/caravan-hook`;
  try {
    const server = await freshCaravan();
    const { page } = await signIn('operator', { server, viewport: PHONE });
    const webhooks = new WebhooksPage(page);
    await webhooks.open(server.url);
    const secret = await webhooks.register(hookUrl, ['Booking created']);
    await expect(webhooks.endpoints()).toContainText(hookUrl);
    await page.getByRole('button', { name: 'I have saved it' }).click();

    // A test booking on one of the operator's trips, through the public booking API.
    const visitor = await browser.newContext();
    const trip = await visitor.request.get(`${server.url}/api/public/trips/${TRIP_SLUG}`);
    const { data } = (await trip.json()) as { data: { id: string } };
    const booked = await visitor.request.post(`${server.url}/api/public/trips/${data.id}/bookings`, {
      headers: { 'Idempotency-Key': `webhook-${Date.now()}`, origin: server.url },
      data: {
        package: 'standard',
        travelers: [{ firstName: 'Hook', lastName: 'Traveler', email: 'hook.traveler@example.com', room: 'shared' }],
        account: { password: 'webhook-journey' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      },
    });
    expect(booked.status()).toBe(201);
    await visitor.close();

    const row = await webhooks.expectDelivery('Booking created', 'Delivered');
    await expect(row).toContainText('Answered 200');
    await expect(row).toContainText('1 attempt');
    const got = received.find((r) => r.headers['caravan-event'] === 'booking.created');
    expect(got).toBeDefined();
    const verified = verifyWebhookSignature({
      header: String(got?.headers['caravan-signature']),
      body: got?.body ?? '',
      secret,
      now: new Date(),
      hmacSha256Hex,
    });
    expect(verified.ok).toBe(true);
    await page.screenshot({ path: test.info().outputPath('webhooks-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('webhooks-1280.png'), fullPage: true });
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});

// POST /api/webhooks/stripe: Stripe's events, accepted only with a valid Stripe-Signature (the SDK's check); exists
// only when payments go through Stripe and STRIPE_WEBHOOK_SECRET is set.
import { createRoute, z } from '@hono/zod-openapi';
import Stripe from 'stripe';
import { AppError, notFound } from '../../errors/app-error.js';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { isStripeGateway } from '../../providers/payments/index.js';
import { HANDLED_STRIPE_EVENTS, handleStripeEvent } from '../../services/payments/stripe-events.js';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

const receivedView = z.object({
  received: z.literal(true),
  type: z.string().openapi({ description: `Handled: ${HANDLED_STRIPE_EVENTS.join(', ')}; others are ignored` }),
  outcome: z.enum(['logged', 'ignored']),
});

const route = createRoute({
  // Stripe calls it without a session: the signature is the authentication.
  ...PUBLIC_ROUTE,
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  tags: ['webhooks'],
  summary: "Stripe's events (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded)",
  description: 'The raw JSON body as Stripe sent it, signed in the Stripe-Signature header.',
  request: {
    headers: z.object({ 'stripe-signature': z.string().optional() }),
  },
  responses: {
    200: { description: 'Received', content: { 'application/json': { schema: envelopeOf(receivedView) } } },
    ...errorResponses,
    400: refusal('The signature is missing, stale or does not sign this body: nothing was done'),
    404: refusal('Payments do not go through Stripe here, or no webhook secret is set'),
  },
});

export const stripeWebhookRoutes = router().openapi(route, async (c) => {
  const deps = c.get('deps');
  const gateway = providersOf(deps).payments;
  if (!isStripeGateway(gateway) || !gateway.acceptsWebhooks) throw notFound();
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed and re-serialised.
  const payload = await c.req.text();
  let event: Stripe.Event;
  try {
    event = gateway.verifyWebhook(payload, c.req.header('stripe-signature'));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new AppError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header does not sign this request body.');
    if (error instanceof SyntaxError) throw new AppError(400, 'INVALID_BODY', 'The request body is not JSON.');
    throw error;
  }
  const { outcome } = await handleStripeEvent(deps.database.db, event, (line) => console.info(line));
  return c.json({ success: true as const, data: { received: true as const, type: event.type, outcome } }, 200);
});

// Which card processor a running server charges: Stripe when STRIPE_SECRET_KEY is set, else the sandbox.
import type { Config } from '../../config/config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { createStripePaymentGateway } from './stripe-payment-gateway.js';

export type PaymentSettings = Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>>;

/** The configured card processor; the sandbox reads the server's clock (`now`), Stripe keeps its own. */
export function paymentGatewayFor(settings: PaymentSettings, now: () => Date): PaymentGateway {
  if (!settings.STRIPE_SECRET_KEY) return createSandboxPaymentGateway({ now });
  return createStripePaymentGateway({
    secretKey: settings.STRIPE_SECRET_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    apiBase: settings.STRIPE_API_BASE,
  });
}

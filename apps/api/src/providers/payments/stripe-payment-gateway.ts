// The Stripe card processor behind the payment port: PaymentIntents, refunds and saved cards, each call under an
// idempotency key derived from the port's, so a retry answers the first outcome instead of charging twice.
import { type CurrencyCode, isAffirmFinanceable } from '@caravan/domain';
import Stripe from 'stripe';
import {
  type Charge,
  type ChargeRequest,
  PAYMENT_MESSAGES,
  PaymentError,
  type PaymentGateway,
  type Refund,
  type RefundRequest,
  type SavedPaymentMethod,
} from './payment-gateway.js';
import { paymentErrorOf } from './stripe-errors.js';
import { log as logger } from '../../observability/logger.js';

/** DECIDE: 10 s per call to Stripe (its SDK waits 80 s): with one retry the worst case stays under a proxy's 30 s. */
export const STRIPE_TIMEOUT_MS = 10_000;

/** DECIDE: one retry of a call that timed out or met a 5xx, under the same idempotency key (Stripe dedupes it). */
export const STRIPE_MAX_NETWORK_RETRIES = 1;

export interface StripePaymentGatewayOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…); without it no event is accepted. */
  webhookSecret?: string | undefined;
  /** Tests: a local stand-in for Stripe's API (http://127.0.0.1:PORT). */
  apiBase?: string | undefined;
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** Where a refund Stripe cannot make (money taken outside it) is reported for a person to make by hand. */
  log?: (line: string) => void;
}

export type StripePaymentGateway = PaymentGateway & {
  readonly name: 'stripe';
  /** The event a webhook delivered, when `signature` (the Stripe-Signature header) signs `payload` with the secret. */
  verifyWebhook(payload: string, signature: string | undefined): Stripe.Event;
  readonly acceptsWebhooks: boolean;
};

/** The brand as the sandbox and the portal name it (Stripe says 'visa', 'amex'…). */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A saved card is a PaymentMethod id (pm_…); anything else is a token from the card form (tok_…). */
const isSavedMethod = (cardToken: string) => cardToken.startsWith('pm_');

/** The Stripe client's address options from STRIPE_API_BASE (host, port, protocol), or Stripe's own. */
function addressOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The port's error for what Stripe threw, thrown; a non-Stripe error goes up unchanged. */
function rethrow(error: unknown): never {
  throw paymentErrorOf(error);
}

/** A Stripe adapter of the payment port. */
export function createStripePaymentGateway(options: StripePaymentGatewayOptions): StripePaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...addressOf(options.apiBase),
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Caravan' },
  });
  const log = options.log ?? ((line: string) => logger().warn(line));

  /** The port's Charge for a PaymentIntent Stripe answered; one that did not succeed is the port's refusal. */
  function chargeOf(intent: Stripe.PaymentIntent, request: ChargeRequest): Charge {
    if (intent.status === 'requires_action')
      throw new PaymentError('declined', PAYMENT_MESSAGES.authenticationRequired, 'authentication_required');
    if (intent.status !== 'succeeded')
      // 'processing' is rare for cards; the money has not moved yet, so nothing is recorded and the traveler retries.
      throw new PaymentError('processing', PAYMENT_MESSAGES.processing, `payment_intent_${intent.status}`);
    const latest = intent.latest_charge;
    return {
      // The charge id (ch_…), which refunds name; the PaymentIntent's when Stripe did not say.
      id: (typeof latest === 'string' ? latest : latest?.id) ?? intent.id,
      amountMinor: intent.amount,
      currency: request.currency,
      status: 'succeeded',
      idempotencyKey: request.idempotencyKey,
      createdAt: new Date(intent.created * 1000),
    };
  }

  async function charge(request: ChargeRequest): Promise<Charge> {
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0)
      throw new PaymentError('invalid-request', 'The amount must be a positive whole number of cents.');
    const key = request.idempotencyKey;
    const base = {
      amount: request.amountMinor,
      currency: request.currency.toLowerCase(),
      payment_method_types: ['card'],
      metadata: { caravan_idempotency_key: key },
      ...(request.description ? { description: request.description } : {}),
    };
    try {
      if (isSavedMethod(request.cardToken)) {
        // An automatic payment: the saved card, charged off-session for the customer it is attached to.
        const method = await stripe.paymentMethods.retrieve(request.cardToken);
        const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
        const intent = await stripe.paymentIntents.create(
          {
            ...base,
            payment_method: method.id,
            ...(customer ? { customer } : {}),
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: `${key}:create` },
        );
        return chargeOf(intent, request);
      }
      // A card from the form: its token becomes a PaymentMethod, then a PaymentIntent is created and confirmed.
      const method = await stripe.paymentMethods.create(
        { type: 'card', card: { token: request.cardToken } },
        { idempotencyKey: `${key}:method` },
      );
      const created = await stripe.paymentIntents.create(
        { ...base, payment_method: method.id },
        { idempotencyKey: `${key}:create` },
      );
      const intent =
        created.status === 'succeeded'
          ? created
          : await stripe.paymentIntents.confirm(created.id, {}, { idempotencyKey: `${key}:confirm` });
      return chargeOf(intent, request);
    } catch (error) {
      if (error instanceof PaymentError) throw error;
      return rethrow(error);
    }
  }

  async function refund(request: RefundRequest): Promise<Refund> {
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0)
      throw new PaymentError('invalid-request', 'The refund must be a positive whole number of cents.');
    if (request.chargeId === undefined) {
      // Money Stripe never took (recorded by hand): nothing to refund through it; a person returns it the same way.
      log(
        `[caravan] refund of ${request.amountMinor} ${request.currency} without a Stripe charge (key ` +
          `${request.idempotencyKey}): return it to the original payment method by hand`,
      );
      return {
        id: `re_manual_${request.idempotencyKey}`,
        chargeId: null,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'succeeded',
        idempotencyKey: request.idempotencyKey,
        createdAt: new Date(),
      };
    }
    try {
      const made = await stripe.refunds.create(
        {
          charge: request.chargeId,
          amount: request.amountMinor,
          metadata: { caravan_idempotency_key: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      // 'pending' is a refund Stripe accepted and the bank has yet to settle (charge.refunded follows): done for us.
      if (made.status === 'failed' || made.status === 'canceled')
        throw new PaymentError('processing', PAYMENT_MESSAGES.processing, `refund_${made.status}`);
      return {
        id: made.id,
        chargeId: request.chargeId,
        amountMinor: made.amount,
        currency: request.currency,
        status: 'succeeded',
        idempotencyKey: request.idempotencyKey,
        createdAt: new Date(made.created * 1000),
      };
    } catch (error) {
      if (error instanceof PaymentError) throw error;
      return rethrow(error);
    }
  }

  async function savePaymentMethod(request: {
    cardToken: string;
    idempotencyKey: string;
  }): Promise<SavedPaymentMethod> {
    const key = request.idempotencyKey;
    try {
      // A customer of its own per saved card: Caravan keeps no Stripe customer per traveler (yet), and an off-session
      // charge needs the card attached to one. Attaching checks the card with its bank, charging nothing.
      const customer = await stripe.customers.create(
        { metadata: { caravan_idempotency_key: key } },
        { idempotencyKey: `${key}:customer` },
      );
      const methodId = isSavedMethod(request.cardToken)
        ? request.cardToken
        : (
            await stripe.paymentMethods.create(
              { type: 'card', card: { token: request.cardToken } },
              { idempotencyKey: `${key}:method` },
            )
          ).id;
      const method = await stripe.paymentMethods.attach(
        methodId,
        { customer: customer.id },
        { idempotencyKey: `${key}:attach` },
      );
      const brand = method.card?.brand ?? 'unknown';
      return { id: method.id, brand: BRAND_NAMES[brand] ?? 'Card', last4: method.card?.last4 ?? '0000' };
    } catch (error) {
      return rethrow(error);
    }
  }

  return {
    name: 'stripe',
    acceptsWebhooks: Boolean(options.webhookSecret),
    charge,
    refund,
    savePaymentMethod,
    canPayWithAffirm(amountMinor: number, currency: CurrencyCode) {
      // Affirm's loan range is a domain rule, the same whichever card processor runs.
      return isAffirmFinanceable(amountMinor, currency);
    },
    verifyWebhook(payload, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      // Throws Stripe.errors.StripeSignatureVerificationError for a missing, stale or wrong signature.
      return stripe.webhooks.constructEvent(payload, signature ?? '', options.webhookSecret);
    },
  };
}

/** Whether `gateway` is the Stripe adapter (the webhook route exists only then). */
export function isStripeGateway(gateway: PaymentGateway): gateway is StripePaymentGateway {
  return gateway.name === 'stripe' && 'verifyWebhook' in gateway;
}

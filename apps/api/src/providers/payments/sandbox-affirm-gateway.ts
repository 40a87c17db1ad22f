// The sandbox Affirm: checkouts on a local stand-in for Affirm's page, where the traveler approves, is declined,
// cancels, or Affirm times out; authorizing then charges, refuses or times out as Affirm's sandbox does.
//
// The traveler's choice on the stand-in page reaches the sandbox through `decide` (the page's route calls it);
// tests call it directly. An amount ending in 13 cents is declined whatever the traveler does (Affirm's test
// convention of a declining amount), so a journey can prove a decline without a page.
import { randomUUID } from 'node:crypto';
import { isAffirmFinanceable } from '@caravan/domain';
import {
  AFFIRM_MESSAGES,
  type AffirmCheckout,
  type AffirmCheckoutOutcome,
  type AffirmGateway,
} from './affirm-gateway.js';
import { type Charge, PaymentError, type Refund } from './payment-gateway.js';

/** DECIDE: a checkout can be finished within 30 minutes, like a card session: after that it must be started again. */
export const AFFIRM_CHECKOUT_TTL_MS = 30 * 60 * 1000;
/** DECIDE: the sandbox answers a 'timeout' checkout after 5 s, the same client deadline as the card sandbox. */
export const SANDBOX_AFFIRM_TIMEOUT_MS = 5_000;
/** The path of the sandbox's stand-in for Affirm's page; `{token}` is the checkout token. */
export const SANDBOX_AFFIRM_PAGE_PATH = '/sandbox/affirm/checkouts/{token}';
/** Amounts whose cents are this are declined by the sandbox (see the header). */
export const SANDBOX_AFFIRM_DECLINED_CENTS = 13;

interface SandboxCheckout extends AffirmCheckout {
  returnUrl: string;
  orderReference: string;
  idempotencyKey: string;
  outcome: AffirmCheckoutOutcome | null;
  charge: Charge | null;
}

export interface SandboxAffirmGateway extends AffirmGateway {
  /** The traveler's answer on the stand-in page; returns where to send them back (the return URL with the outcome). */
  decide(checkoutToken: string, outcome: AffirmCheckoutOutcome): string;
  readonly checkouts: ReadonlyMap<string, Readonly<SandboxCheckout>>;
  readonly charges: readonly Charge[];
  readonly refunds: readonly Refund[];
}

export interface SandboxAffirmOptions {
  timeoutMs?: number;
  now?: () => Date;
}

/** A new in-memory sandbox Affirm. */
export function createSandboxAffirmGateway(options: SandboxAffirmOptions = {}): SandboxAffirmGateway {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? SANDBOX_AFFIRM_TIMEOUT_MS;
  const checkouts = new Map<string, SandboxCheckout>();
  const byKey = new Map<string, string>();
  const charges: Charge[] = [];
  const refunds: Refund[] = [];

  const live = (token: string): SandboxCheckout => {
    const checkout = checkouts.get(token);
    if (!checkout || checkout.expiresAt.getTime() <= now().getTime())
      throw new PaymentError('invalid-request', AFFIRM_MESSAGES.unknownCheckout, 'checkout_not_found');
    return checkout;
  };

  return {
    name: 'sandbox-affirm',
    checkouts,
    charges,
    refunds,
    async startCheckout(request) {
      const known = byKey.get(request.idempotencyKey);
      if (known) {
        const again = checkouts.get(known);
        if (again && again.amountMinor === request.amountMinor && again.currency === request.currency) return again;
        throw new PaymentError('invalid-request', AFFIRM_MESSAGES.unknownCheckout, 'idempotency_key_reused');
      }
      if (!isAffirmFinanceable(request.amountMinor, request.currency))
        throw new PaymentError('invalid-request', AFFIRM_MESSAGES.notFinanceable, 'amount_out_of_range');
      const checkoutToken = `affirm_co_${randomUUID()}`;
      const checkout: SandboxCheckout = {
        checkoutToken,
        redirectUrl: SANDBOX_AFFIRM_PAGE_PATH.replace('{token}', checkoutToken),
        amountMinor: request.amountMinor,
        currency: request.currency,
        expiresAt: new Date(now().getTime() + AFFIRM_CHECKOUT_TTL_MS),
        returnUrl: request.returnUrl,
        orderReference: request.orderReference,
        idempotencyKey: request.idempotencyKey,
        outcome: null,
        charge: null,
      };
      checkouts.set(checkoutToken, checkout);
      byKey.set(request.idempotencyKey, checkoutToken);
      return checkout;
    },
    decide(checkoutToken, outcome) {
      const checkout = live(checkoutToken);
      // The first answer stands: a second click on the stand-in page (or a replayed link) changes nothing.
      checkout.outcome ??=
        outcome === 'approved' && checkout.amountMinor % 100 === SANDBOX_AFFIRM_DECLINED_CENTS ? 'declined' : outcome;
      const back = new URL(checkout.returnUrl, 'http://return.invalid');
      back.searchParams.set('checkout_token', checkoutToken);
      back.searchParams.set('outcome', checkout.outcome);
      return back.origin === 'http://return.invalid' ? `${back.pathname}${back.search}` : back.href;
    },
    async authorize({ checkoutToken }) {
      const checkout = live(checkoutToken);
      if (checkout.charge) return checkout.charge;
      switch (checkout.outcome) {
        case null:
          throw new PaymentError('invalid-request', AFFIRM_MESSAGES.undecided, 'checkout_not_approved');
        case 'declined':
          throw new PaymentError('declined', AFFIRM_MESSAGES.declined, 'loan_declined');
        case 'cancelled':
          throw new PaymentError('declined', AFFIRM_MESSAGES.cancelled, 'checkout_cancelled');
        case 'timeout':
          await new Promise((r) => setTimeout(r, timeoutMs));
          throw new PaymentError('timeout', AFFIRM_MESSAGES.timeout, 'timeout');
        case 'approved': {
          const charge: Charge = {
            id: `affirm_ch_${randomUUID()}`,
            amountMinor: checkout.amountMinor,
            currency: checkout.currency,
            status: 'succeeded',
            idempotencyKey: checkout.idempotencyKey,
            createdAt: now(),
            processor: 'affirm',
          };
          checkout.charge = charge;
          charges.push(charge);
          return charge;
        }
      }
    },
    async refund(request) {
      const known = refunds.find((r) => r.idempotencyKey === request.idempotencyKey);
      if (known) return known;
      const charge = charges.find((c) => c.id === request.chargeId);
      if (!charge || request.amountMinor > charge.amountMinor)
        throw new PaymentError('invalid-request', 'No such Affirm charge to refund.', 'charge_not_found');
      const refund: Refund = {
        id: `affirm_re_${randomUUID()}`,
        chargeId: charge.id,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'succeeded',
        idempotencyKey: request.idempotencyKey,
        createdAt: now(),
      };
      refunds.push(refund);
      return refund;
    },
  };
}

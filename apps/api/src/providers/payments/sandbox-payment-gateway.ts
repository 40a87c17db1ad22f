// The sandbox card processor: test tokens and card numbers approve, decline, fail or time out; idempotent per key.
//
// Approve:  tok_visa, tok_mastercard, tok_amex, 4242424242424242, 5555555555554444, 378282246310005
// Decline:  tok_chargeDeclined / 4000000000000002 ('Your card was declined.'),
//           tok_chargeDeclinedInsufficientFunds / 4000000000009995 ('Your card has insufficient funds.')
// Fail:     tok_processingError / 4000000000000119 (processor error, nothing charged)
// Time out: tok_timeout / 4000000000000259 (answers a timeout error after `timeoutMs`, nothing charged)
// Anything else is refused as an incorrect card number. The same idempotency key answers the first outcome again;
// the same key with a different amount, currency or card is refused, as real processors do.
import { randomUUID } from 'node:crypto';
import { type CurrencyCode, isAffirmFinanceable } from '@caravan/domain';
import {
  type Charge,
  type ChargeRequest,
  PAYMENT_MESSAGES,
  PaymentError,
  type PaymentGateway,
  type Refund,
  type SavedPaymentMethod,
} from './payment-gateway.js';

type Behaviour = 'approve' | 'decline' | 'insufficient-funds' | 'processing-error' | 'timeout';

const BEHAVIOURS: Record<string, Behaviour> = {
  tok_visa: 'approve',
  tok_mastercard: 'approve',
  tok_amex: 'approve',
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  tok_chargeDeclined: 'decline',
  '4000000000000002': 'decline',
  tok_chargeDeclinedInsufficientFunds: 'insufficient-funds',
  '4000000000009995': 'insufficient-funds',
  tok_processingError: 'processing-error',
  '4000000000000119': 'processing-error',
  tok_timeout: 'timeout',
  '4000000000000259': 'timeout',
};

/** What the sandbox says of a saved test card: its brand and last four digits. */
const CARD_FACES: Record<string, { brand: string; last4: string }> = {
  tok_visa: { brand: 'Visa', last4: '4242' },
  '4242424242424242': { brand: 'Visa', last4: '4242' },
  tok_mastercard: { brand: 'Mastercard', last4: '4444' },
  '5555555555554444': { brand: 'Mastercard', last4: '4444' },
  tok_amex: { brand: 'American Express', last4: '0005' },
  '378282246310005': { brand: 'American Express', last4: '0005' },
};

/** DECIDE: the sandbox times out after 5 s by default, like a client deadline well under a proxy's 30 s. */
export const SANDBOX_PAYMENT_TIMEOUT_MS = 5_000;

export interface SandboxPaymentGatewayOptions {
  /** How long a tok_timeout charge hangs before the timeout error. */
  timeoutMs?: number;
  /** Added latency of every charge and refund (tests use it to hold a request in flight). */
  latencyMs?: number;
  now?: () => Date;
}

/** What the sandbox did, for tests and the development console. */
export interface SandboxLedger {
  /** Successful charges, in order. */
  readonly charges: readonly Charge[];
  readonly refunds: readonly Refund[];
  /** Cards saved for later charges (Update Payment Method), in order. */
  readonly savedMethods: readonly SavedPaymentMethod[];
  /** Every charge attempt, including refused ones. */
  readonly attempts: readonly { request: ChargeRequest; outcome: Behaviour | 'replayed' }[];
}

export type SandboxPaymentGateway = PaymentGateway &
  SandboxLedger & {
    /** Added latency of every call, changeable at run time. */
    latencyMs: number;
    reset(): void;
  };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The token's behaviour: spaces and dashes in a card number are ignored. */
function behaviourOf(cardToken: string): Behaviour | undefined {
  return BEHAVIOURS[cardToken] ?? BEHAVIOURS[cardToken.replace(/[\s-]/g, '')];
}

/** A new sandbox processor with an empty ledger. */
export function createSandboxPaymentGateway(options: SandboxPaymentGatewayOptions = {}): SandboxPaymentGateway {
  const timeoutMs = options.timeoutMs ?? SANDBOX_PAYMENT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const charges: Charge[] = [];
  const refunds: Refund[] = [];
  const savedMethods: SavedPaymentMethod[] = [];
  const attempts: { request: ChargeRequest; outcome: Behaviour | 'replayed' }[] = [];
  /** Outcome per idempotency key (a promise, so a concurrent duplicate waits for the first). */
  const chargeKeys = new Map<string, { fingerprint: string; result: Promise<Charge> }>();
  const refundKeys = new Map<string, { fingerprint: string; result: Promise<Refund> }>();

  async function runCharge(request: ChargeRequest): Promise<Charge> {
    if (gateway.latencyMs > 0) await sleep(gateway.latencyMs);
    const behaviour = behaviourOf(request.cardToken);
    attempts.push({ request, outcome: behaviour ?? 'decline' });
    switch (behaviour) {
      case 'approve': {
        const charge: Charge = {
          id: `ch_sandbox_${randomUUID().replaceAll('-', '')}`,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: 'succeeded',
          idempotencyKey: request.idempotencyKey,
          createdAt: now(),
        };
        charges.push(charge);
        return charge;
      }
      case 'decline':
        throw new PaymentError('declined', PAYMENT_MESSAGES.declined, 'generic_decline');
      case 'insufficient-funds':
        throw new PaymentError('declined', PAYMENT_MESSAGES.insufficientFunds, 'insufficient_funds');
      case 'processing-error':
        throw new PaymentError('processing', PAYMENT_MESSAGES.processing, 'processing_error');
      case 'timeout':
        await sleep(timeoutMs);
        throw new PaymentError('timeout', PAYMENT_MESSAGES.timeout, 'timeout');
      default:
        throw new PaymentError('declined', PAYMENT_MESSAGES.incorrectNumber, 'incorrect_number');
    }
  }

  const gateway: SandboxPaymentGateway = {
    name: 'sandbox',
    latencyMs: options.latencyMs ?? 0,
    charges,
    refunds,
    savedMethods,
    attempts,
    async charge(request) {
      if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new PaymentError('invalid-request', 'The amount must be a positive whole number of cents.');
      const fingerprint = JSON.stringify([request.amountMinor, request.currency, request.cardToken]);
      const known = chargeKeys.get(request.idempotencyKey);
      if (known) {
        if (known.fingerprint !== fingerprint) throw new PaymentError('invalid-request', PAYMENT_MESSAGES.keyReused);
        attempts.push({ request, outcome: 'replayed' });
        return known.result;
      }
      const result = runCharge(request);
      chargeKeys.set(request.idempotencyKey, { fingerprint, result });
      // A processor error or time-out is not a final outcome: the same key may be tried again.
      result.catch((e: unknown) => {
        if (e instanceof PaymentError && (e.kind === 'processing' || e.kind === 'timeout'))
          chargeKeys.delete(request.idempotencyKey);
      });
      return result;
    },
    async refund(request) {
      if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new PaymentError('invalid-request', 'The refund must be a positive whole number of cents.');
      const fingerprint = JSON.stringify([request.chargeId ?? null, request.amountMinor, request.currency]);
      const known = refundKeys.get(request.idempotencyKey);
      if (known) {
        if (known.fingerprint !== fingerprint) throw new PaymentError('invalid-request', PAYMENT_MESSAGES.keyReused);
        return known.result;
      }
      const result = (async () => {
        if (gateway.latencyMs > 0) await sleep(gateway.latencyMs);
        if (request.chargeId !== undefined) {
          const charge = charges.find((c) => c.id === request.chargeId);
          if (!charge) throw new PaymentError('invalid-request', `No such charge: ${request.chargeId}`);
          const refunded = refunds.filter((r) => r.chargeId === charge.id).reduce((s, r) => s + r.amountMinor, 0);
          if (refunded + request.amountMinor > charge.amountMinor)
            throw new PaymentError('invalid-request', 'The refund is more than what is left of the charge.');
        }
        const refund: Refund = {
          id: `re_sandbox_${randomUUID().replaceAll('-', '')}`,
          chargeId: request.chargeId ?? null,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: 'succeeded',
          idempotencyKey: request.idempotencyKey,
          createdAt: now(),
        };
        refunds.push(refund);
        return refund;
      })();
      refundKeys.set(request.idempotencyKey, { fingerprint, result });
      result.catch(() => refundKeys.delete(request.idempotencyKey));
      return result;
    },
    async savePaymentMethod(request): Promise<SavedPaymentMethod> {
      if (gateway.latencyMs > 0) await sleep(gateway.latencyMs);
      const token = request.cardToken.replace(/[\s-]/g, '');
      switch (behaviourOf(token)) {
        case 'approve': {
          const face = CARD_FACES[token] ?? { brand: 'Card', last4: token.slice(-4).padStart(4, '0') };
          const method = { id: `pm_sandbox_${request.idempotencyKey.replaceAll('-', '')}`, ...face };
          savedMethods.push(method);
          return method;
        }
        case 'timeout':
          await sleep(timeoutMs);
          throw new PaymentError('timeout', PAYMENT_MESSAGES.timeout, 'timeout');
        case 'processing-error':
          throw new PaymentError('processing', PAYMENT_MESSAGES.processing, 'processing_error');
        case 'insufficient-funds':
        case 'decline':
          // A setup intent checks the card, not its balance: a card that would decline a charge is refused here too.
          throw new PaymentError('declined', PAYMENT_MESSAGES.declined, 'generic_decline');
        default:
          throw new PaymentError('declined', PAYMENT_MESSAGES.incorrectNumber, 'incorrect_number');
      }
    },
    canPayWithAffirm(amountMinor: number, currency: CurrencyCode) {
      // Affirm's loan range is a domain rule (payment/affirm.rules.ts), shared with the portal's offer.
      return isAffirmFinanceable(amountMinor, currency);
    },
    reset() {
      charges.length = 0;
      refunds.length = 0;
      savedMethods.length = 0;
      attempts.length = 0;
      chargeKeys.clear();
      refundKeys.clear();
    },
  };
  return gateway;
}

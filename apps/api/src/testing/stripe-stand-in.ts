// A local stand-in for the Stripe API calls the Stripe adapter makes (node:http), with Stripe's idempotency rules,
// test tokens that approve, decline or fail like the sandbox's, and switches for 5xx answers and calls never answered.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Behaviour = 'approve' | 'decline' | 'insufficient-funds' | 'processing-error' | 'server-error' | 'hang';

/** The sandbox's test tokens (sandbox-payment-gateway.ts), and two that only a stand-in can play: a 500 and silence. */
const BEHAVIOURS: Record<string, Behaviour> = {
  tok_visa: 'approve',
  tok_mastercard: 'approve',
  tok_amex: 'approve',
  tok_chargeDeclined: 'decline',
  tok_chargeDeclinedInsufficientFunds: 'insufficient-funds',
  tok_processingError: 'processing-error',
  tok_serverError: 'server-error',
  tok_timeout: 'hang',
};
const CARDS: Record<string, { brand: string; last4: string }> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_amex: { brand: 'amex', last4: '0005' },
};

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
  /** True when the answer was the stored one of an earlier request with the same key. */
  replayed: boolean;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  url: string;
  /** Every request received, in order. */
  readonly requests: StandInRequest[];
  /** The next `times` requests answer `mode` whatever they ask: a 500 api_error, or no answer at all. */
  failNext(mode: 'server-error' | 'hang', times?: number): void;
  /** Charges made (ch_… → amount and what was refunded of it). */
  readonly charges: Map<string, { amount: number; refunded: number; paymentIntent: string }>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

const cardError = (code: string, message: string, declineCode?: string): Answer => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}) } },
});
const invalid = (message: string, code = 'resource_missing'): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});
const SERVER_ERROR: Answer = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };

/** The refusal a card's behaviour answers, or null when it approves. 'hang' is handled before. */
function refusalOf(behaviour: Behaviour): Answer | null {
  switch (behaviour) {
    case 'approve':
      return null;
    case 'decline':
      return cardError('card_declined', 'Your card was declined.', 'generic_decline');
    case 'insufficient-funds':
      return cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
    case 'processing-error':
      return cardError('processing_error', 'An error occurred while processing your card.');
    default:
      return SERVER_ERROR;
  }
}

/** Starts the stand-in on a free local port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);
  const methods = new Map<string, Json & { behaviour: Behaviour }>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, { amount: number; refunded: number; paymentIntent: string }>();
  /** Stripe's idempotency: a key answers its first request's answer again; other parameters with it are refused. */
  const keys = new Map<string, { fingerprint: string; answer: Answer }>();
  const requests: StandInRequest[] = [];
  const failures: ('server-error' | 'hang')[] = [];
  const hanging = new Set<ServerResponse>();

  const publicMethod = (m: Json) => {
    const { behaviour: _b, ...rest } = m;
    return rest;
  };

  /** Confirms intent `id`: the card's behaviour decides; the answer is the intent or the card error. */
  function confirm(intent: Json): Answer | 'hang' {
    const method = methods.get(String(intent.payment_method));
    if (!method) return invalid(`No such PaymentMethod: '${String(intent.payment_method)}'`);
    if (method.behaviour === 'hang') return 'hang';
    const refusal = refusalOf(method.behaviour);
    if (refusal) {
      intent.status = 'requires_payment_method';
      if (refusal.status === 402) (refusal.body.error as Json).payment_intent = { ...intent };
      return refusal;
    }
    const chargeId = nextId('ch');
    charges.set(chargeId, { amount: Number(intent.amount), refunded: 0, paymentIntent: String(intent.id) });
    intent.status = 'succeeded';
    intent.latest_charge = chargeId;
    return { status: 200, body: { ...intent } };
  }

  function route(method: string, path: string, p: Record<string, string>): Answer | 'hang' {
    const methodId = path.match(/^\/v1\/payment_methods\/([^/]+)$/)?.[1];
    const attachId = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)?.[1];
    const confirmId = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/)?.[1];
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: nextId('cus'), object: 'customer', created: now() } };
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = p['card[token]'] ?? '';
      const behaviour = BEHAVIOURS[token];
      if (!behaviour) return cardError('incorrect_number', 'Your card number is incorrect.');
      const pm = {
        id: nextId('pm'),
        object: 'payment_method',
        type: 'card',
        card: CARDS[token] ?? { brand: 'visa', last4: '0002' },
        customer: null,
        created: now(),
        behaviour,
      };
      methods.set(pm.id, pm);
      return { status: 200, body: publicMethod(pm) };
    }
    if (methodId && method === 'GET') {
      const pm = methods.get(methodId);
      return pm ? { status: 200, body: publicMethod(pm) } : invalid(`No such PaymentMethod: '${methodId}'`);
    }
    if (attachId && method === 'POST') {
      const pm = methods.get(attachId);
      if (!pm) return invalid(`No such PaymentMethod: '${attachId}'`);
      if (pm.behaviour === 'hang') return 'hang';
      // Attaching checks the card: a card that would be declined is declined here (as Stripe's test cards are).
      const refusal = refusalOf(pm.behaviour === 'insufficient-funds' ? 'decline' : pm.behaviour);
      if (refusal) return refusal;
      pm.customer = p.customer ?? null;
      return { status: 200, body: publicMethod(pm) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(p.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return invalid('Invalid positive integer', 'parameter_invalid_integer');
      const pm = methods.get(p.payment_method ?? '');
      if (!pm) return invalid(`No such PaymentMethod: '${p.payment_method}'`);
      if (p.off_session === 'true' && pm.customer !== p.customer)
        return invalid('The provided PaymentMethod was previously used without being attached to a Customer.');
      const intent: Json = {
        id: nextId('pi'),
        object: 'payment_intent',
        amount,
        currency: p.currency,
        customer: p.customer ?? null,
        payment_method: pm.id,
        description: p.description ?? null,
        metadata: { caravan_idempotency_key: p['metadata[caravan_idempotency_key]'] },
        status: 'requires_confirmation',
        latest_charge: null,
        created: now(),
      };
      intents.set(String(intent.id), intent);
      return p.confirm === 'true' ? confirm(intent) : { status: 200, body: { ...intent } };
    }
    if (confirmId && method === 'POST') {
      const intent = intents.get(confirmId);
      if (!intent) return invalid(`No such payment_intent: '${confirmId}'`);
      if (intent.status === 'succeeded')
        return invalid('This PaymentIntent has already succeeded.', 'payment_intent_unexpected_state');
      return confirm(intent);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = charges.get(p.charge ?? '');
      if (!charge) return invalid(`No such charge: '${p.charge}'`);
      const amount = p.amount ? Number(p.amount) : charge.amount - charge.refunded;
      if (charge.refunded + amount > charge.amount)
        return invalid('Refund amount is greater than unrefunded amount on charge', 'amount_too_large');
      charge.refunded += amount;
      return {
        status: 200,
        body: { id: nextId('re'), object: 'refund', amount, charge: p.charge, status: 'succeeded', created: now() },
      };
    }
    return invalid(`Unrecognized request URL (${method}: ${path}).`, 'unrecognized_url');
  }

  function send(res: ServerResponse, answer: Answer, replayed = false) {
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${counter}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const method = req.method ?? 'GET';
    const header = req.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    const record: StandInRequest = { method, path: url.pathname, idempotencyKey, params, replayed: false };
    requests.push(record);
    const failure = failures.shift();
    if (failure === 'hang') return void hanging.add(res);
    if (failure === 'server-error') return send(res, SERVER_ERROR);
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const known = idempotencyKey ? keys.get(idempotencyKey) : undefined;
    if (known) {
      if (known.fingerprint !== fingerprint)
        return send(res, {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        });
      record.replayed = true;
      return send(res, known.answer, true);
    }
    const answer = route(method, url.pathname, params);
    if (answer === 'hang') return void hanging.add(res);
    // As Stripe: a 5xx is not stored, so a retry under the same key runs again; every other answer is.
    if (idempotencyKey && answer.status < 500) keys.set(idempotencyKey, { fingerprint, answer });
    send(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, { status: 500, body: { error: { message: String(e) } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    charges,
    failNext(mode, times = 1) {
      for (let i = 0; i < times; i++) failures.push(mode);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Outbound webhooks (MKT-053): the events, the signature scheme and its documented check, the retry schedule and the
// endpoint URL rule. Pure: the HMAC itself is passed in (node:crypto in the API), so this package stays platform-free.
//
// The signature scheme (what a receiver implements; README.md beside this file says the same for an integrator):
//   Each delivery is a POST whose body is JSON `{ id, event, createdAt, data }` (id: the delivery's id) with headers
//     Caravan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
//     Caravan-Delivery: <id>       Caravan-Event: <event>
//   The receiver recomputes the HMAC over "<t>.<raw body>" with the endpoint's secret, compares in constant time,
//   refuses a `t` further than WEBHOOK_SIGNATURE_TOLERANCE_SECONDS from its clock (stale: a captured request replayed
//   later), and refuses an `id` it already accepted (replayed within the window). Each attempt is signed afresh.

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.paid',
  'trip.status_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the screens call each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'booking.created': 'Booking created',
  'booking.confirmed': 'Booking confirmed',
  'booking.cancelled': 'Booking cancelled',
  'booking.paid': 'Booking paid',
  'trip.status_changed': 'Trip status changed',
};

export const WEBHOOK_SIGNATURE_HEADER = 'Caravan-Signature';
export const WEBHOOK_DELIVERY_HEADER = 'Caravan-Delivery';
export const WEBHOOK_EVENT_HEADER = 'Caravan-Event';

/** DECIDE: a signature is accepted up to 5 minutes either side of the receiver's clock: room for clock skew and a slow network, short enough that a captured request is useless soon after. */
const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** DECIDE: a delivery is tried 6 times in all, waiting 30 s, 1, 2, 4, 8 min between (doubling, capped at 1 h): a receiver restarting or briefly down is waited out; one down for longer is logged as failed and resent by hand. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
const WEBHOOK_RETRY_DELAY_SECONDS = 30;
const WEBHOOK_RETRY_DELAY_MAX_SECONDS = 60 * 60;

/** DECIDE: a receiver has 5 s to answer: a webhook is acknowledged, not processed, while we wait; a hanging one is an attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** The wait before the attempt after `attempts` tries (1 = after the first failed): 30 s doubled each time, capped. */
export function webhookRetryDelaySeconds(attempts: number): number {
  return Math.min(WEBHOOK_RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), WEBHOOK_RETRY_DELAY_MAX_SECONDS);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * DECIDE: an endpoint is https; plain http only to this machine (localhost, 127.0.0.1, [::1]) and only outside
 * production: a developer or the test suite receives locally, while in production signed booking data never travels in
 * clear and the server is never pointed at itself. Answers what is wrong, or null.
 */
export function webhookUrlProblem(url: string, options: { production: boolean }): string | null {
  // Parsed by hand: this package has no URL class (no platform library); scheme, optional user info, host, port, rest.
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@\s]*@)?(\[[0-9a-f:.]+\]|[^/?#:@\s]+)(:\d{1,5})?([/?#]\S*)?$/i.exec(
    url,
  );
  if (!match) return 'Enter a full address, starting with https://';
  // Stryker disable next-line StringLiteral: the defaults only satisfy the types; the regex's scheme and host always match.
  const [, scheme = '', userInfo, host = ''] = match;
  if (userInfo) return 'The address must not carry a user name or password.';
  if (scheme.toLowerCase() === 'https') return null;
  if (scheme.toLowerCase() === 'http' && LOOPBACK_HOSTS.has(host.toLowerCase()) && !options.production) return null;
  return 'The address must start with https://';
}

/** What is signed: the timestamp, a dot, and the raw body. */
export const signedContentOf = (timestamp: number, body: string) => `${timestamp}.${body}`;

export const signatureHeaderOf = (timestamp: number, hex: string) => `t=${timestamp},v1=${hex}`;

/** The header's parts, or null when it is not `t=<digits>,v1=<hex>` (other `vN=` parts are ignored). */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Equal strings compared without an early exit, so the time taken tells nothing about the expected signature. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  // Stryker disable next-line EqualityOperator: one step past the end XORs NaN with NaN, which is 0 (equivalent).
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

type WebhookVerification =
  | { ok: true; deliveryId: string; timestamp: number }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'stale' | 'replayed' };

interface VerifyWebhookInput {
  /** The Caravan-Signature header. */
  header: string | null | undefined;
  /** The raw body, exactly as received. */
  body: string;
  secret: string;
  now: Date;
  /** Delivery ids the receiver already accepted: one seen again is a replay. */
  seen?: { has(id: string): boolean };
  /** HMAC-SHA256(secret, content) as lowercase hex (node:crypto's createHmac, Web Crypto's sign). */
  hmacSha256Hex: (secret: string, content: string) => string;
}

/** The documented check a receiver runs (see the header of this file). */
export function verifyWebhookSignature(input: VerifyWebhookInput): WebhookVerification {
  const parsed = input.header ? parseSignatureHeader(input.header) : null;
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = input.hmacSha256Hex(input.secret, signedContentOf(parsed.timestamp, input.body));
  if (!parsed.signatures.some((s) => sameText(s, expected))) return { ok: false, reason: 'bad-signature' };
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - parsed.timestamp);
  if (skew > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  // An empty catch would leave id undefined, which the check below refuses as malformed all the same.
  // Stryker disable BlockStatement: the catch block's mutant is equivalent (see above)
  let id: unknown;
  try {
    id = (JSON.parse(input.body) as { id?: unknown }).id;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Stryker restore BlockStatement
  if (typeof id !== 'string' || id === '') return { ok: false, reason: 'malformed' };
  if (input.seen?.has(id)) return { ok: false, reason: 'replayed' };
  return { ok: true, deliveryId: id, timestamp: parsed.timestamp };
}

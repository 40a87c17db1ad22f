// What Caravan does with a verified Stripe event: today it logs each one against the payment it already recorded.
//
// Why logging and not recording: a charge, a refund and an automatic payment are recorded in the same transaction
// that moves the booking, from the answer Stripe gives the call (the adapter waits for it), so the events confirm what
// the database already says. An event no payment row matches (a charge made in Stripe's dashboard, a refund a person
// made there, a chargeback) is what someone must reconcile, and the log says so. Logging changes nothing, so a
// redelivered event (Stripe retries until it gets a 2xx) is harmless: the handling is idempotent by construction.
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payments } from '../../db/schema/index.js';
import type { Exec } from '../booking/index.js';

/** The events Caravan reads; any other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

export interface StripeEventOutcome {
  /** 'logged': a handled event, written to the log; 'ignored': a type Caravan does not read. */
  outcome: 'logged' | 'ignored';
  /** The booking whose payment the event is about, when a payment row names its charge. */
  bookingId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The booking of the payment recorded for charge `chargeId`, or null when Caravan recorded none. */
async function bookingOfCharge(db: Exec, chargeId: string | null): Promise<string | null> {
  if (!chargeId) return null;
  const [row] = await db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.providerReference, chargeId))
    .limit(1);
  return row?.bookingId ?? null;
}

/** The refunds recorded against charge `chargeId` (rows 'refund-of:<charge>', negative amounts), in minor units. */
async function refundedOfCharge(db: Exec, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(like(payments.providerReference, `refund-of:${chargeId}`), lt(payments.amount, 0)));
  return row?.total ?? 0;
}

/** Handles a verified event; `log` receives one line per handled event. */
export async function handleStripeEvent(
  db: Exec,
  event: Stripe.Event,
  log: (line: string) => void,
): Promise<StripeEventOutcome> {
  const prefix = `[caravan] stripe ${event.type} ${event.id}`;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const chargeId = idOf(intent.latest_charge);
      const bookingId = await bookingOfCharge(db, chargeId);
      log(
        bookingId
          ? `${prefix}: charge ${chargeId} is recorded on booking ${bookingId}`
          : `${prefix}: charge ${chargeId} of ${intent.amount} ${intent.currency} is not recorded in Caravan: reconcile it`,
      );
      return { outcome: 'logged', bookingId };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      // The declined call already answered the traveler (or settled the automatic payment as declined): nothing to do.
      const reason = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'unknown';
      log(`${prefix}: ${intent.id} failed (${reason}), key ${intent.metadata?.caravan_idempotency_key ?? 'none'}`);
      return { outcome: 'logged', bookingId: null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const bookingId = await bookingOfCharge(db, charge.id);
      const recorded = bookingId ? await refundedOfCharge(db, charge.id) : 0;
      log(
        recorded === charge.amount_refunded
          ? `${prefix}: ${charge.amount_refunded} refunded of ${charge.id}, as recorded on booking ${bookingId}`
          : `${prefix}: ${charge.amount_refunded} refunded of ${charge.id} but Caravan recorded ${recorded}` +
              `${bookingId ? ` on booking ${bookingId}` : ''}: reconcile it`,
      );
      return { outcome: 'logged', bookingId };
    }
    default:
      return { outcome: 'ignored', bookingId: null };
  }
}

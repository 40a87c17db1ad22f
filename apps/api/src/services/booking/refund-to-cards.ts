// Refunding (part of) what a booking paid to the cards it was charged on, newest first, each refund recorded.
import { currencyCodeSchema } from '@caravan/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import type { Providers } from '../../providers/index.js';
import type { Exec } from './booking-records.js';

/**
 * Refunds `amount` of booking `booking` to its successful charges, newest first, inside the caller's transaction:
 * each refund is idempotent per `keyPrefix`, booking and charge, and recorded as a negative payment. Money paid outside
 * this processor (seeded, or by bank transfer) is refunded to the original method by hand. A processor failure
 * throws its PaymentError, so the caller rolls back.
 */
export async function refundToCards(
  tx: Exec,
  providers: Pick<Providers, 'payments'>,
  input: { booking: { id: string; currency: string }; amount: number; keyPrefix: string; now: Date },
): Promise<void> {
  const currency = currencyCodeSchema.parse(input.booking.currency);
  let toRefund = input.amount;
  if (toRefund <= 0) return;
  const charges = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, input.booking.id),
        eq(payments.status, 'success'),
        isNotNull(payments.providerReference),
      ),
    )
    .orderBy(desc(payments.paidAt));
  const refunded = new Map<string, number>();
  for (const p of charges)
    if (p.amount < 0 && p.providerReference?.startsWith('refund-of:'))
      refunded.set(p.providerReference.slice(10), (refunded.get(p.providerReference.slice(10)) ?? 0) - p.amount);
  const plan: { chargeId: string | undefined; amount: number }[] = [];
  for (const p of charges) {
    if (toRefund <= 0 || p.amount <= 0) continue;
    const left = p.amount - (refunded.get(p.providerReference ?? '') ?? 0);
    const amount = Math.min(left, toRefund);
    if (amount > 0) plan.push({ chargeId: p.providerReference ?? undefined, amount });
    toRefund -= amount;
  }
  if (toRefund > 0) plan.push({ chargeId: undefined, amount: toRefund });
  for (const step of plan) {
    await providers.payments.refund({
      chargeId: step.chargeId?.startsWith('ch_') ? step.chargeId : undefined,
      amountMinor: step.amount,
      currency,
      idempotencyKey: `${input.keyPrefix}:${input.booking.id}:${step.chargeId ?? 'manual'}`,
    });
    await tx.insert(payments).values({
      bookingId: input.booking.id,
      type: 'credit-card',
      amount: -step.amount,
      currency,
      status: 'success',
      providerReference: `refund-of:${step.chargeId ?? 'manual'}`,
      paidAt: input.now,
    });
  }
}

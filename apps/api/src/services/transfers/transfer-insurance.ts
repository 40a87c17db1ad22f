// The booking's insurance when transfers are booked (GTF-042, GTF-093, OAP-011): quoted before the charge on the
// insured amount raised by the transfers, so the card pays the transfers plus the insurance adjustment, and stored in
// the transaction that records the transfers. An insurer outage reprices nothing and the booking goes on (INS-017).
import { type CurrencyCode, groundTransferPriceTotal, insuredTravelAmount, minorUnits, money } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns } from '../../db/schema/index.js';
import type { Providers } from '../../providers/index.js';
import { type BookingRow, toAddOn } from '../booking/booking-records.js';
import { type HeldInsuranceQuote, quoteHeldInsurance } from '../booking/insurance.js';

/** The booking's held insurance quoted with the transfers priced `prices` added to what it covers. */
export async function quoteTransferInsurance(
  db: Db,
  providers: Providers,
  booking: BookingRow,
  prices: readonly number[],
): Promise<HeldInsuranceQuote | null> {
  const rows = await db.select().from(addOns).where(eq(addOns.bookingId, booking.id));
  const travelAmount = insuredTravelAmount(booking.travelAmount, rows.map(toAddOn), prices);
  return quoteHeldInsurance(db, providers.insurance, { booking, addOnRows: rows, travelAmount });
}

/** What the card pays: each leg plus the insurance adjustment, never below 0 (the domain's total, GTF-093, GTF-094). */
export function transferChargeTotal(
  legs: readonly { stage: 'arrival' | 'departure'; price: number }[],
  insurance: HeldInsuranceQuote | null,
  currency: CurrencyCode,
): number {
  const parts = Object.fromEntries(legs.map((l) => [l.stage, money(l.price, currency)]));
  const adjustment = money(insurance?.result.insuranceChange ?? 0, currency);
  return minorUnits(groundTransferPriceTotal({ ...parts, insuranceAdjustment: adjustment }, currency));
}

// PUT /api/me/host/trips/{id}/pricing: the host saves the early bird and regular prices and the earnings advance
// (HPR-001). The domain's one pricing rule decides every refusal; the write is conditional on the status read.
import {
  HOST_PRICING_MESSAGES,
  hostPriceToMinor,
  hostPricingEarningsPrice,
  hostPricingFeeAmounts,
  hostPricingQuote,
  type CurrencyCode,
} from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../errors/app-error.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';
import { pricingRowOf, readHostPricing, tripHostLevel } from './read-pricing.js';
import type { HostPricingView } from '../../views/host-pricing.view.js';

export interface HostPricingSave {
  /** Early bird price, whole dollars. */
  initialPrice: number;
  /** Regular price, whole dollars. */
  remainingPrice: number;
  /** Earnings advance, whole dollars. */
  flightStipend: number;
  /** The update-pricing dialog's 'I agree to updated terms of service' (HPR-010, HPR-012). */
  agreeToUpdatedTerms?: boolean | undefined;
}

/** A save the rules refuse: 422 with the spec's message, on the field it concerns. */
const refused = (field: string, message: string) => new AppError(422, 'PRICING_REFUSED', message, { [field]: message });

export async function saveHostPricing(
  db: Db,
  user: PolicyUser,
  tripId: string,
  body: HostPricingSave,
  now: Date,
): Promise<HostPricingView> {
  const row = await findHostTrip(db, user, tripId, 'update');
  const trip = pricingRowOf(row);
  const current = await readHostPricing(db, user, tripId);
  if (!current.editable) throw conflict('PRICING_LOCKED', `Prices cannot be changed while the trip is ${trip.status}.`);
  const flightStipend = hostPriceToMinor(body.flightStipend);
  if (!Number.isInteger(body.flightStipend)) throw badRequest(HOST_PRICING_MESSAGES.wholeDollars);
  if (!current.advanceEditable && flightStipend !== current.flightStipend)
    throw conflict('ADVANCE_LOCKED', `The earnings advance cannot be changed while the trip is ${trip.status}.`);
  if (current.requiresReacceptance && body.agreeToUpdatedTerms !== true)
    throw conflict('TERMS_NOT_ACCEPTED', `Tick '${HOST_PRICING_MESSAGES.agreeToUpdatedTerms}' to save new prices.`);

  const quote = hostPricingQuote({
    minimumSpots: trip.minimumSpots,
    maximumSpots: trip.maximumSpots,
    costThresholds: trip.costThresholds,
    initialPrice: body.initialPrice,
    remainingPrice: body.remainingPrice,
    flightStipend,
    savedFlightStipend: trip.flightStipend,
    hostLevel: await tripHostLevel(db, row.hostId),
    focQuantity: trip.focQuantity,
    currency: trip.currency as CurrencyCode,
  });
  if (quote.saveError) throw refused('initialPrice', quote.saveError);
  if (quote.advanceError) throw refused('flightStipend', quote.advanceError);

  const priceInitial = hostPriceToMinor(body.initialPrice);
  const priceRemaining = hostPriceToMinor(body.remainingPrice);
  const fees = hostPricingFeeAmounts(
    hostPricingEarningsPrice({ initial: priceInitial, remainingPrice: priceRemaining }),
  );
  const updated = await db
    .update(trips)
    .set({
      priceInitial,
      priceRemaining,
      flightStipend,
      ...fees,
      hostTerms: { costOutputs: quote.rows, minimumSpots: quote.minimumSpots, maximumSpots: trip.maximumSpots },
      ...(current.requiresReacceptance ? { termsAcceptedAt: now } : {}),
      updatedAt: now,
    })
    // The status the rules were checked in must still hold (a concurrent status change wins).
    .where(and(eq(trips.id, trip.id), eq(trips.status, row.status)))
    .returning({ id: trips.id });
  if (updated.length === 0) throw conflict('PRICING_STALE', 'The trip changed while saving; reload and try again.');
  return readHostPricing(db, user, tripId);
}

// GET /api/me/host/trips/{id}/pricing: the trip's Pricing tab, for its host or a co-host (another host's trip is 404).
import { tripStatusSchema } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';
import { findHostTrip, type TripRow } from '../host-workspace/host-trip-access.js';
import { type HostPricingTripRow, type HostPricingView, toHostPricingView } from '../../views/host-pricing.view.js';

/** The level of the trip's primary host: the earnings-advance cap follows it (HPR-021), 0 without a host record. */
export async function tripHostLevel(db: Db, hostUserId: string): Promise<number> {
  const [row] = await db.select({ level: hosts.level }).from(hosts).where(eq(hosts.userId, hostUserId)).limit(1);
  return row?.level ?? 0;
}

export const pricingRowOf = (row: TripRow): HostPricingTripRow => ({
  id: row.id,
  name: row.name,
  status: tripStatusSchema.parse(row.status),
  currency: row.currency,
  tripPath: row.tripPath,
  minimumSpots: row.minimumSpots,
  maximumSpots: row.maximumSpots,
  costThresholds: row.costThresholds,
  focQuantity: row.focQuantity,
  priceInitial: row.priceInitial,
  priceRemaining: row.priceRemaining,
  flightStipend: row.flightStipend,
  termsAcceptedAt: row.termsAcceptedAt,
});

/** The Pricing tab of a trip the host works on. */
export async function readHostPricing(db: Db, user: PolicyUser, tripId: string): Promise<HostPricingView> {
  const row = await findHostTrip(db, user, tripId, 'read');
  return toHostPricingView(pricingRowOf(row), await tripHostLevel(db, row.hostId));
}

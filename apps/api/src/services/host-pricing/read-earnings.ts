// GET /api/me/host/trips/{id}/earnings: the Bookings tab's chart and earnings card from the trip's orders and the
// domain's earnings rule; the report's PDF once an admin approved it.
import { bookingsToDateChart, calendarDateOf, hostTripEarnings } from '@caravan/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { findHostTrip, type TripRow } from '../host-workspace/host-trip-access.js';
import type { HostEarningsView } from '../../views/host-earnings.view.js';

/** DECIDE: the chart counts orders that hold spots (pending and confirmed, not rejected), as the spots sold to date. */
const CHART_ORDER_STATUSES = ['pending', 'confirmed'] as const;

export const earningsReportPath = (tripId: string) => `/api/me/host/trips/${tripId}/earnings-report`;

export function toHostEarningsView(
  row: TripRow,
  orders: readonly { status: string; totalSpotsBooked: number; createdAt: Date; cancelledByHost: boolean }[],
): HostEarningsView {
  const holding = orders.filter((o) => !o.cancelledByHost);
  // A booking's day is its calendar date at the trip's place, the same for every viewer (decision 038).
  const chartData = bookingsToDateChart(
    holding.map((o) => ({ bookedOn: calendarDateOf(o.createdAt, row.timeZone), spots: o.totalSpotsBooked })),
  );
  const confirmedSpots = holding.filter((o) => o.status === 'confirmed').reduce((n, o) => n + o.totalSpotsBooked, 0);
  return {
    tripId: row.id,
    currency: row.currency,
    chartData,
    confirmedSpots,
    // The domain's one earnings rule, the same the Pricing tab's table is built by (MKT-042).
    ...hostTripEarnings(row, confirmedSpots),
    flightStipend: row.flightStipend ?? 0,
    earningsReportApprovedAt: row.earningsApprovedAt?.toISOString() ?? null,
    reportPath: row.earningsApprovedAt ? earningsReportPath(row.id) : null,
  };
}

/** The orders behind the chart and the earnings, oldest first. */
export async function earningsOrders(db: Db, tripId: string) {
  return db
    .select({
      status: bookings.status,
      totalSpotsBooked: bookings.totalSpotsBooked,
      createdAt: bookings.createdAt,
      cancelledByHost: bookings.cancelledByHost,
    })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), inArray(bookings.status, [...CHART_ORDER_STATUSES])))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** The earnings card and chart of a trip the host (or a co-host) works on; another host's trip answers 404. */
export async function readHostEarnings(db: Db, user: PolicyUser, tripId: string): Promise<HostEarningsView> {
  const row = await findHostTrip(db, user, tripId, 'read');
  return toHostEarningsView(row, await earningsOrders(db, row.id));
}

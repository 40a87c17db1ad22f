// Demo earnings reports: the closed trip's report is approved, so its Bookings tab offers 'Download Report' (HBK-009).
import { eq } from 'drizzle-orm';
import { trips } from '../schema/index.js';
import { at, type Tx } from './context.js';
import { DEMO_TRIP_IDS } from './demo-ids.js';

/** Approves the closed trip's earnings report (the complete trip's is approved by the trip seed). */
export async function seedEarningsReports(tx: Tx): Promise<void> {
  await tx
    .update(trips)
    .set({ earningsApprovedAt: at('2026-11-20') })
    .where(eq(trips.id, DEMO_TRIP_IDS.closed));
}

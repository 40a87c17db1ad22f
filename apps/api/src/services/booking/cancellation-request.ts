// The cancellation as requested and computed (booking_cancellation_requests): one row per booking, written by the
// traveler's cancel (TAP-001) and the admin's (MKT-023, CXL-020), whichever cancelled it last.
import { bookingCancellationRequests } from '../../db/schema/index.js';
import type { Exec } from './booking-records.js';

type CancellationRequest = Omit<typeof bookingCancellationRequests.$inferInsert, 'bookingId'>;

/** Records (or replaces) the booking's cancellation request: a booking reinstated and cancelled again keeps its latest. */
export async function recordCancellationRequest(tx: Exec, bookingId: string, request: CancellationRequest) {
  await tx
    .insert(bookingCancellationRequests)
    .values({ bookingId, ...request })
    .onConflictDoUpdate({ target: bookingCancellationRequests.bookingId, set: request });
}

// A booking's status as each audience reads it (issue 25): one status for everyone, each audience's own wording.
import {
  HOST_ORDER_PENDING_CANCEL_LABEL,
  HOST_ORDER_REJECTED_LABEL,
} from '../host-bookings/host-bookings.constants.js';
import type { BookingDisplayStatus, BookingStatus } from '../shared/statuses.js';
import { BOOKING_STATUS_LABELS } from './booking.constants.js';

export type BookingAudience = 'admin' | 'host' | 'traveler';

/** The status every audience reads: the stored status, except a pending cancellation or a host's rejection. */
export type BookingAudienceStatus = BookingDisplayStatus | 'rejected';

/** What the audience status is read from: the stored row's flags. */
export interface BookingStatusFlags {
  status: BookingStatus;
  /** The traveler asked to cancel and the cancellation is not final yet (TRV-037, HBK-015). */
  isPendingCancellation: boolean;
  cancelledByHost?: boolean;
}

/** DECIDE: the host rejects a waitlisted or awaiting booking (HBK-016); the booking reads 'rejected' to everyone. */
const REJECTABLE: readonly BookingStatus[] = ['waitlist', 'awaiting'];

/**
 * The one status of a booking (issue 25): pending cancellation while the traveler's cancellation is open, rejected when
 * the host cancelled it from the waitlist, else its stored status. The same for admin, host and traveler.
 */
export function bookingAudienceStatus(b: BookingStatusFlags): BookingAudienceStatus {
  if (b.isPendingCancellation && b.status !== 'cancelled') return 'pending-cancellation';
  if (b.cancelledByHost && REJECTABLE.includes(b.status)) return 'rejected';
  return b.status;
}

/** DECIDE: the words each audience reads; the host's are the spec's (HBK-015..017), the admin reads the host's. */
const AUDIENCE_LABELS: Record<BookingAudience, Record<BookingAudienceStatus, string>> = {
  traveler: { ...BOOKING_STATUS_LABELS, rejected: 'Cancelled' },
  host: {
    ...BOOKING_STATUS_LABELS,
    'pending-cancellation': HOST_ORDER_PENDING_CANCEL_LABEL,
    rejected: HOST_ORDER_REJECTED_LABEL,
  },
  admin: {
    ...BOOKING_STATUS_LABELS,
    'pending-cancellation': HOST_ORDER_PENDING_CANCEL_LABEL,
    rejected: HOST_ORDER_REJECTED_LABEL,
  },
};

/** The label `audience` reads for a booking: the one status of bookingAudienceStatus in that audience's words. */
export function bookingAudienceLabel(b: BookingStatusFlags, audience: BookingAudience): string {
  return AUDIENCE_LABELS[audience][bookingAudienceStatus(b)];
}

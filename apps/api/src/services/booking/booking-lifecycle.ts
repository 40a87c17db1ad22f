// Booking status moves from the traveler services: the booking machine decides, inside the caller's transaction.
import type { BookingEvent } from '@caravan/machines';
import { actingUser } from '../../auth/acting-user.js';
import { AppError } from '../../errors/app-error.js';
import { type LifecycleResult, type Tx, applyLifecycleEvent } from '../lifecycle.js';
import type { UnsentEvent } from '../lifecycle/define.js';
import type { Viewer } from './booking-records.js';

export interface BookingMove {
  bookingId: string;
  /** The booking machine event, without its sender (attached from the viewer). */
  event: UnsentEvent<BookingEvent>;
  viewer: Viewer;
  now: Date;
  /** What the traveler reads when the machine refuses: the service's own code and wording. */
  refused: { code: string; message: string };
  /** A server-reported event (a payment settled), not one a request may send. */
  internal?: boolean;
  /** Why, for the booking's timeline (MKT-024). */
  reason?: string;
  /** The money the move moved (a cancellation's refund), on its one timeline entry (MKT-041). */
  money?: { amount: number; currency: string };
}

/**
 * Applies a booking machine event in `tx` (status persisted, transitions_log written, all with the caller's money
 * and rooms work). A refusal answers 409 with the service's code and message; `fields.transition` carries the
 * machine's reason, naming the guard that said no.
 */
export async function moveBooking(tx: Tx, move: BookingMove): Promise<LifecycleResult> {
  try {
    return await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: move.bookingId,
      event: move.event,
      actor: { ...actingUser(move.viewer), group: 'traveler', email: move.viewer.email },
      now: move.now,
      ...(move.internal ? { internal: true } : {}),
      ...(move.reason ? { reason: move.reason } : {}),
      ...(move.money ? { money: move.money } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'TRANSITION_REFUSED')
      throw new AppError(409, move.refused.code, move.refused.message, { transition: error.message });
    throw error;
  }
}

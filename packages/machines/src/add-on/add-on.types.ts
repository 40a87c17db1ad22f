// The add-on lifecycle in Manage Booking: input and events (a discriminated union).
import type { AddOnStatus } from '@caravan/domain';

/** Where an add-on starts: its stored status (CONFIRMED when booked, AVAILABLE when on offer). */
export interface AddOnInput {
  status: AddOnStatus;
}

/** The status the add-on was loaded in; its current status is the machine's state. */
export interface AddOnContext {
  stored: AddOnStatus;
}

export type AddOnEvent =
  /** The traveler flips the add-on's switch (MBK-026, MBK-027). */
  | { type: 'addOn.toggle' }
  /** The traveler undoes the pending change from the trip summary (MBK-029). */
  | { type: 'addOn.undo' }
  /** 'Clear All' or leaving without saving discards every pending change (MBK-032). */
  | { type: 'changes.discard' }
  /** The booking update is saved: confirmed at once, or once its payment went through. */
  | { type: 'changes.save' }
  /** A booked add-on is cancelled on its own, now (an insurance policy, TAP-014). */
  | { type: 'addOn.cancel' };

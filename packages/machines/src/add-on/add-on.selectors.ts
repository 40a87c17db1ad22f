// What callers need of the add-on lifecycle: an add-on's next status after an event, and what a status means.
import type { AddOnStatus } from '@caravan/domain';
import { initialTransition, transition } from 'xstate';
import { addOnMachine } from './add-on.machine.js';
import type { AddOnEvent } from './add-on.types.js';

type AddOnSnapshot = ReturnType<typeof initialTransition<typeof addOnMachine>>[0];

/** The add-on's current status: the machine's state. */
export const addOnStatusOf = (s: AddOnSnapshot): AddOnStatus => s.value as AddOnStatus;

/** Whether the add-on is held: CONFIRMED or PENDING_ADDITION (MBK-028). */
export const selectAddOnHeld = (s: AddOnSnapshot) => s.matches('CONFIRMED') || s.matches('PENDING_ADDITION');

/** Whether a change is pending on it, so undo applies (MBK-029). */
export const selectAddOnChangePending = (s: AddOnSnapshot) => s.can({ type: 'addOn.undo' });

/**
 * The status an add-on in `status` moves to on `event`, as the add-on statechart decides (unchanged when the event
 * does nothing there). The manage-booking machine, and the API when it saves or cancels, ask this.
 */
export function nextAddOnStatus(status: AddOnStatus, event: AddOnEvent): AddOnStatus {
  const [start] = initialTransition(addOnMachine, { status });
  return addOnStatusOf(transition(addOnMachine, start, event)[0]);
}

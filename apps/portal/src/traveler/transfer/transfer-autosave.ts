// Where the transfer form auto-saves (GTF-095): the browser tab's session storage, one form per trip, so after a reload
// the travel details come back as typed; the flow machine decides when (every 10 seconds while it is filled in).
import { type GroundTransferFlowState, groundTransferFlowStateSchema } from '@caravan/domain';

const keyOf = (tripId: string) => `caravan.transfer-form.${tripId}`;

/** Keeps the form as entered so far (the machine's injected autoSaveFlow actor). */
export function saveTransferForm(tripId: string, flow: GroundTransferFlowState): void {
  sessionStorage.setItem(keyOf(tripId), JSON.stringify(flow));
}

/** The form last auto-saved for the trip, or null: none, or one this version of the flow no longer reads. */
export function savedTransferForm(tripId: string): GroundTransferFlowState | null {
  try {
    const raw = sessionStorage.getItem(keyOf(tripId));
    if (!raw) return null;
    const parsed = groundTransferFlowStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the saved form once the transfers are booked: the next visit starts afresh. */
export function clearTransferForm(tripId: string): void {
  sessionStorage.removeItem(keyOf(tripId));
}

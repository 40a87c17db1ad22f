// Steps 1-4 of a booking update, in the caller's transaction: the change applied and priced, payment aside. The update
// then takes the payment; the Affirm checkout of a change runs the same steps and rolls them back (price-update.ts).
import type { Providers } from '../../../providers/index.js';
import type { Exec } from '../booking-records.js';
import { planAddOnChanges } from './add-on-changes.js';
import { loadEditableBooking } from './editable.js';
import type { UpdateBookingInput } from './input.js';
import { applyRoomChanges } from './private-rooms.js';
import { saveChanges } from './save-changes.js';

export async function applyChanges(tx: Exec, providers: Providers, input: UpdateBookingInput) {
  const editable = await loadEditableBooking(tx, input);
  const plan = await planAddOnChanges(tx, editable, input);
  const releasedSingles = await applyRoomChanges(tx, editable, plan, input);
  const saved = await saveChanges(tx, providers, editable, plan, releasedSingles, input);
  return { editable, saved };
}

// Step 2 of a booking update: the add-ons to add (from the trip's offers) and to remove (held ones of the booking).
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { nextAddOnStatus } from '@caravan/machines';
import type { addOns } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../errors/app-error.js';
import { type AddOnRow, type Exec, isHeldRow } from '../booking-records.js';
import { tripOffers } from '../trip-offers.js';
import type { EditableBooking } from './editable.js';
import type { UpdateBookingInput } from './input.js';

export type AddOnInsert = typeof addOns.$inferInsert;

/** The rows a saved update inserts and the held rows it gives back; the room step adds to both. */
export interface AddOnPlan {
  additions: AddOnInsert[];
  removals: AddOnRow[];
}

const unavailable = (message: string) => new AppError(409, TRAVELER_BOOKING_ERROR_CODES.addOnUnavailable, message);

/** Turns the requested changes into rows: an offered service for a traveler on the booking, or a held add-on back. */
export async function planAddOnChanges(
  tx: Exec,
  editable: EditableBooking,
  input: UpdateBookingInput,
): Promise<AddOnPlan> {
  const { access, addOnRows, travelerIds } = editable;
  const { booking, trip } = access;
  const offers = new Map((await tripOffers(tx, trip)).map((o) => [o.serviceId, o]));
  const plan: AddOnPlan = { additions: [], removals: [] };
  for (const change of input.addOns) {
    if (change.status === 'PENDING_ADDITION') {
      const offer = offers.get(change.serviceId ?? '');
      if (!offer) throw unavailable('This add-on is not offered on this trip.');
      const user = change.user ?? input.viewer.id;
      if (!travelerIds.includes(user))
        throw badRequest('The add-on must be for a traveler on this booking.', { user: 'Not on this booking' });
      const already = addOnRows.some((a) => a.serviceId === offer.serviceId && a.userId === user && isHeldRow(a));
      if (already || plan.additions.some((a) => a.serviceId === offer.serviceId && a.userId === user)) continue;
      plan.additions.push({
        bookingId: booking.id,
        userId: user,
        type: offer.type,
        status: nextAddOnStatus('PENDING_ADDITION', { type: 'changes.save' }),
        quantity: change.quantity,
        unitPriceWithFee: offer.unitPriceWithFee,
        price: offer.unitPriceWithFee * change.quantity,
        currency: offer.currency,
        serviceId: offer.serviceId,
        service: offer.service,
        manageMode: true,
        createdAt: input.now,
      });
    } else {
      const row = addOnRows.find((a) => a.id === change.addOnId);
      if (!row || !isHeldRow(row)) throw unavailable('This add-on is not on the booking.');
      if (row.type === 'insurance-plan')
        throw unavailable('Insurance is cancelled from its policy (Cancel Policy), not removed here.');
      if (row.type === 'ground-transfer') throw unavailable('Airport rides are cancelled from the ride itself.');
      if (!plan.removals.includes(row)) plan.removals.push(row);
    }
  }
  return plan;
}

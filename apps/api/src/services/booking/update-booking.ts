// Updating a booking (POST /api/me/bookings/{id}, TAP-011), in one transaction of named steps: load the locked,
// editable booking; plan the add-on changes; take or give back private rooms; save the rows, insurance and balance;
// take the payment last. A charge whose transaction then fails to commit is refunded.
import { type UpdateBookingResponse, bookingSuccessTitle } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import { accessBooking, travelerBookingView } from './booking-records.js';
import { refundOrphanCharge } from './record-charge.js';
import type { UpdateBookingInput } from './update-booking/input.js';
import { applyChanges } from './update-booking/apply-changes.js';
import { takePayment } from './update-booking/take-payment.js';

export { assertEditable } from './update-booking/editable.js';
export type { UpdateBookingInput } from './update-booking/input.js';
export { privateRoomsSoldOut, releasePrivateRooms, takePrivateRooms } from './update-booking/private-rooms.js';
export { recordCharge, refundOrphanCharge } from './record-charge.js';
export { priceBookingUpdate } from './update-booking/price-update.js';

/**
 * POST /api/me/bookings/{id} (TAP-011). In one transaction, on the locked booking row: private rooms are taken from
 * the trip (conditional UPDATE, MBK-062 when none is left), add-ons recorded, insurance repriced (INS-015), and the
 * card charged last — a decline or processor failure rolls everything back, rooms included.
 */
export async function updateBooking(
  db: Db,
  providers: Providers,
  input: UpdateBookingInput,
): Promise<UpdateBookingResponse> {
  let charge: Charge | null = null;
  try {
    const outcome = await db.transaction(async (tx) => {
      const { editable, saved } = await applyChanges(tx, providers, input);
      const payment = await takePayment(tx, providers, editable, saved, input, (c) => {
        charge = c;
      });
      return { ...saved, payment };
    });
    const fresh = await accessBooking(db, input.viewer, input.bookingId);
    const view = await travelerBookingView(db, fresh, input.viewer.id, input.now);
    const refundNeeded = outcome.changeTotal < 0 && view.dueAmount < 0;
    return {
      booking: view,
      confirmationMode: outcome.confirmationMode,
      successTitle: bookingSuccessTitle({ balance: outcome.changeTotal, refundNeeded }),
      payment: outcome.payment,
      insuranceAdjustment: outcome.insuranceAdjustment,
      refundNeeded,
    };
  } catch (error) {
    throw await refundOrphanCharge(providers, charge, error);
  }
}

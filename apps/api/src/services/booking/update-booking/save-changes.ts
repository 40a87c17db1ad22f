// Step 4 of a booking update: writes the add-on rows, reprices held insurance on the new insured amount (INS-015),
// and stores the new rooms and balance. Returns the booking as updated and what the change costs.
import {
  type ConfirmationMode,
  confirmationModeForBalance,
  insuredTravelAmount,
  withPrivateRoomsReleased,
} from '@caravan/domain';
import { nextAddOnStatus } from '@caravan/machines';
import { eq, inArray } from 'drizzle-orm';
import { addOns, bookings } from '../../../db/schema/index.js';
import type { Providers } from '../../../providers/index.js';
import { type AddOnRow, type BookingRow, type Exec, isHeldRow, lineOf, toAddOn } from '../booking-records.js';
import { repriceHeldInsurance } from '../insurance.js';
import type { AddOnPlan } from './add-on-changes.js';
import type { EditableBooking } from './editable.js';
import type { UpdateBookingInput } from './input.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../../timeline/write-timeline.js';

export interface SavedChanges {
  updated: BookingRow;
  /** The change's price in minor units: add-ons in minus add-ons out, plus the insurance adjustment. */
  changeTotal: number;
  insuranceAdjustment: number;
  confirmationMode: ConfirmationMode;
}

export async function saveChanges(
  tx: Exec,
  providers: Providers,
  editable: EditableBooking,
  plan: AddOnPlan,
  releasedSingles: readonly AddOnRow[],
  input: UpdateBookingInput,
): Promise<SavedChanges> {
  const { booking } = editable.access;
  const { additions, removals } = plan;
  const inserted = additions.length > 0 ? await tx.insert(addOns).values(additions).returning() : [];
  if (removals.length > 0)
    await tx
      .update(addOns)
      .set({ deleted: true, status: nextAddOnStatus('PENDING_REMOVAL', { type: 'changes.save' }) })
      .where(
        inArray(
          addOns.id,
          removals.map((r) => r.id),
        ),
      );

  const delta = inserted.reduce((s, a) => s + lineOf(a), 0) - removals.reduce((s, a) => s + lineOf(a), 0);
  // The insured amount: the trip price plus every add-on held after the change, insurance aside (INS-015).
  const removedIds = new Set(removals.map((r) => r.id));
  const insuredOf = (rows: readonly AddOnRow[]) => insuredTravelAmount(booking.travelAmount, rows.map(toAddOn));
  const insuredBefore = insuredOf(editable.addOnRows.filter(isHeldRow));
  const insuredAmount = insuredOf([
    ...editable.addOnRows.filter((a) => isHeldRow(a) && !removedIds.has(a.id)),
    ...inserted,
  ]);
  // Repriced only when what the insurance covers changed, as the portal's summary decides (shouldRecalculateInsurance):
  // a change that leaves the insured amount alone (two beds instead of one) must not move the premium behind the
  // traveler's back, or the screen says 'Changes Confirmed' while the balance grows.
  const insuranceAdjustment =
    insuredAmount === insuredBefore
      ? 0
      : await repriceHeldInsurance(tx, providers.insurance, {
          booking,
          addOnRows: editable.addOnRows,
          travelAmount: insuredAmount,
        });
  const changeTotal = delta + insuranceAdjustment;
  const dueAmount = booking.dueAmount + changeTotal;
  // Without a new room list, a private room given back becomes a shared one.
  const released = new Set(releasedSingles.map((a) => a.userId));
  const rooms = input.travelersRooms ?? withPrivateRoomsReleased(booking.travelersRooms, released);

  await tx
    .update(bookings)
    .set({ travelersRooms: rooms, dueAmount, updatedAt: input.now })
    .where(eq(bookings.id, booking.id));
  // A change that moves the price is a money movement of the booking: one entry with the signed change (MKT-041).
  if (changeTotal !== 0)
    await logMoneyMove(tx, {
      bookingId: booking.id,
      event: MONEY_TIMELINE_EVENTS.change,
      amount: changeTotal,
      currency: booking.currency,
      actorId: input.viewer.id,
      at: input.now,
      status: booking.status,
    });
  return {
    updated: { ...booking, travelersRooms: rooms, dueAmount },
    changeTotal,
    insuranceAdjustment,
    confirmationMode: confirmationModeForBalance(changeTotal),
  };
}

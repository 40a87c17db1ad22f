// Step 1 of a booking update: the locked booking, its add-ons and travelers, refused unless it may be edited now.
import {
  TRAVELER_BOOKING_ERROR_CODES,
  bookingStatusSchema,
  canEditManagedBooking,
  isBookingEditable,
  tripStatusSchema,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { addOns, bookingTravelers } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import {
  type AddOnRow,
  type Exec,
  type TravelerBookingAccess,
  accessBooking,
  isHeldRow,
  todayOf,
} from '../booking-records.js';
import type { UpdateBookingInput } from './input.js';

const notEditable = () =>
  new AppError(409, TRAVELER_BOOKING_ERROR_CODES.bookingNotEditable, 'This booking can no longer be changed online.');

/** Whether the booking may be edited by this traveler today (MBK-040..042). */
export function assertEditable(access: TravelerBookingAccess, travelersCount: number, heldSingles: number, now: Date) {
  const bookingEditable = isBookingEditable(
    {
      travelerType: access.travelerType,
      tripStatus: tripStatusSchema.parse(access.trip.status),
      bookingStatus: bookingStatusSchema.parse(access.booking.status),
      isPendingCancellation: access.booking.isPendingCancellation,
      tripStartDate: access.trip.startDate,
      bookingsDeadline: access.trip.bookingsDeadline,
    },
    todayOf(access.trip, now),
  );
  const editor = canEditManagedBooking({
    travelersCount,
    mayUpdatePrivateRoom: bookingEditable,
    hasSingleSupplement: heldSingles > 0,
    bookingEditable,
  });
  if (!bookingEditable || !editor) throw notEditable();
}

/** What every later step reads: the access (booking, trip), its add-on rows, its travelers and held singles. */
export interface EditableBooking {
  access: TravelerBookingAccess;
  addOnRows: AddOnRow[];
  travelerIds: string[];
  heldSingleRows: AddOnRow[];
}

/** Reads the booking with a row lock (for update) and checks the booking may be edited by this viewer now. */
export async function loadEditableBooking(tx: Exec, input: UpdateBookingInput): Promise<EditableBooking> {
  const access = await accessBooking(tx, input.viewer, input.bookingId, { action: 'update', lock: true });
  const { booking } = access;
  const [addOnRows, participantRows] = await Promise.all([
    tx.select().from(addOns).where(eq(addOns.bookingId, booking.id)),
    tx
      .select({ userId: bookingTravelers.userId })
      .from(bookingTravelers)
      .where(eq(bookingTravelers.bookingId, booking.id)),
  ]);
  const travelerIds = [booking.customerId, ...participantRows.map((p) => p.userId)];
  const heldSingleRows = addOnRows.filter((a) => a.type === 'single-supplement' && isHeldRow(a));
  assertEditable(access, travelerIds.length, heldSingleRows.length, input.now);
  return { access, addOnRows, travelerIds, heldSingleRows };
}

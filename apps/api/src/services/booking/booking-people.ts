// Who is on a booking, read with it: the customer's email and the additional participants' emails, so the domain's
// one traveler-type rule (travelerTypeOnBooking, TRV-001..003) decides primary, secondary or neither.
import type { TravelerType } from '@caravan/domain';
import { travelerTypeOnBooking } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { bookingTravelers, bookings, users } from '../../db/schema/index.js';

/** Columns to select beside a booking row (of the `bookings` table in the query): its people's emails. */
export const bookingPeopleColumns = {
  customerEmail: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${bookings.customerId})`,
  participantEmails: sql<
    string[]
  >`coalesce((select array_agg(pu.email) from ${bookingTravelers} bt join ${users} pu on pu.id = bt.user_id where bt.booking_id = ${bookings.id}), '{}')`,
};

export interface BookingPeopleRow {
  customerEmail?: unknown;
  participantEmails?: unknown;
}

/** The viewer's traveler type on the booking whose people were read with `bookingPeopleColumns`; undefined if not on it. */
export function travelerTypeOf(
  row: BookingPeopleRow,
  viewerEmail: string | null | undefined,
): TravelerType | undefined {
  if (!viewerEmail) return undefined;
  const participants = Array.isArray(row.participantEmails) ? (row.participantEmails as string[]) : [];
  return travelerTypeOnBooking(
    {
      customer: { email: typeof row.customerEmail === 'string' ? row.customerEmail : '' },
      additionalParticipants: participants.map((email) => ({ email })),
    },
    viewerEmail,
  );
}

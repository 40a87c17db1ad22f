// The other travelers of a new booking: each gets a traveler-secondary account (inactive until they activate it),
// or their existing traveler account is linked; a non-traveler account's e-mail cannot be added.
import { BOOKING_CREATION_ERROR_CODES, type NewBookingTraveler } from '@caravan/domain';
import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { Exec } from '../booking-records.js';

/** The user ids of `companions`, in order, creating the accounts that do not exist yet. */
export async function companionUserIds(tx: Exec, companions: readonly NewBookingTraveler[]): Promise<string[]> {
  if (companions.length === 0) return [];
  await tx
    .insert(users)
    .values(
      companions.map((t) => ({
        email: t.email,
        firstName: t.firstName,
        lastName: t.lastName,
        group: 'traveler',
        role: 'traveler-secondary',
        active: false,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await tx
    .select({ id: users.id, email: users.email, group: users.group })
    .from(users)
    .where(
      inArray(
        users.email,
        companions.map((t) => t.email),
      ),
    );
  return companions.map((t, i) => {
    const row = rows.find((r) => r.email === t.email);
    if (row?.group !== 'traveler')
      throw new AppError(
        409,
        BOOKING_CREATION_ERROR_CODES.notATraveler,
        `${t.email} belongs to an account that cannot travel. Use another email for this traveler.`,
        { [`travelers.${i + 1}.email`]: 'Use another email' },
      );
    return row.id;
  });
}

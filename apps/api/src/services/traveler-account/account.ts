// The traveler's account area (TRV-065..067): their profile (name on the user, personal details on the traveler
// profile) and their mailing address. Each traveler reads and saves only their own.
import type { AccountAddress, AccountProfile, AccountProfileUpdate } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { travelerAddresses, travelerProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { Exec } from '../booking/index.js';

/** The profile of user `userId`. */
export async function accountProfile(db: Exec, userId: string): Promise<AccountProfile> {
  const [row] = await db
    .select({ user: users, profile: travelerProfiles })
    .from(users)
    .leftJoin(travelerProfiles, eq(travelerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Account not found.');
  return {
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    phone: row.profile?.phone ?? null,
    gender: row.profile?.gender ?? null,
    dateOfBirth: row.profile?.dateOfBirth ?? null,
    countryCode: row.profile?.countryCode ?? null,
  };
}

/** Saves the profile of user `userId`: names on the user, the rest on the traveler profile, in one transaction. */
export async function saveAccountProfile(
  db: Exec,
  userId: string,
  input: AccountProfileUpdate,
): Promise<AccountProfile> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(users.id, userId));
    const details = {
      phone: input.phone,
      gender: input.gender,
      dateOfBirth: input.dateOfBirth,
      countryCode: input.countryCode,
    };
    await tx
      .insert(travelerProfiles)
      .values({ userId, ...details })
      .onConflictDoUpdate({ target: travelerProfiles.userId, set: details });
  });
  return accountProfile(db, userId);
}

/** The mailing address of user `userId`, null when none is saved. */
export async function accountAddress(db: Exec, userId: string): Promise<AccountAddress | null> {
  const [row] = await db.select().from(travelerAddresses).where(eq(travelerAddresses.userId, userId)).limit(1);
  if (!row) return null;
  const { line1, line2, city, region, postalCode, countryCode } = row;
  return { line1, line2, city, region, postalCode, countryCode };
}

/** Saves the mailing address of user `userId`. */
export async function saveAccountAddress(
  db: Exec,
  userId: string,
  input: AccountAddress,
  now: Date,
): Promise<AccountAddress> {
  const values = { ...input, updatedAt: now };
  await db
    .insert(travelerAddresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: travelerAddresses.userId, set: values });
  const saved = await accountAddress(db, userId);
  if (!saved) throw new Error('The address was not saved.');
  return saved;
}

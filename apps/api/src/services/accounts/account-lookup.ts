// Finding accounts: by e-mail, by id, and whether one still awaits activation.
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions.js';
import type { Executor } from '../../auth/tokens.js';
import { users } from '../../db/schema/index.js';

/** Awaiting activation: signed up, never set a password. (A deactivated account has a password and stays off.) */
export const awaitsActivation = (u: SessionUser) => !u.active && u.passwordHash === null;

export const findUserByEmail = async (db: Executor, address: string) =>
  (await db.select().from(users).where(eq(users.email, address)).limit(1))[0];
export const findUserById = async (db: Executor, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

// A signed-in user as the machines and rules read them: the stored group and role, parsed to their enums.
import { type UserGroup, type UserRole, userGroupSchema, userRoleSchema } from '@caravan/domain';
import type { PolicyUser } from './policy.js';

export interface ActingUser {
  userId: string;
  group: UserGroup;
  role: UserRole | null;
}

/**
 * The user behind a request, typed: the database's check constraints hold group and role to the enums, and parsing
 * says so to the type system (a row outside them is a server fault, not a cast that hides it).
 */
export function actingUser(user: PolicyUser): ActingUser {
  return {
    userId: user.id,
    group: userGroupSchema.parse(user.group),
    role: user.role === null ? null : userRoleSchema.parse(user.role),
  };
}

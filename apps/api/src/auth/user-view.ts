// What the API tells a client about a user: never the password hash.
import { USER_GROUPS, USER_ROLES, userGroupSchema, userRoleSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { SessionInfo, SessionUser } from './sessions.js';

export const userView = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    group: z.enum(USER_GROUPS),
    role: z.enum(USER_ROLES).nullable(),
  })
  .openapi('User');

// A new object with the user's fields, not `userView.extend`: the document then describes one flat object, not an
// allOf that no strict reader can close.
export const profileView = z
  .object({
    ...userView.shape,
    impersonating: z.object({ by: z.object({ id: z.string(), email: z.string() }) }).nullable(),
    passwordChangeRequired: z.boolean(),
    /** The day the password expires (PLT-022), for the portal's session machine; null when it does not. */
    passwordExpiresOn: z.iso.date().nullable(),
  })
  .openapi('Profile');

export const toUserView = (u: SessionUser): z.infer<typeof userView> => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  // The database's check constraints hold these to the enums; parsing says so to the type system.
  group: userGroupSchema.parse(u.group),
  role: u.role === null ? null : userRoleSchema.parse(u.role),
});

/** PLT-022: a password change is required when the expiry date is today or past, unless impersonating. */
export function passwordChangeRequired(s: SessionInfo, today: string): boolean {
  return !s.impersonator && s.user.passwordExpiresOn !== null && s.user.passwordExpiresOn <= today;
}

export const toProfileView = (s: SessionInfo, today: string): z.infer<typeof profileView> => ({
  ...toUserView(s.user),
  impersonating: s.impersonator ? { by: { id: s.impersonator.id, email: s.impersonator.email } } : null,
  passwordChangeRequired: passwordChangeRequired(s, today),
  passwordExpiresOn: s.user.passwordExpiresOn,
});

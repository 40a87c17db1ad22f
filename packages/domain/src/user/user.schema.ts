// User entities: groups, host roles and the user profile the shell reads (host-and-platform §1, §3).
import { z } from 'zod';
import { instantSchema } from '../shared/dates.js';
import { userGroupSchema, userRoleSchema } from '../shared/statuses.js';

/** The roles a host user has (PLT-002). */
export const HOST_ROLES = ['host-primary', 'host-secondary'] as const;

/** The user profile of the data layer: group, impersonate and password expiry (PLT-062). */
export const userProfileSchema = z.object({
  group: userGroupSchema,
  impersonate: z.boolean().default(false),
  expires: instantSchema.nullable().default(null),
});

/** The logged-in user as the shell sees it: profile plus identity and role. */
const sessionUserSchema = userProfileSchema.extend({
  id: z.string().min(1),
  name: z.string().default(''),
  email: z.email(),
  role: userRoleSchema.nullable().default(null),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

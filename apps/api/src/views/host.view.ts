// A host's record as the host and admins read it: level, status, public page and profile.
import { z } from '@hono/zod-openapi';
import type { hosts } from '../db/schema/index.js';

export const hostView = z
  .object({
    userId: z.uuid(),
    level: z.number().int(),
    status: z.string(),
    onboardingCompleted: z.boolean(),
    pagePath: z.string().nullable(),
    displayName: z.string().nullable(),
    bio: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
    pronouns: z.array(z.string()),
    updatedAt: z.iso.datetime(),
  })
  .strict()
  .openapi('Host');
export type HostView = z.infer<typeof hostView>;

export const toHostView = (row: typeof hosts.$inferSelect): HostView => ({
  userId: row.userId,
  level: row.level,
  status: row.status,
  onboardingCompleted: row.onboardingCompleted,
  pagePath: row.pagePath ?? null,
  displayName: row.displayName ?? null,
  bio: row.bio ?? null,
  profilePictureUrl: row.profilePictureUrl ?? null,
  pronouns: row.pronouns,
  updatedAt: row.updatedAt.toISOString(),
});

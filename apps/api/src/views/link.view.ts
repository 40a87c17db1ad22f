// A host's shareable link (PLT-063): its type, public path and destination.
import { AUDIENCE_LINK_TYPES, audienceLinkSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { links } from '../db/schema/index.js';

export const linkView = z
  .object({
    id: z.uuid(),
    hostId: z.uuid(),
    linkType: z.enum(AUDIENCE_LINK_TYPES),
    path: z.string(),
    destination: z.string(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('Link');
export type LinkView = z.infer<typeof linkView>;

/** The row read as the domain reads a link (PLT-063): its type parsed, not assumed. */
export function toLinkView(row: typeof links.$inferSelect): LinkView {
  const { linkType, path, destination } = audienceLinkSchema.parse(row);
  return { id: row.id, hostId: row.hostId, linkType, path, destination, createdAt: row.createdAt.toISOString() };
}

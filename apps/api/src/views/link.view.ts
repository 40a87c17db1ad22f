// A host's shareable link (PLT-063): its type, public path and destination.
import { AUDIENCE_LINK_TYPES } from '@caravan/domain';
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

export const toLinkView = (row: typeof links.$inferSelect): LinkView => ({
  id: row.id,
  hostId: row.hostId,
  linkType: row.linkType as LinkView['linkType'],
  path: row.path,
  destination: row.destination,
  createdAt: row.createdAt.toISOString(),
});

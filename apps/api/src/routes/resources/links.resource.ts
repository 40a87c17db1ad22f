// The generic audience-link base (HAP-004): a host creates and retargets their own links; an admin corrects any.
import { AUDIENCE_LINK_TYPES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { links } from '../../db/schema/index.js';
import { linkView, toLinkView } from '../../views/link.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

export const linksResource = defineResource({
  kind: 'link',
  view: { schema: linkView, from: (row) => toLinkView(row) },
  table: links,
  id: links.id,
  typeColumn: links.linkType,
  searchColumns: [links.path, links.destination],
  update: z
    .object({ destination: z.url().pipe(safeText(2000)) })
    .partial()
    .strict(),
  create: {
    schema: z
      .object({
        linkType: z.enum(AUDIENCE_LINK_TYPES),
        path: z
          .string()
          .min(1)
          .max(100)
          .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and hyphens'),
        destination: z.url().pipe(safeText(2000)),
      })
      .strict(),
    toRow: (body, userId) => ({ ...body, hostId: userId }),
  },
});

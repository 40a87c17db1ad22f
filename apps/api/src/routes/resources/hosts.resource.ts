// The generic host base (HAP-001): an admin reads hosts and corrects a name, a bio or a level.
import { MAX_HOST_LEVEL, PROFILE_BIO_MAX_LENGTH } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { hosts } from '../../db/schema/index.js';
import { hostView, toHostView } from '../../views/host.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

export const hostsResource = defineResource({
  kind: 'host',
  view: { schema: hostView, from: (row) => toHostView(row) },
  table: hosts,
  id: hosts.userId,
  typeColumn: hosts.status,
  searchColumns: [hosts.displayName, hosts.pagePath],
  update: z
    .object({
      displayName: safeText(200),
      bio: safeText(PROFILE_BIO_MAX_LENGTH),
      level: z.number().int().min(0).max(MAX_HOST_LEVEL),
    })
    .partial()
    .strict(),
});

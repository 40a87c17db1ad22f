// POST api/admin/hosts/{id}/marketing-list/import (HAP-031): an admin imports a host's marketing list, a CSV sent as
// multipart in the field `file`; the answer counts what was added, what the list already held and the unreadable lines.
import { MARKETING_LIST_FILE_FIELD, MARKETING_LIST_MESSAGES } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { can } from '../../auth/policy.js';
import { requireSession } from '../../http/context.js';
import { badRequest, forbidden } from '../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { importMarketingList } from '../../services/audience/import-marketing-list.js';

const importedView = z
  .object({
    imported: z.number().int().nonnegative(),
    alreadyListed: z.number().int().nonnegative(),
    invalidLines: z.array(z.number().int().positive()),
  })
  .strict()
  .openapi('MarketingListImport');

const route = createRoute({
  method: 'post',
  path: '/api/admin/hosts/{id}/marketing-list/import',
  tags: ['admin'],
  summary:
    "Import a host's marketing list (HAP-031): a CSV (columns email, and optionally first name and last name) in the multipart field file",
  request: {
    params: z.object({ id: z.uuid({ message: 'Not a host id' }) }),
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ [MARKETING_LIST_FILE_FIELD]: z.any().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    200: { description: 'Imported', content: { 'application/json': { schema: envelopeOf(importedView) } } },
    ...errorResponses,
    404: { description: 'No such host', content: { 'application/json': { schema: errorEnvelope } } },
    413: { description: 'Too large', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

export const adminMarketingListRoutes = router().openapi(route, async (c) => {
  const { user } = requireSession(c);
  if (!can(user, 'update', { kind: 'host', area: 'admin' })) throw forbidden();
  const file = (c.req.valid('form') as Record<string, unknown>)[MARKETING_LIST_FILE_FIELD];
  if (!(file instanceof File))
    throw badRequest(MARKETING_LIST_MESSAGES.noFile, { [MARKETING_LIST_FILE_FIELD]: MARKETING_LIST_MESSAGES.noFile });
  const { database, now } = c.get('deps');
  const data = await importMarketingList(database.db, c.req.valid('param').id, await file.text(), now());
  return c.json({ success: true as const, data }, 200);
});

// api/metadata/...: the §9 pick lists (PLT-072..086) and the id/name variants of hosts, itineraries and users (HAP-005, HAP-018).
import { createRoute, z } from '@hono/zod-openapi';
import { can, scope } from '../auth/policy.js';
import { requireSession } from '../http/context.js';
import { forbidden } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { pageOfFixed } from '../db/paging.js';
import { hostPicks, itineraryPicks, userPicks } from '../services/metadata/record-pick-lists.js';
import { METADATA_LISTS, pageQuerySchema, pageSchema } from '@caravan/domain';

const item = z.object({ value: z.string(), label: z.string() }).openapi('MetadataItem');
const listResponses = {
  200: {
    description: 'A page of the list',
    content: { 'application/json': { schema: envelopeOf(pageSchema(item)) } },
  },
  ...errorResponses,
};
const request = { query: pageQuerySchema };

/** DECIDE (HAP-018): the metadata variant of a record base is its {value: id, label: name} list, for pickers. */
const r = router();
for (const [name, list] of Object.entries(METADATA_LISTS)) {
  r.openapi(
    createRoute({
      method: 'get',
      path: `/api/metadata/${name}`,
      tags: ['metadata'],
      summary: `${name} (${list.req})`,
      request,
      responses: listResponses,
    }),
    (c) => {
      requireSession(c);
      return c.json({ success: true as const, data: pageOfFixed(list.items, c.req.valid('query')) }, 200);
    },
  );
}

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/hosts',
    tags: ['metadata'],
    summary: 'Hosts as id/name, by last name (HAP-001; admin only)',
    request,
    responses: listResponses,
  }),
  async (c) => {
    if (!can(requireSession(c).user, 'list', { kind: 'host', area: 'metadata' })) throw forbidden();
    const data = await hostPicks(c.get('deps').database.db, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  },
);

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/listUsers',
    tags: ['metadata'],
    summary: 'Users as id/email, by email (HAP-005; admin only)',
    request,
    responses: listResponses,
  }),
  async (c) => {
    if (!can(requireSession(c).user, 'list', { kind: 'user', area: 'metadata' })) throw forbidden();
    const data = await userPicks(c.get('deps').database.db, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  },
);

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/itineraries',
    tags: ['metadata'],
    summary: 'Itineraries the caller may see, as id/name, by name (HAP-002)',
    request,
    responses: listResponses,
  }),
  async (c) => {
    const { user } = requireSession(c);
    const s = scope(user, 'list', { kind: 'itinerary', area: 'metadata' });
    if (s.kind === 'none') throw forbidden();
    const visible = s.kind === 'where' ? s.where : undefined;
    const data = await itineraryPicks(c.get('deps').database.db, visible, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  },
);

export const metadataRoutes = r;

// api/metadata/...: the §9 pick lists (PLT-072..086) and the id/name variants of hosts, itineraries and users (HAP-005, HAP-018).
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { can, scope } from '../auth/policy.js';
import { hosts, itineraries, users } from '../db/schema/index.js';
import { requireSession } from '../http/context.js';
import { forbidden } from '../http/errors.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { METADATA_LISTS } from '@caravan/domain';

const item = z.object({ value: z.string(), label: z.string() }).openapi('MetadataItem');
const listResponses = {
  200: {
    description: 'The list',
    content: { 'application/json': { schema: envelopeOf(z.object({ items: z.array(item) })) } },
  },
  ...errorResponses,
};

/** DECIDE (HAP-018): the metadata variant of a record base is its {value: id, label: name} list, for pickers. */
const r = router();
for (const [name, list] of Object.entries(METADATA_LISTS)) {
  r.openapi(
    createRoute({
      method: 'get',
      path: `/api/metadata/${name}`,
      tags: ['metadata'],
      summary: `${name} (${list.req})`,
      responses: listResponses,
    }),
    (c) => {
      requireSession(c);
      return c.json({ success: true as const, data: { items: [...list.items] } }, 200);
    },
  );
}

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/hosts',
    tags: ['metadata'],
    summary: 'Hosts as id/name (HAP-001; admin only)',
    responses: listResponses,
  }),
  async (c) => {
    if (!can(requireSession(c).user, 'list', { kind: 'host', area: 'metadata' })) throw forbidden();
    const rows = await c
      .get('deps')
      .database.db.select({ id: users.id, first: users.firstName, last: users.lastName, display: hosts.displayName })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.userId))
      .orderBy(asc(users.lastName));
    const items = rows.map((h) => ({ value: h.id, label: h.display ?? `${h.first} ${h.last}`.trim() }));
    return c.json({ success: true as const, data: { items } }, 200);
  },
);

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/listUsers',
    tags: ['metadata'],
    summary: 'Users as id/email (HAP-005; admin only)',
    responses: listResponses,
  }),
  async (c) => {
    if (!can(requireSession(c).user, 'list', { kind: 'user', area: 'metadata' })) throw forbidden();
    const rows = await c.get('deps').database.db.select().from(users).orderBy(asc(users.email));
    return c.json({ success: true as const, data: { items: rows.map((u) => ({ value: u.id, label: u.email })) } }, 200);
  },
);

r.openapi(
  createRoute({
    method: 'get',
    path: '/api/metadata/itineraries',
    tags: ['metadata'],
    summary: 'Itineraries the caller may see, as id/name (HAP-002)',
    responses: listResponses,
  }),
  async (c) => {
    const { user } = requireSession(c);
    const s = scope(user, 'list', { kind: 'itinerary', area: 'metadata' });
    if (s.kind === 'none') throw forbidden();
    const rows = await c
      .get('deps')
      .database.db.select({ id: itineraries.id, name: itineraries.name })
      .from(itineraries)
      .where(and(s.kind === 'where' ? s.where : undefined))
      .orderBy(asc(itineraries.name));
    return c.json({ success: true as const, data: { items: rows.map((i) => ({ value: i.id, label: i.name })) } }, 200);
  },
);

export const metadataRoutes = r;

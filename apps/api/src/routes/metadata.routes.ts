// api/metadata/...: the §9 pick lists (PLT-072..086) and the id/name variants of hosts, itineraries and users (HAP-005, HAP-018).
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { can, scope } from '../auth/policy.js';
import { hosts, itineraries, users } from '../db/schema/index.js';
import { requireSession } from '../http/context.js';
import { forbidden } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, pageOfFixed, rowsToRead } from '../db/paging.js';
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

/** Each record list's order: by the label a picker shows, the id breaking ties. */
const hostOrder: PageOrder<{ id: string; last: string }> = {
  keys: [
    { column: users.lastName, of: (h) => h.last, value: keyValue.text },
    { column: users.id, of: (h) => h.id, value: keyValue.uuid },
  ],
};
const userOrder: PageOrder<{ id: string; email: string }> = {
  keys: [
    { column: users.email, of: (u) => u.email, value: keyValue.text },
    { column: users.id, of: (u) => u.id, value: keyValue.uuid },
  ],
};
const itineraryOrder: PageOrder<{ id: string; name: string }> = {
  keys: [
    { column: itineraries.name, of: (i) => i.name, value: keyValue.text },
    { column: itineraries.id, of: (i) => i.id, value: keyValue.uuid },
  ],
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
    const q = c.req.valid('query');
    const rows = await c
      .get('deps')
      .database.db.select({ id: users.id, first: users.firstName, last: users.lastName, display: hosts.displayName })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.userId))
      // A host's account is in the host group: the condition lets the (group, last name, id) index give the order.
      .where(and(eq(users.group, 'host'), afterCursor(hostOrder, q.cursor)))
      .orderBy(...orderByKeys(hostOrder))
      .limit(rowsToRead(q));
    const data = pageOf(rows, q, hostOrder, (h) => ({
      value: h.id,
      label: h.display ?? `${h.first} ${h.last}`.trim(),
    }));
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
    const q = c.req.valid('query');
    const rows = await c
      .get('deps')
      .database.db.select({ id: users.id, email: users.email })
      .from(users)
      .where(afterCursor(userOrder, q.cursor))
      .orderBy(...orderByKeys(userOrder))
      .limit(rowsToRead(q));
    const data = pageOf(rows, q, userOrder, (u) => ({ value: u.id, label: u.email }));
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
    const q = c.req.valid('query');
    const rows = await c
      .get('deps')
      .database.db.select({ id: itineraries.id, name: itineraries.name })
      .from(itineraries)
      .where(and(s.kind === 'where' ? s.where : undefined, afterCursor(itineraryOrder, q.cursor)))
      .orderBy(...orderByKeys(itineraryOrder))
      .limit(rowsToRead(q));
    const data = pageOf(rows, q, itineraryOrder, (i) => ({ value: i.id, label: i.name }));
    return c.json({ success: true as const, data }, 200);
  },
);

export const metadataRoutes = r;

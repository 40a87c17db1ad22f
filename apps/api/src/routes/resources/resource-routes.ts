// The routes of the generic bases (PLT-057..061): list and search, get, update (POST {base}/{id}) and create, as each
// mount in mounts.ts offers them, documented with the resource's own schemas.
import { pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { MOUNTS } from './mounts.js';
import { searchQuery } from './search-query.js';

/**
 * DECIDE (PLT-061): a generic base updates by POST {base}/{id}, never PATCH or PUT; those verbs belong to the feature
 * routes that change one part of a record (PATCH a partial change such as a ride's traveler, PUT a whole sub-document
 * such as a trip's pricing), so each generic base has one update call the portal's client can rely on.
 */
export const GENERIC_UPDATE_METHOD = 'post';

const ADMIN_BASE = '/api/admin/';
/** The spec's admin search by kind (HAP-074): `{ADMIN_SEARCH_BASE}{kind}`, a kind being an admin base's name. */
export const ADMIN_SEARCH_BASE = '/api/admin/search/';

export const idParam = z.object({ id: z.uuid({ message: 'Not an id' }) });

export const listResponse = (view: z.ZodType) => ({
  200: {
    description: 'Items',
    content: { 'application/json': { schema: envelopeOf(pageSchema(view)) } },
  },
  ...errorResponses,
});
const refusals = {
  ...errorResponses,
  404: { description: 'Not found (or not yours)', content: errorResponses[403].content },
  409: { description: 'Refused in this state', content: errorResponses[403].content },
};
const record = (view: z.ZodType) => ({
  description: 'The record',
  content: { 'application/json': { schema: envelopeOf(view) } },
});
/** A read or an update answers the record (200); a create answers it as 201. */
export const oneResponse = (view: z.ZodType) => ({ 200: record(view), ...refusals });
const createdResponse = (view: z.ZodType) => ({ 201: record(view), ...refusals });

/** Mounts every generic base. */
export function resourceRoutes() {
  const r = router();
  for (const m of MOUNTS) {
    const { resource, area } = m;
    const listRoute = (path: string, summary: string) =>
      createRoute({
        method: 'get',
        path,
        tags: [area],
        summary,
        request: { query: searchQuery },
        responses: listResponse(resource.viewSchema),
      });
    if (m.ops.includes('list')) {
      // Search (PLT-059) is the same GET at `{base}/`: the app routes with strict: false, so one route serves both.
      r.openapi(
        listRoute(
          m.base,
          `List and search, a page at a time (${m.req}; query limit, cursor, type, search; also at {base}/, PLT-059)`,
        ),
        async (c) => c.json({ success: true as const, data: await resource.list(c, area, c.req.valid('query')) }, 200),
      );
    }
    if (area === 'admin' && m.ops.includes('list')) {
      // GET api/admin/search/{kind} (HAP-074): the admin's search of one kind of record is that kind's list.
      const kind = m.base.slice(ADMIN_BASE.length);
      r.openapi(
        listRoute(
          `${ADMIN_SEARCH_BASE}${kind}`,
          `Search the ${kind}, a page at a time (HAP-074; query limit, cursor, type, search)`,
        ),
        async (c) => c.json({ success: true as const, data: await resource.list(c, area, c.req.valid('query')) }, 200),
      );
    }
    if (m.ops.includes('get')) {
      r.openapi(
        createRoute({
          method: 'get',
          path: `${m.base}/{id}`,
          tags: [area],
          summary: `Get one (${m.req})`,
          request: { params: idParam },
          responses: oneResponse(resource.viewSchema),
        }),
        async (c) =>
          c.json({ success: true as const, data: await resource.read(c, area, c.req.valid('param').id) }, 200),
      );
    }
    const updateSchema = resource.updateSchema;
    if (m.ops.includes('update') && updateSchema) {
      r.openapi(
        createRoute({
          method: GENERIC_UPDATE_METHOD,
          path: `${m.base}/{id}`,
          tags: [area],
          summary: `Update (${m.req}; PLT-061: POST {base}/{id})`,
          request: {
            params: idParam,
            body: { required: true, content: { 'application/json': { schema: updateSchema } } },
          },
          responses: oneResponse(resource.viewSchema),
        }),
        async (c) => {
          const data = await resource.update(c, area, c.req.valid('param').id, c.req.valid('json'));
          return c.json({ success: true as const, data }, 200);
        },
      );
    }
    const createSchema = resource.createSchema;
    if (m.ops.includes('create') && createSchema) {
      r.openapi(
        createRoute({
          method: 'post',
          path: m.base,
          tags: [area],
          summary: `Create (${m.req}; PLT-060)`,
          request: { body: { required: true, content: { 'application/json': { schema: createSchema } } } },
          responses: createdResponse(resource.viewSchema),
        }),
        async (c) => c.json({ success: true as const, data: await resource.create(c, area, c.req.valid('json')) }, 201),
      );
    }
  }
  return r;
}

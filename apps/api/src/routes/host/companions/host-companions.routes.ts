// The host's companions of a trip (HAP-063, HBK-010, HBK-043): GET and POST api/me/trips/{id}/host-companions with the
// body {companions[]}, answered by the trip re-read; the admin variant at api/admin/trips/{id}/host-companions.
// A host reaches only their own trips (a co-host reads, never writes); another host's trip answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import {
  type CompanionsActor,
  readHostCompanions,
  saveHostCompanions,
} from '../../../services/host-companions/host-companions.js';
import { hostCompanionsView } from '../../../views/host-companions.view.js';

/** DECIDE: at most 20 companions per submission, well above a trip request's companions (rooms for companions + 1). */
const MAX_COMPANIONS = 20;
/** DECIDE: 200 characters per companion field: names and e-mail addresses fit; anything longer is not one. */
const MAX_FIELD = 200;

const tripParams = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const field = z.string().max(MAX_FIELD);
const submission = z
  .object({
    companions: z
      .array(
        z
          .object({
            _id: z.string().min(1).max(MAX_FIELD),
            // Each field is checked by the domain's companion form, which names the missing one (HBK-040..HBK-042).
            traveler: z
              .object({ firstName: field, lastName: field, email: field, dateOfBirth: field })
              .partial()
              .strict(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_COMPANIONS),
  })
  .strict()
  .openapi('HostCompanionsSubmission');

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const ok = {
  description: "The trip's companions, re-read",
  content: { 'application/json': { schema: envelopeOf(hostCompanionsView) } },
};

const routesAt = (audience: 'me' | 'admin') => {
  const path = `/api/${audience}/trips/{id}/host-companions`;
  const tags = audience === 'me' ? ['me', 'host'] : ['admin'];
  const read = createRoute({
    method: 'get',
    path,
    tags,
    summary: "The trip's host companions and whether their details can still be submitted (HAP-063, HBK-010)",
    request: { params: tripParams },
    responses: { 200: ok, ...errorResponses, 404: err('No such trip, or not yours') },
  });
  const save = createRoute({
    method: 'post',
    path,
    tags,
    summary: "Submit every companion's traveler details once; answers the trip's companions re-read (HAP-063)",
    request: {
      params: tripParams,
      body: { required: true, content: { 'application/json': { schema: submission } } },
    },
    responses: {
      200: ok,
      ...errorResponses,
      400: err('A companion field is missing or malformed: messages per companions.{i}.{field}'),
      404: err('No such trip, or not yours'),
      409: err('Already submitted, or the trip is complete or closed (HBK-038, HBK-039)'),
    },
  });
  return { read, save };
};

const me = routesAt('me');
const admin = routesAt('admin');

const hostActor = (c: Parameters<typeof requireGroup>[0]): CompanionsActor => ({
  kind: 'host',
  user: requireGroup(c, 'host').user,
});
const adminActor = (c: Parameters<typeof requireGroup>[0]): CompanionsActor => {
  requireGroup(c, 'admin');
  return { kind: 'admin' };
};

export const hostCompanionRoutes = router()
  .openapi(me.read, async (c) => {
    const data = await readHostCompanions(c.get('deps').database.db, hostActor(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(me.save, async (c) => {
    const input = { actor: hostActor(c), tripId: c.req.valid('param').id, ...c.req.valid('json') };
    return c.json({ success: true as const, data: await saveHostCompanions(c.get('deps').database.db, input) }, 200);
  })
  .openapi(admin.read, async (c) => {
    const data = await readHostCompanions(c.get('deps').database.db, adminActor(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(admin.save, async (c) => {
    const input = { actor: adminActor(c), tripId: c.req.valid('param').id, ...c.req.valid('json') };
    return c.json({ success: true as const, data: await saveHostCompanions(c.get('deps').database.db, input) }, 200);
  });

// The host's public profile (HAP-021, HAP-026): GET and POST /api/me/host/{id}/public-profile, the host's own only
// (another host's id answers 404), and GET /api/public/hosts/{pagePath}, what anyone reads without an account.
import { createRoute, z } from '@hono/zod-openapi';
import { rateLimit, type RateLimitRule } from '../../../auth/rate-limit.js';
import { requireGroup } from '../../../http/context.js';
import { notFound } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { PUBLIC_ROUTE } from '../../../http/openapi-document.js';
import {
  findHostByPagePath,
  loadHost,
  publicProfileBody,
  savePublicProfile,
} from '../../../services/host-profile/host-profile.js';
import {
  hostOwnProfileView,
  hostPublicProfileView,
  toHostOwnProfileView,
  toHostPublicProfileView,
} from '../../../views/host-profile.view.js';

/** DECIDE: 120 reads a minute per address, as the public survey link: a page load is one, a crawler is more. */
export const PUBLIC_PROFILE_RATE_LIMIT: RateLimitRule = {
  name: 'public-profile-read',
  limit: 120,
  windowMs: 60_000,
  by: 'address',
};

const idParam = z.object({ id: z.uuid({ message: 'Not a host id' }) });
const pagePathParam = z.object({ pagePath: z.string().min(1).max(100) });

/** The saved profile with the spec's error field (HAP-026: the response has an error field; null on success). */
const savedProfile = z
  .object({ profile: hostOwnProfileView, error: z.null() })
  .strict()
  .openapi('HostPublicProfileSaved');

const getOwn = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/public-profile',
  tags: ['me', 'host'],
  summary: "The host's own public profile, for the editor (HAP-021); another host's id answers 404",
  request: { params: idParam },
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: envelopeOf(hostOwnProfileView) } } },
    ...errorResponses,
    404: { description: 'Not found', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

const saveOwn = createRoute({
  method: 'post',
  path: '/api/me/host/{id}/public-profile',
  tags: ['me', 'host'],
  summary: 'Save the public profile (HAP-026): checked by the domain rules, social channels cleaned; 400 saves nothing',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: publicProfileBody } } },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: envelopeOf(savedProfile) } } },
    ...errorResponses,
    404: { description: 'Not found', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

const getPublic = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/hosts/{pagePath}',
  tags: ['public'],
  summary: "A host's public profile by page path (PRF-005), no account needed; rate limited",
  request: { params: pagePathParam },
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: envelopeOf(hostPublicProfileView) } } },
    ...errorResponses,
    404: { description: 'Not found', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

/** A host reaches only their own profile: any other id is not found to them (never 403, which would confirm it). */
const ownHostId = (userId: string, id: string) => {
  if (id !== userId) throw notFound('No host record here.');
  return id;
};

export const hostProfileRoutes = router();
hostProfileRoutes.use('/api/public/hosts/*', rateLimit(PUBLIC_PROFILE_RATE_LIMIT, ['GET']));
hostProfileRoutes
  .openapi(getOwn, async (c) => {
    const { user } = requireGroup(c, 'host');
    const id = ownHostId(user.id, c.req.valid('param').id);
    const row = await loadHost(c.get('deps').database.db, id);
    return c.json({ success: true as const, data: toHostOwnProfileView(row.host, row.user) }, 200);
  })
  .openapi(saveOwn, async (c) => {
    const { user } = requireGroup(c, 'host');
    if (user.role === 'host-secondary') throw notFound('No host record here.');
    const id = ownHostId(user.id, c.req.valid('param').id);
    const { database, now } = c.get('deps');
    const row = await savePublicProfile(database.db, id, c.req.valid('json'), now());
    return c.json(
      { success: true as const, data: { profile: toHostOwnProfileView(row.host, row.user), error: null } },
      200,
    );
  })
  .openapi(getPublic, async (c) => {
    const row = await findHostByPagePath(c.get('deps').database.db, c.req.valid('param').pagePath);
    return c.json({ success: true as const, data: toHostPublicProfileView(row.host, row.user) }, 200);
  });

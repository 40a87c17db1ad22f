// Host onboarding calls (§2.7, §7.2): POST /api/me/host/onboard (HAP-019, HAP-027, HAP-028), the social connection
// through the provider port (HAP-029 connect, then the connected user's data) and the interests to pick (HAP-034).
import { pageQuerySchema, pageSchema, SOCIAL_CONNECT_PLATFORMS } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { AppError, notFound } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { pageOfFixed } from '../../../db/paging.js';
import { completeOnboarding, onboardBody } from '../../../services/host-onboarding/onboard.js';
import { sandboxSocialConnect, SocialUserDataError } from '../../../services/host-onboarding/social-connect.js';
import { HOST_INTERESTS } from '../../../services/host-profile/host-interests.js';
import { hostOwnProfileView, toHostOwnProfileView } from '../../../views/host-profile.view.js';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const notFoundResponse = { 404: { description: 'Not your host record', ...json(errorEnvelope) } };

const interestView = z
  .object({ _id: z.string(), name: z.string(), icon: z.string().optional(), colour: z.string().optional() })
  .strict()
  .openapi('HostInterestOption');

const connectView = z
  .object({
    token: z.object({ token: z.string() }).strict(),
    socialEngagementUserId: z.string(),
    socialEngagementChannelIds: z.partialRecord(z.enum(SOCIAL_CONNECT_PLATFORMS), z.string()),
  })
  .strict()
  .openapi('SocialConnect');

const onboardRoute = createRoute({
  method: 'post',
  path: '/api/me/host/onboard',
  tags: ['me', 'host'],
  summary:
    'Complete onboarding (HAP-019): interests, page path, socials (manual channels or the connected user) and, unless the Bio step was skipped, bio and picture (HAP-027, HAP-028)',
  request: { body: { required: true, ...json(onboardBody) } },
  responses: {
    200: { description: 'Onboarded', ...json(envelopeOf(hostOwnProfileView)) },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const connectRoute = createRoute({
  method: 'post',
  path: '/api/me/host/socials/connect',
  tags: ['me', 'host'],
  summary: "Start a social connection (HAP-029): the provider SDK's token and the host's engagement user",
  request: { body: { required: false, ...json(z.object({}).strict()) } },
  responses: { 200: { description: 'Token', ...json(envelopeOf(connectView)) }, ...errorResponses },
});

const userDataRoute = createRoute({
  method: 'post',
  path: '/api/me/host/socials/user-data',
  tags: ['me', 'host'],
  summary:
    "The connected engagement user's data, after the browser SDK connected an account; 502 failed-to-fetch-phyllo-user-data when the provider cannot give it (ONB-015)",
  request: {
    body: {
      required: true,
      ...json(z.object({ platform: z.enum(SOCIAL_CONNECT_PLATFORMS), handle: z.string().trim().min(1).max(100) })),
    },
  },
  responses: {
    200: { description: 'User data', ...json(envelopeOf(z.object({ socialEngagementUserId: z.string() }).strict())) },
    ...errorResponses,
    502: { description: 'The provider could not give the user data', ...json(errorEnvelope) },
  },
});

const interestsRoute = createRoute({
  method: 'get',
  path: '/api/me/categories/host-interests',
  tags: ['me', 'host'],
  summary: 'The interests a host picks from (HAP-034)',
  request: { query: pageQuerySchema },
  responses: { 200: { description: 'Interests', ...json(envelopeOf(pageSchema(interestView))) }, ...errorResponses },
});

/** Onboarding is the primary host's own: a co-host has no host record to onboard. */
const primaryHost = (c: Parameters<typeof requireGroup>[0]) => {
  const { user } = requireGroup(c, 'host');
  if (user.role === 'host-secondary') throw notFound('No host record here.');
  return user;
};

export const hostOnboardingRoutes = router()
  .openapi(onboardRoute, async (c) => {
    const user = primaryHost(c);
    const body = c.req.valid('json');
    if (body.host._id !== undefined && body.host._id !== user.id) throw notFound('No host record here.');
    const { database, now } = c.get('deps');
    const row = await completeOnboarding(database.db, user.id, body, now());
    return c.json({ success: true as const, data: toHostOwnProfileView(row.host, row.user) }, 200);
  })
  .openapi(connectRoute, async (c) => {
    const user = primaryHost(c);
    const data = await sandboxSocialConnect.connect(user.id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(userDataRoute, async (c) => {
    const user = primaryHost(c);
    const { platform, handle } = c.req.valid('json');
    try {
      const data = await sandboxSocialConnect.userData(user.id, platform, handle);
      return c.json({ success: true as const, data }, 200);
    } catch (error) {
      if (error instanceof SocialUserDataError)
        throw new AppError(502, 'failed-to-fetch-phyllo-user-data', 'We could not read the connected account.');
      throw error;
    }
  })
  .openapi(interestsRoute, (c) => {
    requireGroup(c, 'host');
    return c.json({ success: true as const, data: pageOfFixed(HOST_INTERESTS, c.req.valid('query')) }, 200);
  });

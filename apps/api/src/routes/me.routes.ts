// The signed-in user's own profile: GET /api/me/profile.
import { utcToday } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { profileView, toProfileView } from '../auth/user-view.js';
import { requireSession } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';

const profileRoute = createRoute({
  method: 'get',
  path: '/api/me/profile',
  tags: ['me'],
  summary: 'The signed-in user, and whether someone is impersonating them',
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: envelopeOf(profileView) } } },
    ...errorResponses,
  },
});

export const meRoutes = router().openapi(profileRoute, (c) => {
  const session = requireSession(c);
  // A profile's expiry belongs to no trip: it turns on the platform's (UTC) day.
  const today = utcToday(c.get('deps').now());
  return c.json({ success: true as const, data: toProfileView(session, today) }, 200);
});

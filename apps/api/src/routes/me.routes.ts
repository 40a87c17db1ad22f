// The signed-in user's own profile: GET /api/me/profile.
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
  const today = c.get('deps').now().toISOString().slice(0, 10);
  return c.json({ success: true as const, data: toProfileView(session, today) }, 200);
});

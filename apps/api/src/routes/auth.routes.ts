// Sign-in and sign-out: POST /api/authentication/login and /logout; and who is signed in, if anyone
// (GET /api/authentication/session), which a visitor's page asks without meeting a 401.
import { createRoute, z } from '@hono/zod-openapi';
import { INVALID_CREDENTIALS_MESSAGE } from '../auth/auth.constants.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session.middleware.js';
import { deleteSession } from '../auth/sessions.js';
import { profileView, toProfileView, toUserView, userView } from '../auth/user-view.js';
import { utcToday } from '@caravan/domain';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { OPTIONAL_SESSION_ROUTE, PUBLIC_ROUTE } from '../http/openapi-document.js';
import { clientAddress } from '../auth/client-address.js';
import { signIn } from '../services/accounts/sign-in.js';

export { INVALID_CREDENTIALS_MESSAGE };

const loginBody = z
  .object({
    email: z
      .string({ error: 'Enter your email address' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Enter a valid email address' })),
    password: z
      .string({ error: 'Enter your password' })
      .min(1, 'Enter your password')
      .max(1024, 'Password is too long'),
  })
  .openapi('LoginRequest');

const loginRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/login',
  tags: ['authentication'],
  summary: 'Sign in with email and password; sets the session cookie',
  request: { body: { required: true, content: { 'application/json': { schema: loginBody } } } },
  responses: {
    200: {
      description: 'Signed in',
      content: { 'application/json': { schema: envelopeOf(z.object({ user: userView })) } },
    },
    ...errorResponses,
  },
});

const logoutRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/logout',
  tags: ['authentication'],
  summary: 'Sign out: ends this session',
  responses: {
    200: { description: 'Signed out', content: { 'application/json': { schema: envelopeOf(z.object({})) } } },
  },
});

const sessionRoute = createRoute({
  ...OPTIONAL_SESSION_ROUTE,
  method: 'get',
  path: '/api/authentication/session',
  tags: ['authentication'],
  summary: 'Who is signed in: the profile, or null for a visitor (never a 401, so a public page logs no error)',
  responses: {
    200: {
      description: 'The signed-in profile, or null',
      content: { 'application/json': { schema: envelopeOf(z.object({ profile: z.union([profileView, z.null()]) })) } },
    },
    ...errorResponses,
  },
});

export const authRoutes = router()
  .openapi(sessionRoute, (c) => {
    const session = c.get('session');
    // A profile's expiry belongs to no trip: it turns on the platform's (UTC) day, as GET /api/me/profile's does.
    const profile = session ? toProfileView(session, utcToday(c.get('deps').now())) : null;
    return c.json({ success: true as const, data: { profile } }, 200);
  })
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const request = { email, password, address: clientAddress(c), previousToken: readSessionToken(c) };
    const { user, token } = await signIn(database.db, request, now());
    setSessionCookie(c, token);
    return c.json({ success: true as const, data: { user: toUserView(user) } }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(c.get('deps').database.db, session.tokenHash);
    clearSessionCookie(c);
    return c.json({ success: true as const, data: {} }, 200);
  });

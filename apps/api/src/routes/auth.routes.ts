// Sign-in and sign-out: POST /api/authentication/login and /logout.
import { createRoute, z } from '@hono/zod-openapi';
import { signInRefusal } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, INVALID_CREDENTIALS_MESSAGE } from '../auth/auth.constants.js';
import { decoyHash, verifyPassword } from '../auth/password.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session.middleware.js';
import { createSession, deleteSession, hashToken } from '../auth/sessions.js';
import { clearFailures, lockedFor, recordFailure } from '../auth/throttle.js';
import { toUserView, userView } from '../auth/user-view.js';
import { users } from '../db/schema/index.js';
import { AppError, tooManyRequests } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { PUBLIC_ROUTE } from '../http/openapi-document.js';
import { clientAddress } from '../auth/client-address.js';

export { INVALID_CREDENTIALS_MESSAGE };
const lockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

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

export const authRoutes = router()
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const db = database.db;
    const at = now();
    const accountKey = `account:${email}`;
    const addressKey = `address:${clientAddress(c)}`;
    const wait = Math.max(await lockedFor(db, accountKey, at), await lockedFor(db, addressKey, at));
    if (wait > 0) throw tooManyRequests(lockedMessage(wait), wait);

    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // An unknown account still pays for one scrypt verify, so timing does not tell which emails exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user?.passwordHash || !valid || !user.active) {
      await recordFailure(db, accountKey, ACCOUNT_MAX_FAILURES, at);
      await recordFailure(db, addressKey, ADDRESS_MAX_FAILURES, at);
      throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await clearFailures(db, accountKey);
    // The right password of an account Caravan has no screens for: say so, and open no session (RTE-001).
    const refusal = signInRefusal(user.group);
    if (refusal) throw new AppError(403, 'NO_CARAVAN_AREA', refusal);
    // A new token on every sign-in: a token planted before login (session fixation) is never promoted.
    const previous = readSessionToken(c);
    if (previous) await deleteSession(db, hashToken(previous));
    const token = await createSession(db, user.id, at);
    setSessionCookie(c, token);
    return c.json({ success: true as const, data: { user: toUserView(user) } }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(c.get('deps').database.db, session.tokenHash);
    clearSessionCookie(c);
    return c.json({ success: true as const, data: {} }, 200);
  });

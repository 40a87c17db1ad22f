// Accounts (HAP-077..085, PLT-009/010/022): host sign-up, activation, resend, forgot/reset and change password, admin reset token.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { ACCOUNT_MAX_FAILURES } from '../auth/auth.constants.js';
import {
  ACCOUNT_EMAIL_SUBJECTS,
  ACTIVATION_TOKEN_TTL_MS,
  ADMIN_RESET_TOKEN_TTL_MS,
  APP_ORIGIN_BY_ENV,
  CHECK_INBOX_MESSAGE,
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_TTL_MS,
  RESET_PASSWORD_PATH,
} from '../auth/accounts.constants.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session.middleware.js';
import { createSession, deleteUserSessions, type SessionUser } from '../auth/sessions.js';
import { clearFailures, lockedFor, recordFailure } from '../auth/throttle.js';
import { type Executor, issueToken, peekToken, revokeTokens, spendToken } from '../auth/tokens.js';
import { toUserView, userView } from '../auth/user-view.js';
import { auditLog, hosts, type UserTokenPurpose, users } from '../db/schema/index.js';
import { type AppEnv, requireGroup, requireSession } from '../http/context.js';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../http/errors.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { OPTIONAL_SESSION_ROUTE, PUBLIC_ROUTE } from '../http/openapi-document.js';

// ---------------------------------------------------------------- schemas

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'The email address is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

const newPassword = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'The password is too long');

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(NAME_MAX_LENGTH, `The ${label} is too long`);

const tokenQuery = z.object({
  token: z
    .string({ error: 'The link has no token' })
    .min(1, 'The link has no token')
    .max(200, 'This link is not valid'),
});

const emailBody = z.object({ email }).openapi('AccountEmailRequest');
const signupBody = z
  .object({ email, firstName: name('first name'), lastName: name('last name') })
  .openapi('HostSignupRequest');
const activateBody = z.object({ password: newPassword }).openapi('ActivateUserRequest');
const changePasswordBody = z
  .object({
    newPassword,
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, 'The password is too long').optional().openapi({
      description: 'Required when signed in (changing the password); absent when a reset token is sent.',
    }),
    token: z.string().max(200, 'This link is not valid').optional().openapi({
      description: 'The password-reset token from the e-mailed /change-password/{token} link; no session needed.',
    }),
  })
  .openapi('ChangePasswordRequest');
const adminResetBody = z.object({ userId: z.uuid({ message: 'Not a user id' }) }).openapi('AdminResetTokenRequest');

const checkInbox = envelopeOf(z.object({ message: z.string() }));
const doneWithRedirect = envelopeOf(z.object({ email: z.string(), redirectTo: z.string() }));
const tokenProfile = envelopeOf(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }));

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const tokenRefused = {
  410: { ...errorResponses[400], description: 'The link was already used, replaced, or has expired' },
} as const;

// ---------------------------------------------------------------- routes

const signupRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/signup/host',
  tags: ['authentication'],
  summary: 'Sign up a host (HAP-078): an inactive host-primary account and an e-mailed activation link',
  description:
    'Answers the same whether or not the address already has an account; an existing address gets an e-mail saying so ' +
    '(or a fresh activation link while it is still awaiting activation). Rate limited per address.',
  request: { body: { required: true, ...json(signupBody) } },
  responses: { 200: { description: 'E-mail on its way', ...json(checkInbox) }, ...errorResponses },
});

const checkActivationRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/authentication/check-user-activation',
  tags: ['authentication'],
  summary: 'Whether the address has an activated account (HAP-079); false for unknown and awaiting activation alike',
  request: { query: z.object({ email }) },
  responses: {
    200: {
      description: 'Activation state',
      ...json(envelopeOf(z.object({ email: z.string(), activated: z.boolean() }))),
    },
    ...errorResponses,
  },
});

const activationProfileRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/authentication/activation/profile',
  tags: ['authentication'],
  summary: 'The account an activation link belongs to (HAP-080), for the /create-account/{token} page',
  request: { query: tokenQuery },
  responses: { 200: { description: 'The account', ...json(tokenProfile) }, ...errorResponses, ...tokenRefused },
});

const activateRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/activate-user',
  tags: ['authentication'],
  summary: 'Activate an account with its e-mailed token and choose its password (HAP-082); then sign in',
  request: { query: tokenQuery, body: { required: true, ...json(activateBody) } },
  responses: { 200: { description: 'Activated', ...json(doneWithRedirect) }, ...errorResponses, ...tokenRefused },
});

const resendActivationRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/reset-user-token',
  tags: ['authentication'],
  summary: 'Send a fresh activation link to an account awaiting activation (HAP-083); earlier links stop working',
  description: 'Answers the same whether or not the address has an account awaiting activation.',
  request: { body: { required: true, ...json(emailBody) } },
  responses: { 200: { description: 'E-mail on its way', ...json(checkInbox) }, ...errorResponses },
});

const requestNewPasswordRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/request-new-password',
  tags: ['authentication'],
  summary: 'E-mail a password-reset link (HAP-084); the same answer whether or not the account exists',
  request: { body: { required: true, ...json(emailBody) } },
  responses: { 200: { description: 'E-mail on its way', ...json(checkInbox) }, ...errorResponses },
});

const resetProfileRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/authentication/profile-password-reset',
  tags: ['authentication'],
  summary: 'The account a password-reset link belongs to (HAP-081), for the /change-password/{token} page',
  request: { query: tokenQuery },
  responses: { 200: { description: 'The account', ...json(tokenProfile) }, ...errorResponses, ...tokenRefused },
});

const changePasswordRoute = createRoute({
  ...OPTIONAL_SESSION_ROUTE,
  method: 'post',
  path: '/api/authentication/change-password',
  tags: ['authentication'],
  summary: 'Change the password (HAP-077): with the current password when signed in, or with a reset token',
  description:
    'Signed in: currentPassword is required; not while impersonating. Clears the expiry that forced the change ' +
    '(PLT-022), ends every other session and renews this one. With a token: sets the password, ends every session; ' +
    'sign in again. A wrong current password answers 400 (not 401, which would sign the portal out).',
  request: { body: { required: true, ...json(changePasswordBody) } },
  responses: {
    200: {
      description: 'Password changed',
      ...json(envelopeOf(z.object({ email: z.string(), redirectTo: z.string(), user: userView.nullable() }))),
    },
    ...errorResponses,
    ...tokenRefused,
  },
});

const adminResetTokenRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/reset-token',
  tags: ['admin'],
  summary:
    'E-mail a user a fresh link (HAP-085, admin only): password reset, or activation while the account awaits it',
  description: 'The token is only e-mailed to the user, never returned to the admin.',
  request: { body: { required: true, ...json(adminResetBody) } },
  responses: {
    200: {
      description: 'Link sent',
      ...json(
        envelopeOf(
          z.object({
            userId: z.string(),
            email: z.string(),
            purpose: z.enum(['activation', 'password-reset']),
            expiresAt: z.string(),
          }),
        ),
      ),
    },
    ...errorResponses,
    404: { ...errorResponses[400], description: 'No such user' },
    409: { ...errorResponses[400], description: 'The account is deactivated' },
  },
});

// ---------------------------------------------------------------- helpers

/** Awaiting activation: signed up, never set a password. (A deactivated account has a password and stays off.) */
const awaitsActivation = (u: SessionUser) => !u.active && u.passwordHash === null;

const findUserByEmail = async (db: Executor, address: string) =>
  (await db.select().from(users).where(eq(users.email, address)).limit(1))[0];
const findUserById = async (db: Executor, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

const linkTo = (c: Context<AppEnv>, path: string, token?: string) =>
  `${APP_ORIGIN_BY_ENV[c.get('deps').config.NODE_ENV]}${path}${token ? `/${encodeURIComponent(token)}` : ''}`;

const lifetime = (ms: number) =>
  ms % (24 * 3_600_000) === 0
    ? `${ms / (24 * 3_600_000)} day${ms === 24 * 3_600_000 ? '' : 's'}`
    : `${Math.round(ms / 3_600_000)} hour${ms === 3_600_000 ? '' : 's'}`;

const greeting = (u: SessionUser) => `Hello${u.firstName ? ` ${u.firstName}` : ''},`;

async function sendActivation(c: Context<AppEnv>, user: SessionUser, token: string) {
  const { mailer, now } = c.get('deps');
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.activation,
      text: [
        greeting(user),
        '',
        'Welcome to Caravan. Activate your host account and choose your password here:',
        linkTo(c, CREATE_ACCOUNT_PATH, token),
        '',
        `The link works once and expires in ${lifetime(ACTIVATION_TOKEN_TTL_MS)}. If you did not sign up, ignore this e-mail.`,
      ].join('\n'),
    },
    now(),
  );
}

async function sendPasswordReset(c: Context<AppEnv>, user: SessionUser, token: string, ttlMs: number) {
  const { mailer, now } = c.get('deps');
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.passwordReset,
      text: [
        greeting(user),
        '',
        'Choose a new Caravan password here:',
        linkTo(c, RESET_PASSWORD_PATH, token),
        '',
        `The link works once and expires in ${lifetime(ttlMs)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      ].join('\n'),
    },
    now(),
  );
}

async function sendAlreadyRegistered(c: Context<AppEnv>, user: SessionUser) {
  const { mailer, now } = c.get('deps');
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.alreadyRegistered,
      text: [
        greeting(user),
        '',
        'Someone (hopefully you) tried to sign up with this address, but it already has a Caravan account.',
        `Sign in at ${linkTo(c, LOGIN_PATH)}, or if you forgot your password: ${linkTo(c, FORGOT_PASSWORD_PATH)}`,
      ].join('\n'),
    },
    now(),
  );
}

async function sendPasswordChanged(c: Context<AppEnv>, user: SessionUser) {
  const { mailer, now } = c.get('deps');
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.passwordChanged,
      text: [
        greeting(user),
        '',
        'Your Caravan password was just changed, and every other signed-in device was signed out.',
        `If this was not you, reset your password now: ${linkTo(c, FORGOT_PASSWORD_PATH)}`,
      ].join('\n'),
    },
    now(),
  );
}

/** Issues a fresh activation token for an account awaiting activation and e-mails it. */
async function resendActivation(c: Context<AppEnv>, user: SessionUser) {
  const { database, now } = c.get('deps');
  const { token } = await issueToken(database.db, user.id, 'activation', now(), ACTIVATION_TOKEN_TTL_MS);
  await sendActivation(c, user, token);
}

/** The password policy beyond length (PASSWORD_MIN_LENGTH): never the account's own e-mail address. */
function checkPasswordPolicy(password: string, user: SessionUser, field: string) {
  if (password.trim().toLowerCase() === user.email) {
    throw badRequest('Choose a password that is not your email address.', {
      [field]: 'Choose a password that is not your email address.',
    });
  }
}

const checkInboxAnswer = (c: Context<AppEnv>) =>
  c.json({ success: true as const, data: { message: CHECK_INBOX_MESSAGE } }, 200);

async function tokenOwner(c: Context<AppEnv>, token: string, purpose: UserTokenPurpose) {
  const { database, now } = c.get('deps');
  const userId = await peekToken(database.db, token, purpose, now());
  const user = await findUserById(database.db, userId);
  if (!user) throw notFound('No such account.');
  return user;
}

/** Sets a new password with a reset token: spends it, clears the expiry, ends every session of the account. */
async function resetWithToken(c: Context<AppEnv>, token: string, password: string) {
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const owner = await tokenOwner(c, token, 'password-reset');
  checkPasswordPolicy(password, owner, 'newPassword');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const userId = await spendToken(tx, token, 'password-reset', at);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordExpiresOn: null })
      .where(and(eq(users.id, userId), eq(users.active, true)))
      .returning();
    if (!updated) throw new AppError(409, 'USER_INACTIVE', 'This account is not active. Contact support.');
    return updated;
  });
  await deleteUserSessions(db, user.id);
  await clearFailures(db, `account:${user.email}`); // the new password may sign in even after a lockout
  if (c.get('session')?.user.id === user.id) clearSessionCookie(c);
  await sendPasswordChanged(c, user);
  return c.json({ success: true as const, data: { email: user.email, redirectTo: LOGIN_PATH, user: null } }, 200);
}

/** Changes the signed-in user's password after checking the current one (also the forced change of PLT-022/023). */
async function changeSignedIn(c: Context<AppEnv>, currentPassword: string | undefined, password: string) {
  const session = requireSession(c);
  if (session.impersonator) throw forbidden('A password cannot be changed while impersonating.');
  if (!currentPassword) {
    throw badRequest('Enter your current password', { currentPassword: 'Enter your current password' });
  }
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const throttleKey = `change-password:${session.user.id}`;
  const wait = await lockedFor(db, throttleKey, at);
  if (wait > 0) throw tooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
  const [current] = await db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
  if (!current?.passwordHash || !(await verifyPassword(currentPassword, current.passwordHash))) {
    await recordFailure(db, throttleKey, ACCOUNT_MAX_FAILURES, at);
    throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'The current password is incorrect.', {
      currentPassword: 'The current password is incorrect.',
    });
  }
  if (password === currentPassword) {
    const message = 'Choose a password different from the current one.';
    throw badRequest(message, { newPassword: message });
  }
  checkPasswordPolicy(password, current, 'newPassword');
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, passwordExpiresOn: null })
    .where(eq(users.id, current.id))
    .returning();
  const user = updated ?? current;
  await revokeTokens(db, user.id, 'password-reset', at);
  // Logout everywhere, then a fresh session for this browser: the change also rotates its own token.
  await deleteUserSessions(db, user.id);
  setSessionCookie(c, await createSession(db, user.id, at));
  await clearFailures(db, throttleKey);
  await sendPasswordChanged(c, user);
  return c.json(
    { success: true as const, data: { email: user.email, redirectTo: '/app', user: toUserView(user) } },
    200,
  );
}

// ---------------------------------------------------------------- handlers

export const accountRoutes = router()
  .openapi(signupRoute, async (c) => {
    const { email: address, firstName, lastName } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const at = now();
    const outcome = await database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: address,
          firstName,
          lastName,
          group: 'host',
          role: 'host-primary',
          active: false,
          createdAt: at,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return { kind: 'existing' as const, user: await findUserByEmail(tx, address) };
      await tx.insert(hosts).values({ userId: created.id, createdAt: at, updatedAt: at });
      const { token } = await issueToken(tx, created.id, 'activation', at, ACTIVATION_TOKEN_TTL_MS);
      return { kind: 'created' as const, user: created, token };
    });
    if (outcome.kind === 'created') await sendActivation(c, outcome.user, outcome.token);
    else if (outcome.user && awaitsActivation(outcome.user)) await resendActivation(c, outcome.user);
    else if (outcome.user?.active) await sendAlreadyRegistered(c, outcome.user);
    return checkInboxAnswer(c);
  })
  .openapi(checkActivationRoute, async (c) => {
    const { email: address } = c.req.valid('query');
    const user = await findUserByEmail(c.get('deps').database.db, address);
    return c.json({ success: true as const, data: { email: address, activated: Boolean(user?.active) } }, 200);
  })
  .openapi(activationProfileRoute, async (c) => {
    const user = await tokenOwner(c, c.req.valid('query').token, 'activation');
    const data = { email: user.email, firstName: user.firstName, lastName: user.lastName };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(activateRoute, async (c) => {
    const { token } = c.req.valid('query');
    const { password } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const at = now();
    const owner = await tokenOwner(c, token, 'activation');
    checkPasswordPolicy(password, owner, 'password');
    const passwordHash = await hashPassword(password);
    const user = await database.db.transaction(async (tx) => {
      const userId = await spendToken(tx, token, 'activation', at);
      const [activated] = await tx
        .update(users)
        .set({ passwordHash, active: true, passwordExpiresOn: null })
        .where(and(eq(users.id, userId), isNull(users.passwordHash)))
        .returning();
      if (!activated) throw new AppError(410, 'TOKEN_USED', 'This account is already activated. Sign in instead.');
      return activated;
    });
    return c.json({ success: true as const, data: { email: user.email, redirectTo: LOGIN_PATH } }, 200);
  })
  .openapi(resendActivationRoute, async (c) => {
    const user = await findUserByEmail(c.get('deps').database.db, c.req.valid('json').email);
    if (user && awaitsActivation(user)) await resendActivation(c, user);
    return checkInboxAnswer(c);
  })
  .openapi(requestNewPasswordRoute, async (c) => {
    const { database, now } = c.get('deps');
    const user = await findUserByEmail(database.db, c.req.valid('json').email);
    if (user?.active && user.passwordHash) {
      const { token } = await issueToken(database.db, user.id, 'password-reset', now(), PASSWORD_RESET_TOKEN_TTL_MS);
      await sendPasswordReset(c, user, token, PASSWORD_RESET_TOKEN_TTL_MS);
    } else if (user && awaitsActivation(user)) {
      await resendActivation(c, user); // no password to reset yet: the activation link sets the first one
    }
    return checkInboxAnswer(c);
  })
  .openapi(resetProfileRoute, async (c) => {
    const user = await tokenOwner(c, c.req.valid('query').token, 'password-reset');
    const data = { email: user.email, firstName: user.firstName, lastName: user.lastName };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const body = c.req.valid('json');
    if (body.token !== undefined) return resetWithToken(c, body.token, body.newPassword);
    return changeSignedIn(c, body.currentPassword, body.newPassword);
  })
  .openapi(adminResetTokenRoute, async (c) => {
    const session = requireGroup(c, 'admin');
    const { database, now } = c.get('deps');
    const db = database.db;
    const at = now();
    const target = await findUserById(db, c.req.valid('json').userId);
    if (!target) throw notFound('No such user.');
    let purpose: UserTokenPurpose;
    let issued: { token: string; expiresAt: Date };
    if (awaitsActivation(target)) {
      purpose = 'activation';
      issued = await issueToken(db, target.id, purpose, at, ACTIVATION_TOKEN_TTL_MS);
      await sendActivation(c, target, issued.token);
    } else if (!target.active) {
      throw new AppError(409, 'USER_INACTIVE', 'This account is deactivated; reactivate it before sending a link.');
    } else {
      purpose = 'password-reset';
      issued = await issueToken(db, target.id, purpose, at, ADMIN_RESET_TOKEN_TTL_MS);
      await sendPasswordReset(c, target, issued.token, ADMIN_RESET_TOKEN_TTL_MS);
    }
    await db.insert(auditLog).values({
      actorId: session.user.id,
      method: c.req.method,
      path: c.req.path,
      status: '200',
      detail: { event: 'user.reset-token', userId: target.id, purpose },
      at,
    });
    const data = { userId: target.id, email: target.email, purpose, expiresAt: issued.expiresAt.toISOString() };
    return c.json({ success: true as const, data }, 200);
  });

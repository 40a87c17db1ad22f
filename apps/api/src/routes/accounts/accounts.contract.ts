// The accounts API's contract (HAP-077..085, PLT-009/010/022): request schemas and route definitions.
import { createRoute, z } from '@hono/zod-openapi';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SPENT_LINK_STATUS,
} from '../../auth/accounts.constants.js';
import { userView } from '../../auth/user-view.js';
import { envelopeOf, errorResponses } from '../../http/openapi.js';
import { OPTIONAL_SESSION_ROUTE, PUBLIC_ROUTE } from '../../http/openapi-document.js';

// ---------------------------------------------------------------- schemas

export const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'The email address is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const newPassword = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'The password is too long');

export const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(NAME_MAX_LENGTH, `The ${label} is too long`);

export const tokenQuery = z.object({
  token: z
    .string({ error: 'The link has no token' })
    .min(1, 'The link has no token')
    .max(200, 'This link is not valid'),
});

export const emailBody = z.object({ email }).openapi('AccountEmailRequest');
export const signupBody = z
  .object({
    email,
    firstName: name('first name'),
    lastName: name('last name'),
    referralCode: z.string().trim().max(40, 'This referral link is not valid').optional().openapi({
      description: 'The code of the referral link the host signed up through (REF-001): recorded against the referrer',
    }),
  })
  .openapi('HostSignupRequest');
export const activateBody = z.object({ password: newPassword }).openapi('ActivateUserRequest');
export const changePasswordBody = z
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
export const adminResetBody = z
  .object({ userId: z.uuid({ message: 'Not a user id' }) })
  .openapi('AdminResetTokenRequest');

export const checkInbox = envelopeOf(z.object({ message: z.string() }));
export const doneWithRedirect = envelopeOf(z.object({ email: z.string(), redirectTo: z.string() }));
export const tokenProfile = envelopeOf(z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }));

export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
export const tokenRefused = {
  [SPENT_LINK_STATUS]: { ...errorResponses[400], description: 'The link was already used, replaced, or has expired' },
} as const;

// ---------------------------------------------------------------- routes

export const signupRoute = createRoute({
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

export const checkActivationRoute = createRoute({
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

export const activationProfileRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/authentication/activation/profile',
  tags: ['authentication'],
  summary: 'The account an activation link belongs to (HAP-080), for the /create-account/{token} page',
  request: { query: tokenQuery },
  responses: { 200: { description: 'The account', ...json(tokenProfile) }, ...errorResponses, ...tokenRefused },
});

export const activateRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/activate-user',
  tags: ['authentication'],
  summary: 'Activate an account with its e-mailed token and choose its password (HAP-082); then sign in',
  request: { query: tokenQuery, body: { required: true, ...json(activateBody) } },
  responses: { 200: { description: 'Activated', ...json(doneWithRedirect) }, ...errorResponses, ...tokenRefused },
});

export const resendActivationRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/reset-user-token',
  tags: ['authentication'],
  summary: 'Send a fresh activation link to an account awaiting activation (HAP-083); earlier links stop working',
  description: 'Answers the same whether or not the address has an account awaiting activation.',
  request: { body: { required: true, ...json(emailBody) } },
  responses: { 200: { description: 'E-mail on its way', ...json(checkInbox) }, ...errorResponses },
});

export const requestNewPasswordRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/authentication/request-new-password',
  tags: ['authentication'],
  summary: 'E-mail a password-reset link (HAP-084); the same answer whether or not the account exists',
  request: { body: { required: true, ...json(emailBody) } },
  responses: { 200: { description: 'E-mail on its way', ...json(checkInbox) }, ...errorResponses },
});

export const resetProfileRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/authentication/profile-password-reset',
  tags: ['authentication'],
  summary: 'The account a password-reset link belongs to (HAP-081), for the /change-password/{token} page',
  request: { query: tokenQuery },
  responses: { 200: { description: 'The account', ...json(tokenProfile) }, ...errorResponses, ...tokenRefused },
});

export const changePasswordRoute = createRoute({
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

export const adminResetTokenRoute = createRoute({
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

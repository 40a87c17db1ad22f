// The account calls of the public pages (spec §7.5): forgot/reset/change password and activation, typed by the
// API's OpenAPI document.
import { type ApiData, call } from '../api/index.js';

/** Who an e-mailed link belongs to (activation/profile, profile-password-reset). */
export type TokenOwner = ApiData<'/api/authentication/activation/profile', 'get'>;

// Every call here is made from a public page: a 401/403 shows the server's text instead of navigating away.
const publicCall = { authRedirect: false } as const;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const accountsApi = {
  /** POST /api/authentication/request-new-password: e-mails a reset link (HAP-084). */
  requestNewPassword: (email: string) =>
    call('post', '/api/authentication/request-new-password', { body: { email }, ...publicCall }),
  /** POST /api/authentication/reset-user-token: e-mails a fresh activation link (HAP-083). */
  resendActivation: (email: string) =>
    call('post', '/api/authentication/reset-user-token', { body: { email }, ...publicCall }),
  /** GET /api/authentication/activation/profile?token: the invited account (HAP-080). */
  activationProfile: (token: string, signal?: AbortSignal) =>
    call('get', '/api/authentication/activation/profile', { query: { token }, ...publicCall, ...withSignal(signal) }),
  /** POST /api/authentication/activate-user?token: activates the account with its first password (HAP-082). */
  activate: (token: string, password: string) =>
    call('post', '/api/authentication/activate-user', { query: { token }, body: { password }, ...publicCall }),
  /** GET /api/authentication/profile-password-reset?token: the account a reset link belongs to (HAP-081). */
  passwordResetProfile: (token: string, signal?: AbortSignal) =>
    call('get', '/api/authentication/profile-password-reset', {
      query: { token },
      ...publicCall,
      ...withSignal(signal),
    }),
  /** POST /api/authentication/change-password with a reset token: no session needed; sign in afterwards. */
  resetPassword: (token: string, newPassword: string) =>
    call('post', '/api/authentication/change-password', { body: { token, newPassword }, ...publicCall }),
  /** POST /api/authentication/change-password signed in: the current password proves it is the user (HAP-077). */
  changePassword: (currentPassword: string, newPassword: string) =>
    call('post', '/api/authentication/change-password', { body: { currentPassword, newPassword }, ...publicCall }),
};

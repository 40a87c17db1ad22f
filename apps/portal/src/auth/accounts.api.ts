// The account calls of the public pages (spec §7.5): forgot/reset/change password and activation, on the one request() client.
import { request } from '../api/index.js';

/** The one "check your inbox" answer of forgot-password and resend (the same whether or not the account exists). */
export interface CheckInbox {
  message: string;
}

/** Who an e-mailed link belongs to (activation/profile, profile-password-reset). */
export interface TokenOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** What a finished activation or password change answers: the address and where to go next. */
export interface AccountDone {
  email: string;
  redirectTo: string;
}

// Every call here is made from a public page: a 401/403 shows the server's text instead of navigating away.
const publicCall = { authRedirect: false } as const;

export const accountsApi = {
  /** POST /api/authentication/request-new-password: e-mails a reset link (HAP-084). */
  requestNewPassword: (email: string) =>
    request<CheckInbox>('/api/authentication/request-new-password', { body: { email }, ...publicCall }),
  /** POST /api/authentication/reset-user-token: e-mails a fresh activation link (HAP-083). */
  resendActivation: (email: string) =>
    request<CheckInbox>('/api/authentication/reset-user-token', { body: { email }, ...publicCall }),
  /** GET /api/authentication/activation/profile?token: the invited account (HAP-080). */
  activationProfile: (token: string, signal?: AbortSignal) =>
    request<TokenOwner>('/api/authentication/activation/profile', {
      query: { token },
      ...publicCall,
      ...(signal ? { signal } : {}),
    }),
  /** POST /api/authentication/activate-user?token: activates the account with its first password (HAP-082). */
  activate: (token: string, password: string) =>
    request<AccountDone>('/api/authentication/activate-user', { query: { token }, body: { password }, ...publicCall }),
  /** GET /api/authentication/profile-password-reset?token: the account a reset link belongs to (HAP-081). */
  passwordResetProfile: (token: string, signal?: AbortSignal) =>
    request<TokenOwner>('/api/authentication/profile-password-reset', {
      query: { token },
      ...publicCall,
      ...(signal ? { signal } : {}),
    }),
  /** POST /api/authentication/change-password with a reset token: no session needed; sign in afterwards. */
  resetPassword: (token: string, newPassword: string) =>
    request<AccountDone>('/api/authentication/change-password', { body: { token, newPassword }, ...publicCall }),
  /** POST /api/authentication/change-password signed in: the current password proves it is the user (HAP-077). */
  changePassword: (currentPassword: string, newPassword: string) =>
    request<AccountDone>('/api/authentication/change-password', {
      body: { currentPassword, newPassword },
      ...publicCall,
    }),
};

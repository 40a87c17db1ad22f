// The portal's typed API calls, one function per endpoint.
import { request } from './client.js';
import type { LoginResult, Profile, UserList } from './types.js';

export { ApiError, request } from './client.js';
export type * from './types.js';

export const api = {
  /** POST /api/authentication/login; errors (wrong password, rate limit) come back as ApiError, never a redirect. */
  login: (email: string, password: string) =>
    request<LoginResult>('/api/authentication/login', { body: { email, password }, authRedirect: false }),
  /** POST /api/authentication/logout */
  logout: () => request<Record<string, never>>('/api/authentication/logout', { body: {}, authRedirect: false }),
  /** GET /api/me/profile */
  profile: (options: { authRedirect?: boolean; signal?: AbortSignal } = {}) =>
    request<Profile>('/api/me/profile', options),
  /** GET /api/admin/users?search= */
  users: (search: string, signal?: AbortSignal) =>
    request<UserList>('/api/admin/users', { query: { search }, ...(signal ? { signal } : {}) }),
};

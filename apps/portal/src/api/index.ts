// The portal's API calls outside the traveler app, typed by the API's OpenAPI document (see typed.ts).
import type { UserGroup as DomainUserGroup } from '@caravan/domain';
import { call, type Schema } from './typed.js';

export { ApiError, request } from './client.js';
export { call } from './typed.js';
export type { ApiData, Schema } from './typed.js';

export type UserGroup = DomainUserGroup;
/** GET /api/me/profile */
export type Profile = Schema<'Profile'>;
/** One row of GET /api/admin/users */
export type UserSummary = Schema<'User'>;

export const api = {
  /** POST /api/authentication/login; errors (wrong password, rate limit) come back as ApiError, never a redirect. */
  login: (email: string, password: string) =>
    call('post', '/api/authentication/login', { body: { email, password }, authRedirect: false }),
  /** POST /api/authentication/logout */
  logout: () => call('post', '/api/authentication/logout', { authRedirect: false }),
  /** GET /api/me/profile */
  profile: (options: { authRedirect?: boolean; signal?: AbortSignal } = {}) => call('get', '/api/me/profile', options),
  /** GET /api/admin/users?search=&cursor=: one page of the users matching the term. */
  users: (search: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/users', {
      query: { search, ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    }),
};

// Response shapes of the API endpoints the portal calls (mirrors the API contract until the API exports its schemas).

/** The envelope every API response is wrapped in. */
export type ApiEnvelope<T> =
  | { success: true; data: T }
  | { success: false; error: string; code: string; fields?: Record<string, string> };

export type UserGroup = 'admin' | 'host' | 'operator' | 'traveler';

/** GET /api/me/profile */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  group: UserGroup;
  role: string | null;
  impersonating: null | { by: { id: string; email: string } };
}

/** POST /api/authentication/login */
export interface LoginResult {
  user: Pick<Profile, 'id' | 'email' | 'firstName' | 'lastName' | 'group'> & Partial<Profile>;
}

/** One row of GET /api/admin/users */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  group: UserGroup;
  role: string | null;
}

export interface UserList {
  items: UserSummary[];
}

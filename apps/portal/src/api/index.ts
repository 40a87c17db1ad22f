// The portal's API calls outside the traveler app, typed by the API's OpenAPI document (see typed.ts).
import type {
  AdminReinstateStatus,
  CancellationInputs,
  CancellationReasonCode,
  UserGroup as DomainUserGroup,
} from '@caravan/domain';
import { call, type Schema } from './typed.js';

export { ApiError, request } from './client.js';
export { call } from './typed.js';
export type { ApiData, Schema } from './typed.js';

export type UserGroup = DomainUserGroup;
/** GET /api/me/profile */
export type Profile = Schema<'Profile'>;
/** One row of GET /api/admin/users */
export type UserSummary = Schema<'User'>;
/** GET /api/admin/users/{id}/overview */
export type AdminUserOverview = Schema<'AdminUserOverview'>;
/** GET /api/admin/trips/{id}/overview */
export type AdminTripOverview = Schema<'AdminTripOverview'>;
/** One row of GET /api/admin/trips/{id}/bookings */
export type AdminTripBooking = Schema<'AdminTripBooking'>;
/** One move of a lifecycle timeline (MKT-024); `by` and `reason` as the reader may see them. */
export type TimelineEntry = Schema<'TimelineEntry'>;
/** A trip lifecycle event as the events route takes it. */
export type TripEvent = Schema<'TripEvent'>;

export const api = {
  /** GET /api/me/bookings/{id}/timeline: a page of a booking's moves as its traveler (or host) reads them (MKT-024). */
  bookingTimeline: (bookingId: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/me/bookings/{id}/timeline', {
      params: { id: bookingId },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  /** GET /api/me/trips/{id}/timeline: a page of a trip's moves as its host or operator reads them (MKT-024). */
  tripTimeline: (tripId: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/me/trips/{id}/timeline', {
      params: { id: tripId },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  /** POST /api/authentication/login; errors (wrong password, rate limit) come back as ApiError, never a redirect. */
  login: (email: string, password: string) =>
    call('post', '/api/authentication/login', { body: { email, password }, authRedirect: false }),
  /** POST /api/authentication/logout */
  logout: () => call('post', '/api/authentication/logout', { authRedirect: false }),
  /** GET /api/me/profile */
  profile: (options: { authRedirect?: boolean; signal?: AbortSignal } = {}) => call('get', '/api/me/profile', options),
  /** Who is signed in, or `profile: null` for a visitor (200 either way: a public page asks this, never the profile). */
  session: (options: { signal?: AbortSignal } = {}) =>
    call('get', '/api/authentication/session', { authRedirect: false, ...options }),
  /** GET /api/admin/users?search=&cursor=: one page of the users matching the term. */
  users: (search: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/users', {
      query: { search, ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    }),
  /** GET /api/admin/users/{id}/overview: one user as the admin's detail page shows them (MKT-021). */
  userOverview: (id: string, signal?: AbortSignal) =>
    call('get', '/api/admin/users/{id}/overview', { params: { id }, ...(signal ? { signal } : {}) }),
  /** GET /api/admin/trips/{id}/overview: the admin trip page's trip and actions (MKT-022). */
  tripOverview: (id: string, signal?: AbortSignal) =>
    call('get', '/api/admin/trips/{id}/overview', { params: { id }, ...(signal ? { signal } : {}) }),
  /** GET /api/admin/trips/{id}/{timeline,bookings,payments}: a page of one of the admin trip page's lists. */
  adminTripTimeline: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/trips/{id}/timeline', {
      params: { id },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  /** GET /api/admin/bookings/{id}/timeline: a page of a booking's moves and money movements (MKT-041). */
  adminBookingTimeline: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/bookings/{id}/timeline', {
      params: { id },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  adminTripBookings: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/trips/{id}/bookings', {
      params: { id },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  adminTripPayments: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/admin/trips/{id}/payments', {
      params: { id },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  /** POST /api/admin/trips/{id}/events: one lifecycle event; a refusal is a 409 naming the guard. */
  sendTripEvent: (id: string, event: TripEvent) =>
    call('post', '/api/admin/trips/{id}/events', { params: { id }, body: event }),
  /** POST /api/admin/bookings/{id}/refund and /discount: money back or off, under an Idempotency-Key (MKT-023). */
  adminBookingMoney: (id: string, tool: 'refund' | 'discount', amount: number, idempotencyKey: string) =>
    call('post', tool === 'refund' ? '/api/admin/bookings/{id}/refund' : '/api/admin/bookings/{id}/discount', {
      params: { id },
      body: { amount },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** POST /api/admin/bookings/{id}/cancel with a booking reason code and the fields it requires (MKT-023, CXL-020). */
  adminCancelBooking: (id: string, reasonCode: CancellationReasonCode, inputs: CancellationInputs) =>
    call('post', '/api/admin/bookings/{id}/cancel', { params: { id }, body: { reasonCode, ...inputs } }),
  /** POST /api/admin/bookings/{id}/reinstate with the status it returns to (MKT-023). */
  adminReinstateBooking: (id: string, status: AdminReinstateStatus) =>
    call('post', '/api/admin/bookings/{id}/reinstate', { params: { id }, body: { status } }),
  /** POST /api/admin/users/{id}/impersonate: the session becomes the user's (HAP-086). */
  impersonate: (id: string) => call('post', '/api/admin/users/{id}/impersonate', { params: { id } }),
  /** POST /api/authentication/end-impersonation: the banner's close (PLT-026, MKT-021). */
  endImpersonation: () => call('post', '/api/authentication/end-impersonation', { authRedirect: false }),
};

// Server state in TanStack Query: the one QueryClient's defaults, every query key, and a screen's view of a query.
import { QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './client.js';

/**
 * Every query key in one place. Keys nest by owner, so invalidating `['me']` after a traveler's change refetches
 * every traveler read on screen.
 */
export const queryKeys = {
  profile: () => ['me', 'profile'] as const,
  me: () => ['me'] as const,
  myTrips: () => ['me', 'trips'] as const,
  myTripPage: (tripId: string) => ['me', 'trips', tripId, 'page'] as const,
  tripAddOnOffers: (tripId: string) => ['me', 'trips', tripId, 'add-ons'] as const,
  bookingPayments: (bookingId: string, version: string) => ['me', 'bookings', bookingId, 'payments', version] as const,
  bookingTimeline: (bookingId: string) => ['me', 'bookings', bookingId, 'timeline'] as const,
  tripTimeline: (tripId: string) => ['me', 'trips', tripId, 'timeline'] as const,
  adminUsers: (search: string) => ['admin', 'users', search] as const,
  adminUser: (id: string) => ['admin', 'user', id] as const,
  adminTrip: (id: string) => ['admin', 'trip', id] as const,
  /** A list of the admin trip page, under the trip's key so a move or a booking tool re-reads it with the trip. */
  adminTripList: (id: string, list: 'timeline' | 'bookings' | 'payments') => ['admin', 'trip', id, list] as const,
  /** A booking's timeline on its trip's admin page, under the trip's key so a booking tool re-reads it. */
  adminBookingTimeline: (tripId: string, bookingId: string) =>
    ['admin', 'trip', tripId, 'booking', bookingId, 'timeline'] as const,
  linkOwner: (purpose: 'activation' | 'password-reset', token: string) => ['account', purpose, token] as const,
};

/** A refusal (4xx) or a redirect away is an answer, not a hiccup: retrying it changes nothing. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && (error.redirected || (error.status >= 400 && error.status < 500)));

/** The portal's QueryClient: reads retry transient failures twice; writes (money among them) never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: worthRetrying, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** What a screen shows for a read: loading (maybe with the last data), ready, or failed with a message. */
export type LoadState<T> =
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; data?: T | undefined };

/**
 * A query as a LoadState: a refetch keeps showing the data it has; a call that already navigated away (the 401/403
 * rule) stays 'loading', as there is nothing to show.
 */
export function loadStateOf<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error'>): LoadState<T> {
  const { status, data, error } = query;
  if (status === 'error' && !(error instanceof ApiError && error.redirected))
    return {
      status: 'failed',
      message: error instanceof Error ? error.message : 'There was an error processing your request',
      data,
    };
  if (status === 'success' && data !== undefined) return { status: 'ready', data };
  return { status: 'loading', data };
}

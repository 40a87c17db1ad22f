// The public trip page's calls: the trip (public view), a visit with its channel, and the booking (Idempotency-Key).
import { IDEMPOTENCY_KEY_HEADER, type StartBookingAffirmCheckoutRequest } from '@caravan/domain';
import type { BookTripRequest } from '@caravan/machines';
import { call, type Schema } from '../api/typed.js';

export type PublicTrip = Schema<'PublicTrip'>;
export type NewBooking = Schema<'NewBooking'>;

export const publicTripKey = (slug: string) => ['public', 'trip', slug] as const;

export const publicTripApi = {
  /** GET /api/public/trips/{slug}: no session needed (a 404 shows the page's not-found state). */
  trip: (slug: string, signal?: AbortSignal) =>
    call('get', '/api/public/trips/{slug}', { params: { slug }, authRedirect: false, ...(signal ? { signal } : {}) }),
  /** POST /api/public/trips/{slug}/visits: the channel is read from the page's utm_* and the referrer. */
  visit: (slug: string, search: string, referrer: string) => {
    const q = new URLSearchParams(search);
    const opt = (name: string) => q.get(name) ?? undefined;
    return call('post', '/api/public/trips/{slug}/visits', {
      params: { slug },
      authRedirect: false,
      body: {
        utmSource: opt('utm_source'),
        utmMedium: opt('utm_medium'),
        utmCampaign: opt('utm_campaign'),
        referrer: referrer || undefined,
      },
    });
  },
  /** POST /api/public/trips/{id}/bookings: a visitor's 401 (wrong password) is the form's error, not a redirect. */
  book: (tripId: string, request: BookTripRequest, idempotencyKey: string) =>
    call('post', '/api/public/trips/{id}/bookings', {
      params: { id: tripId },
      body: request,
      authRedirect: false,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  /** POST /api/public/trips/{id}/affirm-checkouts: the server prices the first payment and starts Affirm's checkout. */
  startAffirm: (tripId: string, body: StartBookingAffirmCheckoutRequest, idempotencyKey: string) =>
    call('post', '/api/public/trips/{id}/affirm-checkouts', {
      params: { id: tripId },
      body,
      authRedirect: false,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  /** Whether someone is signed in (the form then asks no password). */
  signedIn: async (signal?: AbortSignal) =>
    (await call('get', '/api/authentication/session', { authRedirect: false, ...(signal ? { signal } : {}) })).profile,
};

// The traveler's waitlist offer calls (MKT-046): read the offer on a booking, take the held spot by paying the deposit.
import { call } from '../../api/typed.js';

export const waitlistOfferQueryKey = (bookingId: string) => ['me', 'booking', bookingId, 'waitlist-offer'] as const;

/** GET /api/me/bookings/{id}/waitlist-offer: the offer, or null when no spot was offered. */
export const fetchWaitlistOffer = (bookingId: string, signal?: AbortSignal) =>
  call('get', '/api/me/bookings/{id}/waitlist-offer', { params: { id: bookingId }, ...(signal ? { signal } : {}) });

/** POST /api/me/bookings/{id}/waitlist-offer/accept: pays the deposit with the chosen card. */
export const acceptWaitlistOffer = (bookingId: string, cardToken: string) =>
  call('post', '/api/me/bookings/{id}/waitlist-offer/accept', { params: { id: bookingId }, body: { cardToken } });

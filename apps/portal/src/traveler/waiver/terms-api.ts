// The traveler terms calls: the page's address (TAP-017) and the two flags it can send (TAP-018, TAP-019).
import { travelerTermsResultSchema } from '@caravan/domain';
import { call } from '../../api/typed.js';

/** The terms page of a trip, loaded in a frame. */
export const travelerTermsPageUrl = (tripId: string) =>
  `/api/me/pages/traveler-terms?tripId=${encodeURIComponent(tripId)}`;

/** Records the flag the terms frame sent for the trip. */
export async function sendTermsFlag(tripId: string, flag: 'termsAccepted' | 'minorDisclaimer') {
  const path =
    flag === 'termsAccepted' ? '/api/me/trips/{id}/accept-traveler-terms' : '/api/me/trips/{id}/minor-disclaimer';
  return travelerTermsResultSchema.parse(await call('post', path, { params: { id: tripId } }));
}

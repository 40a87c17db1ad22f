// The trip form calls: the traveler's record and form on the trip (TAP-006) and the save for trip and user (TAP-002).
import { myTripFormSchema, myTripTravelersSchema, type TravelerTripForm } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const tripFormQueryKey = (tripId: string) => ['me', 'trips', tripId, 'trip-form'] as const;

/** The viewer's own record and form on the trip. */
export async function fetchMyTripForm(tripId: string, signal?: AbortSignal) {
  // A traveler's page holds their one record on the trip (HAP-017 pages the trip's travelers for every audience).
  const records = myTripTravelersSchema.parse(
    await call('get', '/api/me/trips/{id}/travelers', { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  );
  const mine = records.items[0];
  if (!mine) throw new Error('Your traveler record on this trip was not found.');
  return mine;
}

/** PUT /api/me/trips/{id}/users/{userId}/trip-form: answers the form as saved. */
export async function saveMyTripForm(tripId: string, userId: string, form: TravelerTripForm) {
  return myTripFormSchema.parse(
    await call('put', '/api/me/trips/{id}/users/{userId}/trip-form', {
      params: { id: tripId, userId },
      body: JSON.parse(JSON.stringify(form)),
    }),
  );
}

// The admin's trip request update (TRP-006, decision 025): the typed calls and the outcome the form shows.
import { TRIP_REQUEST_SAVE_FAILED, TRIP_REQUEST_SAVED } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type AdminTripRequest = Schema<'TripRequest'>;
export type TripRequestUpdate = { additionalRequests: string };
/** What a save shows: the spec's success or failure copy, never the server's own text (host-and-platform §8). */
export type TripRequestSaveOutcome = { tone: 'success' | 'danger'; message: string };

export const tripRequestEditApi = {
  /** GET /api/admin/trip-requests/{id} */
  get: (id: string, signal?: AbortSignal) =>
    call('get', '/api/admin/trip-requests/{id}', { params: { id }, ...(signal ? { signal } : {}) }),
  /** POST /api/admin/trip-requests/{id}: a request no longer pending is a 409. */
  save: (id: string, body: TripRequestUpdate) =>
    call('post', '/api/admin/trip-requests/{id}', { params: { id }, body }),
};

/** Saves through `save` (the client, or a stub in tests) and answers the message the form shows. */
export async function saveTripRequest(
  save: (id: string, body: TripRequestUpdate) => Promise<unknown>,
  id: string,
  body: TripRequestUpdate,
): Promise<TripRequestSaveOutcome> {
  try {
    await save(id, body);
    return { tone: 'success', message: TRIP_REQUEST_SAVED };
  } catch {
    return { tone: 'danger', message: TRIP_REQUEST_SAVE_FAILED };
  }
}

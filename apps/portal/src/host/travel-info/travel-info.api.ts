// The Travel Info tab's calls (HTI-001), typed by the API's OpenAPI document, and its query key.
import type { TripTravelerForm } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostTravelInfo = Schema<'HostTravelInfo'>;
const PATH = '/api/me/host/trips/{id}/travel-info' as const;

export const travelInfoKey = (tripId: string) => ['host', 'trips', tripId, 'travel-info'] as const;

export const travelInfoApi = {
  read: (id: string, signal?: AbortSignal) => call('get', PATH, { params: { id }, ...(signal ? { signal } : {}) }),
  save: (id: string, form: TripTravelerForm) => call('put', PATH, { params: { id }, body: form }),
};

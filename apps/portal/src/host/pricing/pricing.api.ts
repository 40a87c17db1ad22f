// The Pricing tab's and the Bookings earnings card's calls (HPR-001, HBK-008), typed by the API's OpenAPI document.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostPricing = Schema<'HostPricing'>;
export type HostPricingSave = Schema<'HostPricingSave'>;
export type HostEarnings = Schema<'HostEarnings'>;

export const pricingKeys = {
  pricing: (tripId: string) => ['host', 'trip', tripId, 'pricing'] as const,
  earnings: (tripId: string) => ['host', 'trip', tripId, 'earnings'] as const,
};

const BASE = '/api/me/host/trips/{id}' as const;

export const pricingApi = {
  read: (tripId: string, signal?: AbortSignal) =>
    call('get', `${BASE}/pricing`, { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  save: (tripId: string, body: HostPricingSave) => call('put', `${BASE}/pricing`, { params: { id: tripId }, body }),
  earnings: (tripId: string, signal?: AbortSignal) =>
    call('get', `${BASE}/earnings`, { params: { id: tripId }, ...(signal ? { signal } : {}) }),
};

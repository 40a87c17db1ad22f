// The transfer flow's API calls (one per /api/me ground-transfer route), typed by the OpenAPI document.
import { IDEMPOTENCY_KEY_HEADER } from '@caravan/domain';
import { call, type ApiData } from '../../api/typed.js';

export type TransferContext = ApiData<'/api/me/trips/{id}/ground-transfer', 'get'>;
export type TransferPlace = ApiData<'/api/me/ground-transfers/places', 'get'>['places'][number];
export type CreateTransfersBody = Parameters<typeof transferApi.create>[0];
export type BookedTransfers = ApiData<'/api/me/ground-transfers', 'post'>;
export type CreateFocTransfersBody = Parameters<typeof transferApi.createForFoc>[1];

/** Where the host's flow returns: the workspace's bookings tab, whose FOC transfers card lists the rides (RID-004). */
export const hostTransfersPage = (tripId: string) => `/app/host/trips/${encodeURIComponent(tripId)}/bookings`;

export const transferApi = {
  /** GET /api/me/trips/{id}/ground-transfer: trip, booking, eligibility and windows (GTF-010, GTR-021). */
  context: (tripId: string, signal?: AbortSignal) =>
    call('get', '/api/me/trips/{id}/ground-transfer', { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  /** GET /api/me/ground-transfers/places (OAP-019). */
  places: (tripId: string, signal?: AbortSignal) =>
    call('get', '/api/me/ground-transfers/places', { query: { tripId }, ...(signal ? { signal } : {}) }),
  /** POST /api/me/ground-transfers/estimated-duration (OAP-020). */
  estimatedDuration: (tripId: string, originPlaceId: string, destinationPlaceId: string) =>
    call('post', '/api/me/ground-transfers/estimated-duration', {
      body: { tripId, originPlaceId, destinationPlaceId },
    }),
  /** POST /api/me/ground-transfers/quotes (OAP-007). */
  quotes: (body: NonNullable<Parameters<typeof call<'/api/me/ground-transfers/quotes', 'post'>>[2]>['body']) =>
    call('post', '/api/me/ground-transfers/quotes', body ? { body } : {}),
  /** POST /api/me/ground-transfers with an Idempotency-Key (OAP-008). */
  create: (
    body: NonNullable<NonNullable<Parameters<typeof call<'/api/me/ground-transfers', 'post'>>[2]>['body']>,
    idempotencyKey: string,
  ) => call('post', '/api/me/ground-transfers', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  /** POST /api/me/trips/{id}/ground-transfers: the host's free transfers for a FOC traveler (GTF-014). */
  createForFoc: (
    tripId: string,
    body: NonNullable<NonNullable<Parameters<typeof call<'/api/me/trips/{id}/ground-transfers', 'post'>>[2]>['body']>,
    idempotencyKey: string,
  ) =>
    call('post', '/api/me/trips/{id}/ground-transfers', {
      params: { id: tripId },
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
};

// The rooming board's calls (MKT-048), typed by the API's OpenAPI document: the host's board (read, save) and the
// operator's read-only one, with the hotel's list links.
import type { BoardRoom } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type RoomingBoardData = Schema<'RoomingBoard'>;
export type RoomingAudience = 'host' | 'operator';

export const roomingKey = (audience: RoomingAudience, tripId: string) => [audience, 'trip', tripId, 'rooming'] as const;

/** The board's path for each audience (the downloads are under it). */
export const roomingPath = (audience: RoomingAudience, tripId: string) =>
  audience === 'host' ? `/api/me/host/trips/${tripId}/rooming` : `/api/me/trips/${tripId}/rooming`;

export const roomingApi = {
  read: (audience: RoomingAudience, tripId: string, signal?: AbortSignal) =>
    audience === 'host'
      ? call('get', '/api/me/host/trips/{id}/rooming', { params: { id: tripId }, ...(signal ? { signal } : {}) })
      : call('get', '/api/me/trips/{id}/rooming', { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  save: (tripId: string, rooms: readonly BoardRoom[]) =>
    call('put', '/api/me/host/trips/{id}/rooming', {
      params: { id: tripId },
      body: { rooms: rooms.map((r) => ({ label: r.label, kind: r.kind, travelerIds: [...r.travelerIds] })) },
    }),
};

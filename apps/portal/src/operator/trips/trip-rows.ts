// The operator's sidebar rows: trips by status, and pending trip requests in New Trip Requests (model=tripRequest).
import { type OperatorTripModel, type Page, type TripStatus, tripStatusSchema } from '@caravan/domain';
import { call } from '../../api/typed.js';
import { tripApi } from './trips.api.js';

export interface TripRow {
  id: string;
  name: string;
  status: TripStatus;
  model: OperatorTripModel;
}

/** One page of the operator's trips (the organiser's answer of the shared route), statuses normalised. */
export async function tripPage(cursor: string | undefined, signal: AbortSignal): Promise<Page<TripRow>> {
  const data = await call('get', '/api/me/trips', { query: cursor ? { cursor } : {}, signal });
  if (!('items' in data)) return { items: [], nextCursor: null };
  const items = (data.items as { id: string; name: string; status: string }[]).flatMap((t) => {
    const status = tripStatusSchema.safeParse(t.status);
    return status.success ? [{ id: t.id, name: t.name, status: status.data, model: 'trip' as const }] : [];
  });
  return { items, nextCursor: data.nextCursor };
}

/** DECIDE: a request has no trip name yet; the sidebar names it by its date and package. */
export const tripRequestLabel = (r: { startDate: string | null; selectedPackage: string }) =>
  `Trip request ${r.startDate ?? ''} (${r.selectedPackage})`.replace('  ', ' ');

/** One page of the pending trip requests, as New Trip Requests rows (a request is grouped with created trips). */
export async function requestPage(cursor: string | undefined, signal: AbortSignal): Promise<Page<TripRow>> {
  const data = await tripApi.pendingRequests(cursor, signal);
  const items = data.items.map((r) => ({
    id: r.id,
    name: tripRequestLabel(r),
    status: 'created' as const,
    model: 'tripRequest' as const,
  }));
  return { items, nextCursor: data.nextCursor };
}

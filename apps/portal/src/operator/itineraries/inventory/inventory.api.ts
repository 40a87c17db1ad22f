// The Itinerary Inventory calls (OAP-002..006), typed by the OpenAPI document, and the machine's save actor: an update
// sends only the fields that changed (OAP-005).
import type { InventoryItem, InventoryItemInput } from '@caravan/domain';
import type { InventorySaveRequest } from '@caravan/machines';
import type { Schema } from '../../../api/index.js';
import { call } from '../../../api/typed.js';

export type InventoryItemView = Schema<'InventoryItem'>;
export const inventoryKeys = { list: (itineraryId: string) => ['operator', 'inventory', itineraryId] as const };

/** The view as the machine's item (the domain shape). */
export const asDomainItem = (v: InventoryItemView): InventoryItem => ({
  ...v,
  id: v.id,
  preTransferPrice: v.preTransferPrice ?? undefined,
  postTransferPrice: v.postTransferPrice ?? undefined,
  preAccommodation: (v.preAccommodation ?? undefined) as InventoryItem['preAccommodation'],
  postAccommodation: (v.postAccommodation ?? undefined) as InventoryItem['postAccommodation'],
  accommodationSelections: [],
  pendingTrips: [],
  confirmedTrips: [],
});

const WRITABLE = [
  'quantityAvailable',
  'singleSupplementPrice',
  'singleSupplementQuantityAvailable',
  'preTransferPrice',
  'postTransferPrice',
  'preAccommodation',
  'postAccommodation',
  'costSchedule',
] as const;

/** OAP-005: the writable fields of `next` that differ from `current` (an absent optional price becomes null). */
export function changedFields(current: InventoryItemView, next: InventoryItemInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    const value = (next as Record<string, unknown>)[key] ?? null;
    const before = (current as Record<string, unknown>)[key] ?? null;
    if (JSON.stringify(value) !== JSON.stringify(before)) out[key] = value;
  }
  return out;
}

export const inventoryApi = {
  /** OAP-002: a page of the departures (issue 18); the cursor of the page before, none for the first. */
  list: (itineraryId: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', '/api/me/itineraries/{itineraryId}/inventory', {
      params: { itineraryId },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  /** The inventory form machine's save actor. */
  save: (itineraryId: string, items: readonly InventoryItemView[], request: InventorySaveRequest) => {
    if (request.mode === 'delete')
      return call('delete', '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}', {
        params: { itineraryId, inventoryItemId: request.id },
      });
    if (request.mode === 'update') {
      const current = items.find((i) => i.id === request.id);
      const body = current ? changedFields(current, request.item) : {};
      return call('patch', '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}', {
        params: { itineraryId, inventoryItemId: request.id },
        body: body as Schema<'InventoryItemUpdate'>,
      });
    }
    const { itinerary: _i, ...item } = request.item;
    return call('post', '/api/me/itineraries/{itineraryId}/inventory', {
      params: { itineraryId },
      body: { ...(item as object), itinerary: itineraryId } as Schema<'InventoryItemCreate'>,
    });
  },
};

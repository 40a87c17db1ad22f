// The alternatives calls (OAP-018), typed by the OpenAPI document, and the panel's selection saves (ALT-019): each
// write answers the whole alternatives view, which replaces the query's data.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type ItineraryAlternatives = Schema<'ItineraryAlternatives'>;
export type AccommodationRange = ItineraryAlternatives['ranges'][number];
export type AlternativeForm = Schema<'AlternativeAccommodationForm'>;
export const alternativesKeys = { of: (itineraryId: string) => ['operator', 'alternatives', itineraryId] as const };

export const alternativesApi = {
  get: (itineraryId: string, signal?: AbortSignal) =>
    call('get', '/api/me/itineraries/{itineraryId}/alternatives', {
      params: { itineraryId },
      ...(signal ? { signal } : {}),
    }),
  create: (itineraryId: string, dayRangeIndex: number, form: AlternativeForm) =>
    call('post', '/api/me/itineraries/{itineraryId}/alternatives', {
      params: { itineraryId },
      body: { dayRangeIndex, ...form },
    }),
  update: (itineraryId: string, alternativeId: string, form: AlternativeForm) =>
    call('patch', '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}', {
      params: { itineraryId, alternativeId },
      body: form,
    }),
  remove: (itineraryId: string, alternativeId: string) =>
    call('delete', '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}', {
      params: { itineraryId, alternativeId },
    }),
  swap: (itineraryId: string, alternativeId: string) =>
    call('post', '/api/me/itineraries/{itineraryId}/alternatives/{alternativeId}/swap', {
      params: { itineraryId, alternativeId },
    }),
  /** ALT-019: an inventory item update carrying only accommodationSelections. */
  saveSelections: (itineraryId: string, inventoryItemId: string, accommodationSelections: string[]) =>
    call('patch', '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}', {
      params: { itineraryId, inventoryItemId },
      body: { accommodationSelections },
    }),
};

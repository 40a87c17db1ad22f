// The host Itinerary tab's calls: the day list (typed by the OpenAPI document) and the PDF, fetched as a file.
import { downloadPdf } from '../../../api/download-pdf.js';
import type { Schema } from '../../../api/index.js';
import { call } from '../../../api/typed.js';

export type HostItinerary = Schema<'HostItinerary'>;

export const hostItineraryKey = (tripId: string) => ['host', 'trips', tripId, 'itinerary'] as const;

/** GET /api/me/host/trips/{id}/itinerary */
export const fetchHostItinerary = (id: string, signal?: AbortSignal) =>
  call('get', '/api/me/host/trips/{id}/itinerary', { params: { id }, ...(signal ? { signal } : {}) });

/** The PDF's address. */
export const hostItineraryPdfUrl = (tripId: string) => `/api/me/host/trips/${encodeURIComponent(tripId)}/itinerary/pdf`;

/** Downloads the PDF and saves it as `fileName`; any failure rejects (WSP-077). */
export const downloadHostItineraryPdf = (tripId: string, fileName: string): Promise<void> =>
  downloadPdf(hostItineraryPdfUrl(tripId), fileName);

// The host Itinerary tab's calls: the day list (typed by the OpenAPI document) and the PDF, fetched as a file.
import type { Schema } from '../../../api/index.js';
import { call } from '../../../api/typed.js';

export type HostItinerary = Schema<'HostItinerary'>;

export const hostItineraryKey = (tripId: string) => ['host', 'trips', tripId, 'itinerary'] as const;

/** GET /api/me/host/trips/{id}/itinerary */
export const fetchHostItinerary = (id: string, signal?: AbortSignal) =>
  call('get', '/api/me/host/trips/{id}/itinerary', { params: { id }, ...(signal ? { signal } : {}) });

/** The PDF's address. */
export const hostItineraryPdfUrl = (tripId: string) => `/api/me/host/trips/${encodeURIComponent(tripId)}/itinerary/pdf`;

/** Downloads the PDF and saves it as `fileName`; a file, not JSON, so fetched directly. Any failure rejects (WSP-077). */
export async function downloadHostItineraryPdf(tripId: string, fileName: string): Promise<void> {
  const res = await fetch(hostItineraryPdfUrl(tripId), { credentials: 'same-origin' });
  if (!res.ok || res.headers.get('content-type') !== 'application/pdf') throw new Error(`PDF ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

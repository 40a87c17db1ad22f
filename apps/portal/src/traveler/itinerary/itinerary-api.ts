// The itinerary calls: the day-by-day itinerary (TAP-007) and its PDF, fetched as a file and saved under its name.
import { myItinerarySchema } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const itineraryQueryKey = (tripId: string) => ['me', 'trips', tripId, 'itinerary'] as const;

/** GET /api/me/trips/{id}/itinerary */
export const fetchItinerary = async (tripId: string, signal?: AbortSignal) =>
  myItinerarySchema.parse(
    await call('get', '/api/me/trips/{id}/itinerary', { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  );

/** The PDF's address. */
export const itineraryPdfUrl = (tripId: string) => `/api/me/trips/${encodeURIComponent(tripId)}/itinerary/pdf`;

/**
 * Downloads the itinerary PDF and saves it as `fileName` (TRV-054). A file, not JSON, so it is fetched directly
 * rather than through the JSON client; any failure rejects (TRV-055).
 */
export async function downloadItineraryPdf(tripId: string, fileName: string): Promise<void> {
  const res = await fetch(itineraryPdfUrl(tripId), { credentials: 'same-origin' });
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

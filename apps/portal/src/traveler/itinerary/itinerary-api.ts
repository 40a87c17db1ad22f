// The itinerary calls: the day-by-day itinerary (TAP-007) and its PDF, fetched as a file and saved under its name.
import { downloadPdf } from '../../api/download-pdf.js';
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

/** Downloads the itinerary PDF and saves it as `fileName` (TRV-054); any failure rejects (TRV-055). */
export const downloadItineraryPdf = (tripId: string, fileName: string): Promise<void> =>
  downloadPdf(itineraryPdfUrl(tripId), fileName);

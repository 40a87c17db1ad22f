// The sandbox maps adapters: place lookup over SANDBOX_PLACES and a distance matrix from great-circle distance.
//
// Test conventions: places of two different destinations have no road between them (ZERO_RESULTS, so the API falls
// back to 360 seconds); the place id 'sbx-matrix-error' makes the matrix request itself fail (MapsError).
import { SANDBOX_PLACES, SANDBOX_PLACES_BY_ID } from './sandbox-places.js';
import { type DistanceMatrix, MapsError, type PlaceLookup } from './maps-service.js';

/** DECIDE: roads are 1.3 times the straight line and average 45 km/h, plus 5 minutes of loading, for sandbox estimates. */
const ROAD_FACTOR = 1.3;
const AVERAGE_SPEED_MPS = 45_000 / 3600;
const LOADING_SECONDS = 300;
/** The place id whose distance-matrix request fails (tests and demos of the duration failure). */
export const SANDBOX_MATRIX_ERROR_PLACE_ID = 'sbx-matrix-error';

const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function createSandboxPlaceLookup(): PlaceLookup {
  return {
    name: 'sandbox',
    async search({ destination, query, type }) {
      const q = normalise(query.trim());
      return (SANDBOX_PLACES[destination] ?? []).filter(
        (p) => (!type || p.type === type) && (q === '' || normalise(`${p.label} ${p.value}`).includes(q)),
      );
    },
    async byId(placeId) {
      return SANDBOX_PLACES_BY_ID.get(placeId)?.place ?? null;
    },
    async serves(destination) {
      const places = SANDBOX_PLACES[destination] ?? [];
      return places.some((p) => p.type === 'airport') && places.some((p) => p.type === 'lodging');
    },
  };
}

/** Great-circle distance in metres. */
export function haversineMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function createSandboxDistanceMatrix(): DistanceMatrix {
  return {
    name: 'sandbox',
    async between({ origins: [originPlaceId = ''], destinations: [destinationPlaceId = ''] }) {
      if (originPlaceId === SANDBOX_MATRIX_ERROR_PLACE_ID || destinationPlaceId === SANDBOX_MATRIX_ERROR_PLACE_ID)
        throw new MapsError('UNKNOWN_ERROR');
      const origin = SANDBOX_PLACES_BY_ID.get(originPlaceId);
      const destination = SANDBOX_PLACES_BY_ID.get(destinationPlaceId);
      if (!origin || !destination) return { status: 'NOT_FOUND' };
      if (origin.destination !== destination.destination) return { status: 'ZERO_RESULTS' };
      const distanceInMeters = Math.round(haversineMeters(origin.place, destination.place) * ROAD_FACTOR);
      return {
        status: 'OK',
        distanceInMeters,
        durationInSeconds: Math.round(distanceInMeters / AVERAGE_SPEED_MPS) + LOADING_SECONDS,
      };
    },
  };
}

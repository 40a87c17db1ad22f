// The Google Maps adapter of the maps port: the Maps JavaScript API script, then its DistanceMatrixService. Used when a
// build names an API key; offline and in tests the sandbox adapter answers instead.
import { type DistanceElement, type DistanceMatrixRequest, MapsServiceError } from '@caravan/domain';
import { createMapsClient, type MapsClient } from './maps-client.js';

/** The part of `google.maps` the adapter calls (the Maps JavaScript API's DistanceMatrixService). */
export interface GoogleMapsNamespace {
  DistanceMatrixService: new () => {
    getDistanceMatrix(
      request: {
        origins: { placeId: string }[];
        destinations: { placeId: string }[];
        travelMode: string;
        unitSystem: number;
      },
      callback: (response: GoogleDistanceMatrixResponse | null, status: string) => void,
    ): unknown;
  };
}

/** The answer rows of a distance matrix: one element per origin and destination. */
export interface GoogleDistanceMatrixResponse {
  rows: { elements: { status: string; duration?: { value: number }; distance?: { value: number } }[] }[];
}

/** The window the script attaches `google.maps` to, and the document it is added to. */
export interface GoogleMapsHost {
  document: Pick<Document, 'createElement' | 'head'>;
  google?: { maps?: GoogleMapsNamespace };
}

/** The Maps JavaScript API's script address for a key. */
export const googleMapsScriptUrl = (apiKey: string) =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&v=weekly`;

/** The API's unit systems are numbers (google.maps.UnitSystem): METRIC 0, IMPERIAL 1. */
const UNIT_SYSTEMS = { metric: 0, imperial: 1 } as const;

/** One element of the answer in the port's terms; a route too long to drive counts as no route. */
export function googleElement(response: GoogleDistanceMatrixResponse | null): DistanceElement {
  const element = response?.rows[0]?.elements[0];
  if (element?.status === 'OK' && element.duration && element.distance)
    return { status: 'OK', durationInSeconds: element.duration.value, distanceInMeters: element.distance.value };
  return { status: element?.status === 'NOT_FOUND' ? 'NOT_FOUND' : 'ZERO_RESULTS' };
}

/** Adds the script once; resolves with `google.maps` after it ran, rejects when it fails to load. */
function loadScript(host: GoogleMapsHost, apiKey: string): Promise<GoogleMapsNamespace> {
  return new Promise((resolve, reject) => {
    const script = host.document.createElement('script');
    script.src = googleMapsScriptUrl(apiKey);
    script.async = true;
    script.addEventListener('load', () => {
      const maps = host.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('The script ran without google.maps'));
    });
    script.addEventListener('error', () => reject(new Error(`${script.src} failed to load`)));
    host.document.head.append(script);
  });
}

/** The maps client over the Google Maps JavaScript API. */
export function createGoogleMapsClient(
  apiKey: string,
  host: GoogleMapsHost = window as unknown as GoogleMapsHost,
): MapsClient {
  return createMapsClient<GoogleMapsNamespace>({
    name: 'google',
    loadService: () => loadScript(host, apiKey),
    distanceMatrix: (maps, request: DistanceMatrixRequest) =>
      new Promise((resolve, reject) => {
        new maps.DistanceMatrixService().getDistanceMatrix(
          {
            origins: request.origins.map((placeId) => ({ placeId })),
            destinations: request.destinations.map((placeId) => ({ placeId })),
            travelMode: request.travelMode.toUpperCase(),
            unitSystem: UNIT_SYSTEMS[request.units],
          },
          (response, status) => {
            if (status === 'OK') resolve(googleElement(response));
            else reject(new MapsServiceError({ kind: 'request-failed', status }));
          },
        );
      }),
  });
}

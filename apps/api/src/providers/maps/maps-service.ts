// The maps ports: an address and airport lookup (OAP-019) and a distance matrix for estimated durations (OAP-020).

/** A place a transfer can start or end at; `id` is the maps place id. */
export interface MapPlace {
  id: string;
  /** Short name shown in the picker, e.g. 'Alejandro Velasco Astete International Airport (CUZ)'. */
  label: string;
  /** 'airport' or 'lodging' (a hotel). */
  type: 'airport' | 'lodging';
  /** The formatted address. */
  value: string;
  /** IANA zone of the place: pickup times are local there. */
  timeZone: string;
  lat: number;
  lng: number;
}

/** Address and airport lookup near a destination. */
export interface PlaceLookup {
  readonly name: string;
  /** Places near `destination` whose name or address contains `query` (all of them for an empty query). */
  search(input: { destination: string; query: string; type?: MapPlace['type'] | undefined }): Promise<MapPlace[]>;
  /** Geocoding by place id; null when unknown. */
  byId(placeId: string): Promise<MapPlace | null>;
  /** Whether the lookup knows airports and hotels near `destination` (a trip's transfers need both ends). */
  serves(destination: string): Promise<boolean>;
}

/** One origin-destination answer of the distance matrix; ZERO_RESULTS when no road route joins them. */
export type DistanceElement =
  | { status: 'OK'; durationInSeconds: number; distanceInMeters: number }
  | { status: 'ZERO_RESULTS' | 'NOT_FOUND' };

/** The distance matrix (metric, driving by default); throws MapsError when the request itself fails. */
export interface DistanceMatrix {
  readonly name: string;
  between(input: { originPlaceId: string; destinationPlaceId: string }): Promise<DistanceElement>;
}

/** The maps service failed: 'Distance matrix request failed with status: {status}' (traveler-app §8). */
export class MapsError extends Error {
  constructor(readonly status: string) {
    super(`Distance matrix request failed with status: ${status}`);
    this.name = 'MapsError';
  }
}

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

/** The distance matrix's units and travel modes (TAP-027). */
export type DistanceUnits = 'metric' | 'imperial';
export type TravelMode = 'driving' | 'walking' | 'bicycling' | 'transit';

/** A distance-matrix request as the maps service takes it: origins, destinations, units and travel mode (TAP-027). */
export interface DistanceMatrixRequest {
  origins: readonly string[];
  destinations: readonly string[];
  units: DistanceUnits;
  travelMode: TravelMode;
}

/** What a request leaves unsaid: metric units, by car (TAP-027). */
export const DISTANCE_MATRIX_DEFAULTS = { units: 'metric', travelMode: 'driving' } as const satisfies Pick<
  DistanceMatrixRequest,
  'units' | 'travelMode'
>;

/** The request for the ride between two places (by place id), with the defaults unless told otherwise. */
export function distanceMatrixRequest(
  input: { originPlaceId: string; destinationPlaceId: string } & Partial<
    Pick<DistanceMatrixRequest, 'units' | 'travelMode'>
  >,
): DistanceMatrixRequest {
  return {
    origins: [input.originPlaceId],
    destinations: [input.destinationPlaceId],
    units: input.units ?? DISTANCE_MATRIX_DEFAULTS.units,
    travelMode: input.travelMode ?? DISTANCE_MATRIX_DEFAULTS.travelMode,
  };
}

/** The distance matrix; throws MapsError when the request itself fails. */
export interface DistanceMatrix {
  readonly name: string;
  /** The element of the request's first origin and first destination. */
  between(request: DistanceMatrixRequest): Promise<DistanceElement>;
}

/** The maps service failed: 'Distance matrix request failed with status: {status}' (traveler-app §8). */
export class MapsError extends Error {
  constructor(readonly status: string) {
    super(`Distance matrix request failed with status: ${status}`);
    this.name = 'MapsError';
  }
}

// The maps ports: an address and airport lookup (OAP-019) and a distance matrix for estimated durations (OAP-020).
import { type DistanceElement, type DistanceMatrixRequest, MapsServiceError } from '@caravan/domain';

// The request, answer and defaults are the domain's (one vocabulary for the API's port and the portal's maps client).
export {
  DISTANCE_MATRIX_DEFAULTS,
  type DistanceElement,
  type DistanceMatrixRequest,
  type DistanceUnits,
  distanceMatrixRequest,
  type TravelMode,
} from '@caravan/domain';

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

/** The distance matrix; throws MapsError when the request itself fails. */
export interface DistanceMatrix {
  readonly name: string;
  /** The element of the request's first origin and first destination. */
  between(request: DistanceMatrixRequest): Promise<DistanceElement>;
}

/** A failed distance-matrix request: the domain's 'Distance matrix request failed with status: {status}' (TER-005). */
export class MapsError extends MapsServiceError {
  constructor(readonly status: string) {
    super({ kind: 'request-failed', status });
    this.name = 'MapsError';
  }
}

// The maps service's shared vocabulary (traveler-app §7, §8): the distance-matrix request and answer, and the three
// failures with the spec's exact words, used by the API's maps port and the portal's maps client alike.
import { RIDE_CALENDAR_FALLBACK_DURATION_SECONDS } from '../ground-transfer/ground-transfer.constants.js';

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

/** One origin-destination answer of the distance matrix; ZERO_RESULTS when no road route joins them. */
export type DistanceElement =
  | { status: 'OK'; durationInSeconds: number; distanceInMeters: number }
  | { status: 'ZERO_RESULTS' | 'NOT_FOUND' };

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

/** The maps service was used before its script loaded (TER-004). */
const MAPS_NOT_INITIALIZED_MESSAGE = 'Google service not initialized';
/** The maps script failed to load (TER-006). */
const MAPS_SCRIPT_LOAD_FAILED_MESSAGE = 'could not load';
/** A distance-matrix request the service answered with a failing status (TER-005). */
const distanceMatrixFailedMessage = (status: string): string => `Distance matrix request failed with status: ${status}`;

/** The error envelope field carrying a failed request's maps status, so a client re-raises the same failure. */
export const MAPS_STATUS_ERROR_FIELD = 'mapsStatus';

/** How the maps service failed: not initialised yet, its script did not load, or a request came back failing. */
type MapsFailure =
  | { kind: 'not-initialized' }
  | { kind: 'script-load-failed' }
  | { kind: 'request-failed'; status: string };

/** The spec's words for a maps failure (traveler-app §8). */
function mapsFailureMessage(failure: MapsFailure): string {
  switch (failure.kind) {
    case 'not-initialized':
      return MAPS_NOT_INITIALIZED_MESSAGE;
    case 'script-load-failed':
      return MAPS_SCRIPT_LOAD_FAILED_MESSAGE;
    case 'request-failed':
      return distanceMatrixFailedMessage(failure.status);
  }
}

/** A maps failure as an error whose message is the spec's words; `failure` says which. */
export class MapsServiceError extends Error {
  constructor(readonly failure: MapsFailure) {
    super(mapsFailureMessage(failure));
    this.name = 'MapsServiceError';
  }
}

/** A ride's estimated duration from the matrix's answer: the road time, or the 360-second fallback without a route (RID-023). */
export const estimatedRideSeconds = (element: DistanceElement): number =>
  element.status === 'OK' ? element.durationInSeconds : RIDE_CALENDAR_FALLBACK_DURATION_SECONDS;

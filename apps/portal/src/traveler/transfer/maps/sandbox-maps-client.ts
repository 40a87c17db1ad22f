// The sandbox adapter of the maps port: no script to load, and the distance matrix answered by the API's own maps
// port (its sandbox offline), so the portal needs no key and no network beyond its own API.
import { type DistanceElement, MAPS_STATUS_ERROR_FIELD, MapsServiceError } from '@caravan/domain';
import { ApiError } from '../../../api/client.js';
import { createMapsClient, type MapsClient } from './maps-client.js';

/** The API's estimate of the ride between two places (POST /api/me/ground-transfers/estimated-duration). */
export type EstimateRide = (
  originPlaceId: string,
  destinationPlaceId: string,
) => Promise<{
  durationInSeconds: number;
  distanceInMeters: number | null;
  fallback: boolean;
}>;

/** The maps client over the API; `scriptLoads: false` plays a script that fails to load (demos and tests). */
export function createSandboxMapsClient(estimate: EstimateRide, options: { scriptLoads?: boolean } = {}): MapsClient {
  return createMapsClient<EstimateRide>({
    name: 'sandbox',
    loadService: async () => {
      if (options.scriptLoads === false) throw new Error('The sandbox maps script is set to fail');
      return estimate;
    },
    async distanceMatrix(ride, { origins: [origin = ''], destinations: [destination = ''] }): Promise<DistanceElement> {
      try {
        const answer = await ride(origin, destination);
        // The API answers a road-less pair with its fallback duration; the port says there was no route.
        if (answer.fallback || answer.distanceInMeters === null) return { status: 'ZERO_RESULTS' };
        return { status: 'OK', durationInSeconds: answer.durationInSeconds, distanceInMeters: answer.distanceInMeters };
      } catch (error) {
        // The API's maps port failed: the same failure, with the status it carried (TER-005).
        const status = error instanceof ApiError ? error.fields[MAPS_STATUS_ERROR_FIELD] : undefined;
        if (status) throw new MapsServiceError({ kind: 'request-failed', status });
        throw error;
      }
    },
  });
}

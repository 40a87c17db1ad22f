// A leg's estimated ride time through the maps client (GTF-066): the road time, the fallback without a route, or
// null with the maps service's own words when it failed.
import { distanceMatrixRequest, estimatedRideSeconds } from '@caravan/domain';
import { type MapsClient, mapsErrorMessage } from './maps-client.js';

/** The generic fallback for a failure that is not the maps service's (TER-001). */
const GENERIC_FAILURE = 'There was an error processing your request';

export type LegEstimate = { estimatedDuration: number; failure: null } | { estimatedDuration: null; failure: string };

/** Loads the service if needed, then asks the distance matrix for the ride between two places. */
export async function estimateLeg(
  maps: MapsClient,
  originPlaceId: string,
  destinationPlaceId: string,
): Promise<LegEstimate> {
  try {
    await maps.load();
    const element = await maps.distanceMatrix(distanceMatrixRequest({ originPlaceId, destinationPlaceId }));
    return { estimatedDuration: estimatedRideSeconds(element), failure: null };
  } catch (error) {
    return { estimatedDuration: null, failure: mapsErrorMessage(error) ?? GENERIC_FAILURE };
  }
}

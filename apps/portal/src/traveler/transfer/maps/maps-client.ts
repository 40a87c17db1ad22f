// The portal's maps port (traveler-app §7, §8): load the maps script once, then ask the distance matrix. Adapters:
// the Google Maps script (google-maps-client.ts) and the sandbox over the API's own maps port (sandbox-maps-client.ts).
import { type DistanceElement, type DistanceMatrixRequest, MapsServiceError } from '@caravan/domain';

/** The maps service as a screen uses it. */
export interface MapsClient {
  readonly name: string;
  /** Loads the service (its script); the same promise every call. Rejects with 'could not load' (TER-006). */
  load(): Promise<void>;
  /**
   * The element of the request's first origin and destination. Throws 'Google service not initialized' before load
   * resolved (TER-004), and 'Distance matrix request failed with status: {status}' when the request fails (TER-005).
   */
  distanceMatrix(request: DistanceMatrixRequest): Promise<DistanceElement>;
}

/** What an adapter supplies: how its service loads, and the matrix request once it has. */
export interface MapsAdapter<Service> {
  name: string;
  /** Resolves with the loaded service; any failure is reported as the script-load failure. */
  loadService(): Promise<Service>;
  distanceMatrix(service: Service, request: DistanceMatrixRequest): Promise<DistanceElement>;
}

/** A maps client over an adapter: one load, and no request before it succeeded. */
export function createMapsClient<Service>(adapter: MapsAdapter<Service>): MapsClient {
  let service: Service | undefined;
  let loading: Promise<void> | undefined;
  return {
    name: adapter.name,
    load() {
      loading ??= adapter.loadService().then(
        (loaded) => {
          service = loaded;
        },
        () => {
          // A failed load may be retried (the next call loads again), as a reload of the script would.
          loading = undefined;
          throw new MapsServiceError({ kind: 'script-load-failed' });
        },
      );
      return loading;
    },
    async distanceMatrix(request) {
      if (service === undefined) throw new MapsServiceError({ kind: 'not-initialized' });
      return adapter.distanceMatrix(service, request);
    },
  };
}

/** The spec's words for a failure of the maps client; null for anything else (the screen's own copy applies). */
export const mapsErrorMessage = (error: unknown): string | null =>
  error instanceof MapsServiceError ? error.message : null;

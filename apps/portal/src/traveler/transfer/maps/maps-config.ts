// Which maps adapter a build uses: Google's when it names an API key, the sandbox over the API otherwise.
import { transferApi } from '../transfer-api.js';
import { createGoogleMapsClient } from './google-maps-client.js';
import type { MapsClient } from './maps-client.js';
import { createSandboxMapsClient } from './sandbox-maps-client.js';

/** The build variable holding the Google Maps JavaScript API key; unset means the sandbox adapter. */
export const GOOGLE_MAPS_KEY_VARIABLE = 'VITE_GOOGLE_MAPS_API_KEY';

/** The maps client for a trip's transfer flow (the sandbox estimates through the trip's own API route). */
export function mapsClientFor(tripId: string, env: Readonly<Record<string, unknown>> = import.meta.env): MapsClient {
  const key = env[GOOGLE_MAPS_KEY_VARIABLE];
  if (typeof key === 'string' && key !== '') return createGoogleMapsClient(key);
  return createSandboxMapsClient((origin, destination) => transferApi.estimatedDuration(tripId, origin, destination));
}

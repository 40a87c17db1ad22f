// The operator's routes: rooming, itineraries and their builder, inventory and alternatives, trips and trip requests, the account and files.
// Mounted in the order they were registered before (where two routes could match one request, the first wins).
import { router } from '../../http/openapi.js';
import { operatorAccountRoutes } from '../operator/account/account.routes.js';
import { alternativesRoutes } from '../operator/alternatives/alternatives.routes.js';
import { fileRoutes } from '../operator/files.routes.js';
import { operatorItineraryRoutes } from '../operator/itineraries.routes.js';
import { itineraryBuilderRoutes } from '../operator/itinerary-builder.routes.js';
import { itineraryInventoryRoutes } from '../operator/itinerary-inventory.routes.js';
import { operatorRoomingRoutes } from '../operator/rooming.routes.js';
import { operatorTripRequestRoutes, operatorTripRoutes } from '../operator/trips/index.js';

/** The operator's routes, as one router the app mounts. */
export function operatorRouter() {
  const r = router();
  r.route('/', operatorRoomingRoutes);
  r.route('/', operatorItineraryRoutes);
  r.route('/', operatorTripRoutes);
  r.route('/', operatorTripRequestRoutes);
  r.route('/', itineraryBuilderRoutes);
  r.route('/', itineraryInventoryRoutes);
  r.route('/', alternativesRoutes);
  r.route('/', operatorAccountRoutes);
  r.route('/', fileRoutes);
  return r;
}

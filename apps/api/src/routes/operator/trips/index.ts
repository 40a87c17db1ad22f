// The operator's trip route families, registered together in http/app.ts.
export { operatorTripRequestRoutes } from './operator-trip-requests.routes.js';
export { operatorTripRoutes } from './operator-trips.routes.js';

// The operator's trip route families, registered together by routes/audiences/operator.router.ts.
export { operatorTripRequestRoutes } from './operator-trip-requests.routes.js';
export { operatorTripRoutes } from './operator-trips.routes.js';

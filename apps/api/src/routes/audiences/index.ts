// Every API route, one router per audience, mounted by http/app.ts with app.route: a new route module is added to its
// audience's router, never to the app. The generic record bases (routes/resources) serve the admin and me areas both.
import { router } from '../../http/openapi.js';
import { resourceRoutes } from '../resources/resource-routes.js';
import { adminRouter } from './admin.router.js';
import { hostRouter } from './host.router.js';
import { meRouter } from './me.router.js';
import { operatorRouter } from './operator.router.js';
import { publicRouter } from './public.router.js';

/** The API's routes: public, me (traveler and every signed-in user), host, operator, admin, then the generic bases. */
export function apiRoutes() {
  return router()
    .route('/', publicRouter())
    .route('/', meRouter())
    .route('/', hostRouter())
    .route('/', operatorRouter())
    .route('/', adminRouter())
    .route('/', resourceRoutes());
}

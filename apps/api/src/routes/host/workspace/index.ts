// The host trip workspace's routes, mounted as one family.
import { router } from '../../../http/openapi.js';
import { agreementRoutes } from './agreement.routes.js';
import { itineraryItemRoutes } from './itinerary-items.routes.js';
import { launchRoutes } from './launch.routes.js';
import { previewRoutes } from './preview.routes.js';
import { workspaceRoutes } from './workspace.routes.js';

export const hostWorkspaceRoutes = router()
  .route('/', workspaceRoutes)
  .route('/', itineraryItemRoutes)
  .route('/', launchRoutes)
  .route('/', agreementRoutes)
  .route('/', previewRoutes);

// The host app's calls added at the spec's paths (§7.1-§7.3; decision 023), mounted together so the app registers
// them in one line: trip details and the itinerary portal, the catalogue's review report, review responses, the
// admin's marketing list import and the trip cost (HAP-088).
import { router } from '../http/openapi.js';
import { adminMarketingListRoutes } from './admin/marketing-list.routes.js';
import { catalogueReviewReportRoutes } from './host/catalogue/review-report.routes.js';
import { hostReviewResponseRoutes } from './host/home/review-responses.routes.js';
import { hostResourcePathRoutes } from './host/resource-paths/host-resource-paths.routes.js';
import { tripCostRoutes } from './operator/trips/trip-cost.routes.js';

export const specCallRoutes = router()
  .route('/', hostResourcePathRoutes)
  .route('/', catalogueReviewReportRoutes)
  .route('/', hostReviewResponseRoutes)
  .route('/', adminMarketingListRoutes)
  .route('/', tripCostRoutes);

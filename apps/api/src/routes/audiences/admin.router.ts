// The admin's routes: users and impersonation, trip and booking tools, discount codes, the outbox and failed jobs, lists, metadata and the review queues.
// Mounted in the order they were registered before (where two routes could match one request, the first wins).
import { router } from '../../http/openapi.js';
import { adminImpersonationRoutes } from '../admin-impersonation.routes.js';
import { adminUserRoutes } from '../admin-users.routes.js';
import { adminBookingSpecPathRoutes } from '../admin/admin-booking-spec-paths.routes.js';
import { adminBookingToolRoutes } from '../admin/admin-booking-tools.routes.js';
import { adminDiscountCodeRoutes } from '../admin/admin-discount-codes.routes.js';
import { adminListRoutes } from '../admin/admin-lists.routes.js';
import { adminTripDetailRoutes } from '../admin/admin-trip-detail.routes.js';
import { adminTripServicesRoutes } from '../admin/admin-trip-services.routes.js';
import { adminUserDetailRoutes } from '../admin/admin-user-detail.routes.js';
import { failedJobsRoutes } from '../admin/failed-jobs.routes.js';
import { adminItineraryReviewRoutes } from '../admin/itinerary-review.routes.js';
import { adminPublishReviewRoutes } from '../admin/publish-review.routes.js';
import { adminWebsitePublishRoutes } from '../admin/website-publish.routes.js';
import { adminHostByUserRoutes } from '../host/home/admin-host-by-user.routes.js';
import { metadataRoutes } from '../metadata.routes.js';
import { outboxRoutes } from '../outbox.routes.js';
import { adminPlatformRoutes } from '../resources/platform.routes.js';

/** The admin's routes, as one router the app mounts. */
export function adminRouter() {
  const r = router();
  r.route('/', adminUserRoutes);
  r.route('/', adminImpersonationRoutes);
  r.route('/', adminUserDetailRoutes);
  r.route('/', adminTripDetailRoutes);
  r.route('/', adminTripServicesRoutes);
  r.route('/', adminBookingToolRoutes);
  r.route('/', adminBookingSpecPathRoutes);
  r.route('/', adminDiscountCodeRoutes);
  r.route('/', outboxRoutes);
  r.route('/', failedJobsRoutes);
  r.route('/', adminPlatformRoutes);
  r.route('/', adminHostByUserRoutes);
  r.route('/', adminListRoutes);
  r.route('/', metadataRoutes);
  r.route('/', adminItineraryReviewRoutes);
  r.route('/', adminPublishReviewRoutes);
  r.route('/', adminWebsitePublishRoutes);
  return r;
}

// The host's routes: onboarding, profile, home, bookings, waitlist, companions, pricing, catalogue, trip requests, the trip workspace, promotion, travel info, audience and rooming.
// Mounted in the order they were registered before (where two routes could match one request, the first wins).
import { router } from '../../http/openapi.js';
import { audienceExportRoutes } from '../host/audience/audience-export.routes.js';
import { audienceRoutes } from '../host/audience/audience.routes.js';
import { emailTravelersRoutes } from '../host/bookings/email-travelers.routes.js';
import { hostBookingRoutes } from '../host/bookings/host-bookings.routes.js';
import { catalogueRoutes } from '../host/catalogue/catalogue.routes.js';
import { hostCompanionRoutes } from '../host/companions/host-companions.routes.js';
import { hostHomeRoutes } from '../host/home/host-home.routes.js';
import { importantDateRoutes } from '../host/important-dates.routes.js';
import { hostMyTripsRoutes } from '../host/my-trips.routes.js';
import { hostOnboardingRoutes } from '../host/onboarding/onboarding.routes.js';
import { hostEarningsSummaryRoutes } from '../host/pricing/host-earnings.routes.js';
import { hostPricingRoutes } from '../host/pricing/pricing.routes.js';
import { hostProfilePageRoutes } from '../host/profile/profile-page.routes.js';
import { hostProfileRoutes } from '../host/profile/profile.routes.js';
import { hostPromoteRoutes } from '../host/promote/promote.routes.js';
import { hostReferralRoutes } from '../host/referral/referral.routes.js';
import { hostRoomingRoutes } from '../host/rooming/rooming.routes.js';
import { hostSpecPathRoutes } from '../host/spec-paths/host-spec-paths.routes.js';
import { hostTermsFrameRoutes } from '../host/spec-paths/host-terms-frame.routes.js';
import { hostFocTransferRoutes } from '../host/transfers/foc-transfers.routes.js';
import { hostTravelInfoRoutes } from '../host/travel-info/travel-info.routes.js';
import { tripRequestRoutes } from '../host/trip-requests/trip-requests.routes.js';
import { hostWaitlistRoutes } from '../host/waitlist/host-waitlist.routes.js';
import { hostWorkspaceRoutes } from '../host/workspace/index.js';
import { hostItineraryRoutes } from '../host/workspace/itinerary.routes.js';
import { meHostRoute } from '../resources/platform.routes.js';
import { specCallRoutes } from '../spec-calls.routes.js';

/** The host's routes, as one router the app mounts. */
export function hostRouter() {
  const r = router();
  r.route('/', hostFocTransferRoutes);
  r.route('/', meHostRoute);
  r.route('/', hostOnboardingRoutes);
  r.route('/', hostProfileRoutes);
  r.route('/', hostProfilePageRoutes);
  r.route('/', hostReferralRoutes);
  r.route('/', importantDateRoutes);
  r.route('/', hostHomeRoutes);
  r.route('/', hostBookingRoutes);
  r.route('/', hostWaitlistRoutes);
  r.route('/', hostCompanionRoutes);
  r.route('/', hostSpecPathRoutes);
  r.route('/', hostTermsFrameRoutes);
  r.route('/', hostEarningsSummaryRoutes);
  r.route('/', hostMyTripsRoutes);
  r.route('/', emailTravelersRoutes);
  r.route('/', hostPricingRoutes);
  r.route('/', catalogueRoutes);
  // The host app's calls at the spec's paths; after the catalogue, whose /api/me/host/catalogue/{id} comes first.
  r.route('/', specCallRoutes);
  r.route('/', tripRequestRoutes);
  r.route('/', hostWorkspaceRoutes);
  r.route('/', hostItineraryRoutes);
  r.route('/', hostPromoteRoutes);
  r.route('/', hostTravelInfoRoutes);
  r.route('/', audienceRoutes);
  r.route('/', audienceExportRoutes);
  r.route('/', hostRoomingRoutes);
  return r;
}

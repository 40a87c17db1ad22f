// Routes anyone may call: health, sign-in and accounts, the public trip pages, search and booking, the calendar feed by token, payment webhooks and the public survey.
// Mounted in the order they were registered before (where two routes could match one request, the first wins).
import { router } from '../../http/openapi.js';
import { accountRoutes } from '../accounts.routes.js';
import { affirmRoutes } from '../affirm/index.js';
import { authRoutes } from '../auth.routes.js';
import { calendarRoutes } from '../calendar/calendar.routes.js';
import { healthRoutes } from '../health.routes.js';
import { hostTripsRoutes } from '../public/host-trips.routes.js';
import { publicBookingRoutes } from '../public/public-booking.routes.js';
import { publicTripRoutes } from '../public/public-trip.routes.js';
import { searchPageRoutes } from '../public/search-pages.routes.js';
import { signInPageRoutes } from '../public/sign-in-page.routes.js';
import { publicSurveyRoutes } from '../public/survey.routes.js';
import { tripPageRoutes } from '../public/trip-page.routes.js';
import { tripScreenshotRoutes } from '../public/trip-screenshot.routes.js';
import { tripSearchRoutes } from '../public/trip-search.routes.js';
import { stripeWebhookRoutes } from '../webhooks/stripe-webhook.routes.js';

/** Routes anyone may call, as one router the app mounts. */
export function publicRouter() {
  const r = router();
  r.route('/', healthRoutes);
  r.route('/', authRoutes);
  r.route('/', accountRoutes);
  r.route('/', calendarRoutes);
  r.route('/', tripSearchRoutes);
  r.route('/', hostTripsRoutes);
  r.route('/', publicTripRoutes);
  r.route('/', publicBookingRoutes);
  r.route('/', affirmRoutes);
  r.route('/', stripeWebhookRoutes);
  r.route('/', tripPageRoutes);
  r.route('/', searchPageRoutes);
  r.route('/', signInPageRoutes);
  r.route('/', tripScreenshotRoutes);
  r.route('/', publicSurveyRoutes);
  return r;
}

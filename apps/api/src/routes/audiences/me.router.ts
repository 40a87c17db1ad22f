// The signed-in user's own routes (api/me): profile, notifications, trips, a traveler's bookings, transfers, rides, itinerary, forms and payment method, timelines and trip events.
// Mounted in the order they were registered before (where two routes could match one request, the first wins).
import { router } from '../../http/openapi.js';
import { meTripPageRoutes } from '../me-trip-page.routes.js';
import { meTripRoutes } from '../me-trips.routes.js';
import { meRoutes } from '../me.routes.js';
import { announcementRoutes } from '../notifications/announcements.routes.js';
import { notificationRoutes } from '../notifications/notifications.routes.js';
import { outboundWebhookRoutes } from '../outbound-webhooks/outbound-webhooks.routes.js';
import { timelineRoutes } from '../timeline.routes.js';
import { travelerAccountRoutes } from '../traveler/account.routes.js';
import { travelerItineraryRoutes } from '../traveler/itinerary.routes.js';
import { travelerPaymentMethodRoutes } from '../traveler/payment-method.routes.js';
import { travelerRideRoutes } from '../traveler/transfers/rides.routes.js';
import { travelerTransferRoutes } from '../traveler/transfers/transfers.routes.js';
import { travelerBookingRoutes } from '../traveler/traveler-booking.routes.js';
import { travelerTripFormRoutes } from '../traveler/trip-form.routes.js';
import { waitlistOfferRoutes } from '../traveler/waitlist-offer.routes.js';
import { travelerWaiverRoutes } from '../traveler/waiver.routes.js';
import { tripEventRoutes } from '../trip-events.routes.js';

/** The signed-in user's own routes (api/me), as one router the app mounts. */
export function meRouter() {
  const r = router();
  r.route('/', meRoutes);
  r.route('/', notificationRoutes);
  r.route('/', announcementRoutes);
  r.route('/', outboundWebhookRoutes);
  r.route('/', meTripRoutes);
  r.route('/', travelerBookingRoutes);
  r.route('/', waitlistOfferRoutes);
  r.route('/', travelerTransferRoutes);
  r.route('/', travelerRideRoutes);
  r.route('/', travelerItineraryRoutes);
  r.route('/', travelerWaiverRoutes);
  r.route('/', travelerTripFormRoutes);
  r.route('/', travelerPaymentMethodRoutes);
  r.route('/', travelerAccountRoutes);
  r.route('/', meTripPageRoutes);
  r.route('/', timelineRoutes);
  r.route('/', tripEventRoutes);
  return r;
}

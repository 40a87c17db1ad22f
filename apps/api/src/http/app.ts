// The API application: middleware in order, every route family, the OpenAPI document, envelope errors.
import { resolve } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES, IMAGE_UPLOAD_PATH } from '@caravan/domain';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { impersonationAudit } from '../auth/impersonation.js';
import { ACCOUNT_EMAIL_RATE_LIMIT, AUTH_RATE_LIMIT, MONEY_RATE_LIMIT, rateLimit } from '../auth/rate-limit.js';
import { sessionMiddleware } from '../auth/session.middleware.js';
import { adminImpersonationRoutes } from '../routes/admin-impersonation.routes.js';
import { adminBookingToolRoutes } from '../routes/admin/admin-booking-tools.routes.js';
import { adminBookingSpecPathRoutes } from '../routes/admin/admin-booking-spec-paths.routes.js';
import { adminDiscountCodeRoutes } from '../routes/admin/admin-discount-codes.routes.js';
import { adminTripDetailRoutes } from '../routes/admin/admin-trip-detail.routes.js';
import { adminTripServicesRoutes } from '../routes/admin/admin-trip-services.routes.js';
import { adminUserDetailRoutes } from '../routes/admin/admin-user-detail.routes.js';
import { adminItineraryReviewRoutes } from '../routes/admin/itinerary-review.routes.js';
import { adminPublishReviewRoutes } from '../routes/admin/publish-review.routes.js';
import { adminWebsitePublishRoutes } from '../routes/admin/website-publish.routes.js';
import { fileRoutes } from '../routes/operator/files.routes.js';
import { itineraryBuilderRoutes } from '../routes/operator/itinerary-builder.routes.js';
import { itineraryInventoryRoutes } from '../routes/operator/itinerary-inventory.routes.js';
import { alternativesRoutes } from '../routes/operator/alternatives/alternatives.routes.js';
import { operatorAccountRoutes } from '../routes/operator/account/account.routes.js';
import { operatorItineraryRoutes } from '../routes/operator/itineraries.routes.js';
import { operatorTripRequestRoutes, operatorTripRoutes } from '../routes/operator/trips/index.js';
import { createDiskFileStore, createMemoryFileStore } from '../services/files/file-store.js';
import { outboxRoutes } from '../routes/outbox.routes.js';
import { failedJobsRoutes } from '../routes/admin/failed-jobs.routes.js';
import { adminHostByUserRoutes } from '../routes/host/home/admin-host-by-user.routes.js';
import { hostHomeRoutes } from '../routes/host/home/host-home.routes.js';
import { importantDateRoutes } from '../routes/host/important-dates.routes.js';
import { hostBookingRoutes } from '../routes/host/bookings/host-bookings.routes.js';
import { hostWaitlistRoutes } from '../routes/host/waitlist/host-waitlist.routes.js';
import { hostCompanionRoutes } from '../routes/host/companions/host-companions.routes.js';
import { hostSpecPathRoutes } from '../routes/host/spec-paths/host-spec-paths.routes.js';
import { hostTermsFrameRoutes } from '../routes/host/spec-paths/host-terms-frame.routes.js';
import { meTripPageRoutes } from '../routes/me-trip-page.routes.js';
import { hostEarningsSummaryRoutes } from '../routes/host/pricing/host-earnings.routes.js';
import { hostMyTripsRoutes } from '../routes/host/my-trips.routes.js';
import { adminListRoutes } from '../routes/admin/admin-lists.routes.js';
import { emailTravelersRoutes } from '../routes/host/bookings/email-travelers.routes.js';
import { hostPricingRoutes } from '../routes/host/pricing/pricing.routes.js';
import { timelineRoutes } from '../routes/timeline.routes.js';
import { catalogueRoutes } from '../routes/host/catalogue/catalogue.routes.js';
import { specCallRoutes } from '../routes/spec-calls.routes.js';
import { tripRequestRoutes } from '../routes/host/trip-requests/trip-requests.routes.js';
import { hostWorkspaceRoutes } from '../routes/host/workspace/index.js';
import { hostPromoteRoutes } from '../routes/host/promote/promote.routes.js';
import { hostTravelInfoRoutes } from '../routes/host/travel-info/travel-info.routes.js';
import { hostItineraryRoutes } from '../routes/host/workspace/itinerary.routes.js';
import { audienceExportRoutes } from '../routes/host/audience/audience-export.routes.js';
import { audienceRoutes } from '../routes/host/audience/audience.routes.js';
import { hostRoomingRoutes } from '../routes/host/rooming/rooming.routes.js';
import { operatorRoomingRoutes } from '../routes/operator/rooming.routes.js';
import { publicSurveyRoutes } from '../routes/public/survey.routes.js';
import { meTripRoutes } from '../routes/me-trips.routes.js';
import { metadataRoutes } from '../routes/metadata.routes.js';
import { adminPlatformRoutes, meHostRoute } from '../routes/resources/platform.routes.js';
import { resourceRoutes } from '../routes/resources/resource-routes.js';
import { hostOnboardingRoutes } from '../routes/host/onboarding/onboarding.routes.js';
import { hostProfilePageRoutes } from '../routes/host/profile/profile-page.routes.js';
import { hostProfileRoutes } from '../routes/host/profile/profile.routes.js';
import { hostReferralRoutes } from '../routes/host/referral/referral.routes.js';
import { testClockRoutes } from '../routes/test-clock.routes.js';
import { tripEventRoutes } from '../routes/trip-events.routes.js';
import { adminUserRoutes } from '../routes/admin-users.routes.js';
import { authRoutes } from '../routes/auth.routes.js';
import { accountRoutes } from '../routes/accounts.routes.js';
import { healthRoutes } from '../routes/health.routes.js';
import { meRoutes } from '../routes/me.routes.js';
import { calendarRoutes } from '../routes/calendar/calendar.routes.js';
import { announcementRoutes } from '../routes/notifications/announcements.routes.js';
import { notificationRoutes } from '../routes/notifications/notifications.routes.js';
import { outboundWebhookRoutes } from '../routes/outbound-webhooks/outbound-webhooks.routes.js';
import { travelerBookingRoutes } from '../routes/traveler/traveler-booking.routes.js';
import { waitlistOfferRoutes } from '../routes/traveler/waitlist-offer.routes.js';
import { travelerRideRoutes } from '../routes/traveler/transfers/rides.routes.js';
import { travelerTransferRoutes } from '../routes/traveler/transfers/transfers.routes.js';
import { hostFocTransferRoutes } from '../routes/host/transfers/foc-transfers.routes.js';
import { travelerAccountRoutes } from '../routes/traveler/account.routes.js';
import { travelerItineraryRoutes } from '../routes/traveler/itinerary.routes.js';
import { travelerPaymentMethodRoutes } from '../routes/traveler/payment-method.routes.js';
import { travelerTripFormRoutes } from '../routes/traveler/trip-form.routes.js';
import { travelerWaiverRoutes } from '../routes/traveler/waiver.routes.js';
import { hostTripsRoutes } from '../routes/public/host-trips.routes.js';
import { tripSearchRoutes } from '../routes/public/trip-search.routes.js';
import { publicBookingRoutes } from '../routes/public/public-booking.routes.js';
import { stripeWebhookRoutes } from '../routes/webhooks/stripe-webhook.routes.js';
import { affirmRoutes } from '../routes/affirm/index.js';
import { publicTripRoutes } from '../routes/public/public-trip.routes.js';
import { tripPageRoutes } from '../routes/public/trip-page.routes.js';
import { searchPageRoutes } from '../routes/public/search-pages.routes.js';
import { tripScreenshotRoutes } from '../routes/public/trip-screenshot.routes.js';
import type { AppEnv, Deps } from './context.js';
import { docsRoutes } from './docs.js';
import { toErrorResponse } from './envelope.js';
import { AppError } from '../errors/app-error.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { validationHook } from './openapi.js';
import { serveMedia } from './media-delivery.js';
import { csrfProtection, detectSecure, jsonBodiesOnly, securityHeaders } from './security.js';
import { sessionFirst } from './session-first.js';
import { createLogger } from '../observability/logger.js';
import { createAppMetrics } from '../observability/metrics.js';
import { PGLITE_POOL_USE, serveMetrics } from '../observability/metrics-route.js';
import { requestLogging } from '../observability/request-log.js';

/** DECIDE: 1 MiB request bodies — the largest legitimate body (an itinerary with many days) is far below. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The image upload's body: its most images at their largest, and room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = IMAGE_UPLOAD_MAX_FILES * IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Money-moving routes declare their limit on the route (createRoute's `middleware: limitMoneyWrites`). The public
 * booking route is the one left here until the booking-speed work on public-booking.routes.ts lands; then it moves
 * onto its route too.
 */
const UNDECLARED_MONEY_ROUTES = ['/api/public/trips/:id/bookings'] as const;
/** Account routes that send e-mail to an address the caller names. */
export const ACCOUNT_EMAIL_ROUTES = [
  '/api/authentication/signup/host',
  '/api/authentication/request-new-password',
  '/api/authentication/reset-user-token',
] as const;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function createApp(input: Deps) {
  // strict: false serves `{base}/` by the route of `{base}`: the spec's generic Search calls `GET {base}/` (PLT-059),
  // and the OpenAPI document keeps one path for both.
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });
  // The outbox view reads the mailer the queue's worker sends through.
  const mailer = input.mailer ?? input.queue.mailer;
  const files =
    input.files ??
    (input.config.DATA_DIR ? createDiskFileStore(resolve(input.config.DATA_DIR, 'uploads')) : createMemoryFileStore());
  const logger = input.logger ?? createLogger({ level: input.config.LOG_LEVEL, nodeEnv: input.config.NODE_ENV });
  const deps = { ...input, mailer, files, logger };
  const metrics = createAppMetrics(() => input.database.poolUse?.() ?? PGLITE_POOL_USE);

  // First: the request id, the access line and the request's duration wrap everything after.
  app.use('*', requestLogging(logger, metrics));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('session', null);
    await next();
  });
  app.use('*', detectSecure());
  app.use('*', securityHeaders());
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      },
    });
  const jsonLimit = limitOf(MAX_BODY_BYTES);
  const uploadLimit = limitOf(MAX_UPLOAD_BODY_BYTES);
  app.use('/api/*', (c, next) => (c.req.path === IMAGE_UPLOAD_PATH ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.use('/api/*', sessionMiddleware());
  // 401 to anyone unsigned on an operation that needs a session, before its validators describe its input.
  app.use('/api/*', sessionFirst(app));
  app.use('/api/*', csrfProtection());
  app.use('/api/*', jsonBodiesOnly());
  // Audit wraps everything after it, so refused and rate-limited requests made while impersonating are logged too.
  app.use('/api/*', impersonationAudit());
  app.use('/api/authentication/*', rateLimit(AUTH_RATE_LIMIT));
  for (const path of ACCOUNT_EMAIL_ROUTES) app.use(path, rateLimit(ACCOUNT_EMAIL_RATE_LIMIT, ['POST']));
  for (const path of UNDECLARED_MONEY_ROUTES) app.use(path, rateLimit(MONEY_RATE_LIMIT, WRITES));

  serveMedia(app);
  serveMetrics(app, metrics, input.config.METRICS_TOKEN);
  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  app.route('/', accountRoutes);
  app.route('/', meRoutes);
  app.route('/', calendarRoutes);
  app.route('/', notificationRoutes);
  app.route('/', announcementRoutes);
  app.route('/', outboundWebhookRoutes);
  app.route('/', meTripRoutes);
  app.route('/', travelerBookingRoutes);
  app.route('/', waitlistOfferRoutes);
  app.route('/', travelerTransferRoutes);
  app.route('/', travelerRideRoutes);
  app.route('/', hostFocTransferRoutes);
  app.route('/', travelerItineraryRoutes);
  app.route('/', travelerWaiverRoutes);
  app.route('/', travelerTripFormRoutes);
  app.route('/', travelerPaymentMethodRoutes);
  app.route('/', travelerAccountRoutes);
  app.route('/', tripSearchRoutes);
  app.route('/', hostTripsRoutes);
  app.route('/', publicTripRoutes);
  app.route('/', publicBookingRoutes);
  app.route('/', affirmRoutes);
  app.route('/', stripeWebhookRoutes);
  app.route('/', tripPageRoutes);
  app.route('/', searchPageRoutes);
  app.route('/', tripScreenshotRoutes);
  app.route('/', adminUserRoutes);
  app.route('/', adminImpersonationRoutes);
  app.route('/', adminUserDetailRoutes);
  app.route('/', adminTripDetailRoutes);
  app.route('/', adminTripServicesRoutes);
  app.route('/', adminBookingToolRoutes);
  app.route('/', adminBookingSpecPathRoutes);
  app.route('/', adminDiscountCodeRoutes);
  app.route('/', outboxRoutes);
  app.route('/', failedJobsRoutes);
  app.route('/', adminPlatformRoutes);
  app.route('/', meHostRoute);
  app.route('/', hostOnboardingRoutes);
  app.route('/', hostProfileRoutes);
  app.route('/', hostProfilePageRoutes);
  app.route('/', hostReferralRoutes);
  app.route('/', importantDateRoutes);
  app.route('/', hostHomeRoutes);
  app.route('/', adminHostByUserRoutes);
  app.route('/', hostBookingRoutes);
  app.route('/', hostWaitlistRoutes);
  app.route('/', hostCompanionRoutes);
  app.route('/', hostSpecPathRoutes);
  app.route('/', hostTermsFrameRoutes);
  app.route('/', meTripPageRoutes);
  app.route('/', hostEarningsSummaryRoutes);
  app.route('/', hostMyTripsRoutes);
  app.route('/', adminListRoutes);
  app.route('/', emailTravelersRoutes);
  app.route('/', hostPricingRoutes);
  app.route('/', timelineRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', specCallRoutes);
  app.route('/', tripRequestRoutes);
  app.route('/', hostWorkspaceRoutes);
  app.route('/', hostItineraryRoutes);
  app.route('/', hostPromoteRoutes);
  app.route('/', hostTravelInfoRoutes);
  app.route('/', audienceRoutes);
  app.route('/', audienceExportRoutes);
  app.route('/', hostRoomingRoutes);
  app.route('/', operatorRoomingRoutes);
  app.route('/', publicSurveyRoutes);
  app.route('/', metadataRoutes);
  app.route('/', tripEventRoutes);
  app.route('/', operatorItineraryRoutes);
  app.route('/', operatorTripRoutes);
  app.route('/', operatorTripRequestRoutes);
  app.route('/', itineraryBuilderRoutes);
  app.route('/', itineraryInventoryRoutes);
  app.route('/', alternativesRoutes);
  app.route('/', operatorAccountRoutes);
  app.route('/', adminItineraryReviewRoutes);
  app.route('/', adminPublishReviewRoutes);
  app.route('/', adminWebsitePublishRoutes);
  app.route('/', fileRoutes);
  app.route('/', resourceRoutes());
  app.route('/', docsRoutes);
  // Test mode only: a normal start has no such route (404).
  if (input.testClock) app.route('/', testClockRoutes);

  const document = () =>
    buildOpenApiDocument(app, {
      title: 'Caravan API',
      version: '0.1.0',
      description:
        'Every response is { success, data } or { success: false, error, code }. ' +
        'Clients: a 401/403 carrying X-Logged-In means the session ended (go to /login), otherwise show /error/{status}. ' +
        "PLT-051: the client refuses a 6th identical request to the same path in a row with 'Requests limit reached' " +
        '(the portal API client enforces it; see @caravan/domain trackSamePathRequest). ' +
        'Authentication and money-moving routes are rate limited per address or user: 429 RATE_LIMITED with a Retry-After header.',
    });
  // Built on first request, when every route is registered; the same document for every later one.
  let built: ReturnType<typeof document> | undefined;
  app.get('/api/openapi.json', (c) => {
    built ??= document();
    return c.json(built);
  });

  app.notFound((c) => toErrorResponse(new AppError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), c));
  app.onError((err, c) => toErrorResponse(err, c));
  return app;
}

export type App = ReturnType<typeof createApp>;

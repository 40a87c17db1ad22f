// The API application: middleware in order, every route family, the OpenAPI document, envelope errors.
import { resolve } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES, IMAGE_UPLOAD_PATH } from '@caravan/domain';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { impersonationAudit } from '../auth/impersonation.js';
import { ACCOUNT_EMAIL_RATE_LIMIT, AUTH_RATE_LIMIT, rateLimit } from '../auth/rate-limit.js';
import { sessionMiddleware } from '../auth/session.middleware.js';
import { createDiskFileStore, createMemoryFileStore } from '../services/files/file-store.js';
import { testClockRoutes } from '../routes/test-clock.routes.js';
import type { AppEnv, Deps } from './context.js';
import { apiRoutes } from '../routes/audiences/index.js';
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

/** Account routes that send e-mail to an address the caller names. */
export const ACCOUNT_EMAIL_ROUTES = [
  '/api/authentication/signup/host',
  '/api/authentication/request-new-password',
  '/api/authentication/reset-user-token',
] as const;

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

  serveMedia(app);
  serveMetrics(app, metrics, input.config.METRICS_TOKEN);
  app.route('/', apiRoutes());
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

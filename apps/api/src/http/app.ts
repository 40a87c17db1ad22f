// The API application: middleware in order, every route family, the OpenAPI document, envelope errors.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { sessionMiddleware } from '../auth/session.middleware.js';
import { adminUserRoutes } from '../routes/admin-users.routes.js';
import { authRoutes } from '../routes/auth.routes.js';
import { healthRoutes } from '../routes/health.routes.js';
import { meRoutes } from '../routes/me.routes.js';
import type { AppEnv, Deps } from './context.js';
import { docsRoutes } from './docs.js';
import { toErrorResponse } from './envelope.js';
import { AppError } from './errors.js';
import { validationHook } from './openapi.js';
import { csrfProtection, detectSecure, securityHeaders } from './security.js';

/** DECIDE: 1 MiB request bodies — the largest legitimate body (an itinerary with many days) is far below. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('session', null);
    await next();
  });
  app.use('*', detectSecure());
  app.use('*', securityHeaders());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      },
    }),
  );
  app.use('/api/*', sessionMiddleware());
  app.use('/api/*', csrfProtection());

  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  app.route('/', meRoutes);
  app.route('/', adminUserRoutes);
  app.route('/', docsRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Caravan API',
      version: '0.1.0',
      description: 'Every response is { success, data } or { success: false, error, code }.',
    },
  });

  app.notFound((c) => toErrorResponse(new AppError(404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), c));
  app.onError((err, c) => toErrorResponse(err, c));
  return app;
}

export type App = ReturnType<typeof createApp>;

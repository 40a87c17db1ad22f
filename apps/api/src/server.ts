// Boots Caravan: opens and migrates the database, seeds demo data on first start, serves API and portal.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { type Config, publicUrlOf } from './config/config.js';
import { assertProductionReady } from './config/production-readiness.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemoData } from './db/seed/seed.js';
import { createApp } from './http/app.js';
import { servePortal, withCompression } from './http/portal-delivery.js';
import { startingResponse } from './http/starting.js';
import { type Logger, createLogger, setProcessLogger } from './observability/logger.js';
import { collectProcessMetrics } from './observability/metrics.js';
import { PORTAL_DIST } from './paths.js';
import { observeQueue } from './queue/queue-observed.js';
import { schedulingFor } from './scheduler/runtime.js';

/** DECIDE: 65 s, above the 60 s idle time-out that load balancers commonly keep (AWS ALB's default), so the client,
 * not the server, closes an idle kept-alive connection (Node's 5 s default races a client reusing it: ECONNRESET). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** DECIDE: 2 s for requests in flight to finish at stop; then every connection is cut, so a client that keeps a
 * kept-alive connection busy (a polling page) cannot hold the stop open. */
export const SHUTDOWN_GRACE_MS = 2_000;

export interface RunningServer {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Test hooks into the start. */
export interface StartHooks {
  /** Called once the port is open, before the database is opened or migrated; awaited. */
  onListening?(url: string): Promise<void> | void;
}

/**
 * Starts Caravan with `config`; resolves once it serves. The port opens first and answers 503 (http/starting.ts) while
 * the database opens and migrates, so /api/ready says "not yet" instead of refusing the connection.
 */
export async function startServer(
  config: Config,
  logLine?: (line: string) => void,
  hooks: StartHooks = {},
): Promise<RunningServer> {
  // The process's JSON log at LOG_LEVEL; `logLine` (tests) takes the boot lines instead.
  const logger = createLogger({ level: config.LOG_LEVEL, nodeEnv: config.NODE_ENV });
  setProcessLogger(logger);
  collectProcessMetrics();
  const log = logLine ?? ((line: string) => logger.info(line));
  // Before anything is opened: production on a sandbox is refused unless ALLOW_SANDBOX=true says so.
  const sandboxes = assertProductionReady(config);
  if (sandboxes.length > 0)
    log(`[caravan] ALLOW_SANDBOX=true: production runs on sandboxes for ${sandboxes.map((s) => s.service).join('; ')}`);

  let handle: (request: Request) => Response | Promise<Response> = startingResponse;
  const server = serve({ fetch: (request) => handle(request), port: config.PORT, hostname: config.HOST });
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  // PORT=0 picks a free port: the public address is known only now, before any request reaches the app.
  const listeningOn = publicUrlOf({}, port);
  const publicUrl = () => config.PUBLIC_URL ?? listeningOn;
  try {
    await hooks.onListening?.(url);
    const { app, database, scheduling, unobserve } = await openApp(config, log, logger, publicUrl);
    handle = withCompression(app).fetch;
    log(`[caravan] listening on ${url} (database: ${database.kind})`);
    await scheduling.start();
    return {
      url,
      database,
      close: async () => {
        await closeGracefully(server);
        unobserve();
        await scheduling.stop();
        await database.close();
      },
    };
  } catch (error) {
    await closeGracefully(server);
    throw error;
  }
}

/** Opens and migrates the database, seeds demo data on a first start, starts the queue and builds the app. */
async function openApp(config: Config, log: (line: string) => void, logger: Logger, publicUrl: () => string) {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, lease: config.CARAVAN_DB_LEASE === 'on' }
      : { dataDir: config.pgliteDir },
  );
  await database.migrate();
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    if (await seedDemoData(database.db)) log('[caravan] first start: demo data loaded');
  }
  // Said before 'listening', so whoever waits for that line has read it too.
  if (database.kind === 'pglite')
    log(
      `[caravan] PGlite (embedded, in ${config.pgliteDir}) is for one person trying Caravan; for more than a few ` +
        'users at once set DATABASE_URL=postgres://user:password@host:5432/caravan (see the README).',
    );
  const indexPath = `${PORTAL_DIST}/index.html`;
  // The built portal page: served for every portal path, and the frame the public trip page is rendered into.
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : undefined;
  const scheduling = schedulingFor(config, database, publicUrl);
  await scheduling.open();
  const unobserve = observeQueue(database.db, scheduling.deps.queue);
  const app = createApp({
    database,
    config,
    logger,
    publicUrl,
    ...scheduling.deps,
    ...(indexHtml ? { portalShell: indexHtml } : {}),
  });
  if (indexHtml) {
    servePortal(app, PORTAL_DIST, indexHtml, { takeoverDelayMs: config.PUBLIC_TAKEOVER_DELAY_MS });
  } else {
    log('[caravan] portal not built (apps/portal/dist missing): run `npm run build` to serve it');
  }
  return { app, database, scheduling, unobserve };
}

type NodeServer = ReturnType<typeof serve>;

/** Stops accepting, lets requests in flight finish for SHUTDOWN_GRACE_MS, then cuts what is still open. */
function closeGracefully(server: NodeServer): Promise<void> {
  return new Promise<void>((resolve) => {
    const cut = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

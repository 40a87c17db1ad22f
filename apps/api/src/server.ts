// Boots Caravan: opens and migrates the database, seeds demo data on first start, serves API and portal.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemoData } from './db/seed/seed.js';
import { createApp } from './http/app.js';

const portalDist = fileURLToPath(new URL('../../portal/dist', import.meta.url));

export interface RunningServer {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Starts Caravan with `config`; resolves once it listens. */
export async function startServer(config: Config, log: (line: string) => void = console.log): Promise<RunningServer> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.pgliteDir },
  );
  await database.migrate();
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    if (await seedDemoData(database.db)) log('[caravan] first start: demo data loaded');
  }
  const indexHtml = existsSync(portalDist) ? await readFile(`${portalDist}/index.html`, 'utf8') : undefined;
  const app = createApp({ database, config, now: () => new Date(), ...(indexHtml ? { portalShell: indexHtml } : {}) });

  if (indexHtml) {
    app.use('/assets/*', serveStatic({ root: portalDist }));
    app.use('*', serveStatic({ root: portalDist }));
    // Every other non-API path is a portal route: the SPA decides (and shows its own not-found page).
    app.get('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : c.html(indexHtml)));
  } else {
    log('[caravan] portal not built (apps/portal/dist missing): run `npm run build` to serve it');
  }

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  log(`[caravan] listening on ${url} (database: ${database.kind})`);
  return {
    url,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

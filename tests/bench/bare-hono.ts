// A bare Hono handler on @hono/node-server: the ceiling the API's own figures are compared with.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ success: true, data: { ok: true } }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));

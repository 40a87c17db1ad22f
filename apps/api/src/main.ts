// `npm start`: runs Caravan until SIGINT/SIGTERM.
import { loadConfig } from './config/config.js';
import { log } from './observability/logger.js';
import { startServer } from './server.js';

try {
  const server = await startServer(loadConfig());
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  log().fatal({ err: e }, `[caravan] could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

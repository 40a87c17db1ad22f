// Before the browser tests: builds the server as `npm start` does (apps/api/dist/main.js, a second or two), so every
// test drives the compiled server users run, from the source as it is now. The portal is built by `npm run test:e2e`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { clockOffsetMs } from './clock.js';

export default function buildServer() {
  // Fixes the run's calendar offset in the environment the workers inherit.
  clockOffsetMs();
  const api = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
  execFileSync(process.execPath, ['build.mjs'], { cwd: api, stdio: 'inherit' });
}

// Before the browser tests: builds the server as `npm start` does (apps/api/dist/main.js, a second or two), so every
// test drives the compiled server users run, from the source as it is now; then starts it once on an empty folder,
// which migrates and loads the demo data, and keeps that folder (its demo passwords re-hashed cheaply, below) as the
// template every test server starts from
// (support/server.ts copies it: a copy takes a fraction of a second, a first start several). The portal is built by
// `npm run test:e2e`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import { cheapenDemoPasswords } from '../../../apps/api/src/testing/cheap-demo-passwords.js';
import { clockOffsetMs } from './clock.js';
import { SEEDED_TEMPLATE_ENV, startCaravan } from './server.js';

export default async function prepare() {
  // Fixes the run's calendar offset in the environment the workers inherit.
  clockOffsetMs();
  const api = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
  execFileSync(process.execPath, ['build.mjs'], { cwd: api, stdio: 'inherit' });

  const folder = mkdtempSync(join(tmpdir(), 'caravan-e2e-template-'));
  const template = join(folder, 'data');
  const first = await startCaravan({}, { dataDir: template });
  if (!/first start: demo data loaded/.test(first.output())) throw new Error(`No demo data:\n${first.output()}`);
  await first.stop();
  // The demo accounts' passwords re-hashed at a test cost (apps/api/src/testing/cheap-demo-passwords.ts): the journeys
  // sign in a few hundred times, and each sign-in at the real scrypt cost took the server 0.5–2 s of a 2-core machine.
  const database = await openDatabase({ dataDir: join(template, 'pglite') });
  try {
    await cheapenDemoPasswords(database.db);
  } finally {
    await database.close();
  }
  // Workers inherit the environment global setup leaves.
  process.env[SEEDED_TEMPLATE_ENV] = template;
  return () => rmSync(folder, { recursive: true, force: true });
}

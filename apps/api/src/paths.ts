// Where the API's files are on disk, the same whether it runs from source (src/, through tsx) or built (dist/main.js,
// one bundled file at another depth): found from the package folder, not from this module's own place.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The @caravan/api folder: the nearest folder above this module that holds the committed migrations. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find apps/api/drizzle above the running server');
    dir = up;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
/** Drizzle's committed migrations, run at boot. */
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
/** The built portal the server serves (absent until `npm run build`). */
export const PORTAL_DIST = join(API_ROOT, '..', 'portal', 'dist');

// What `npm run backup` and `npm run restore` share: the data folder from the server's own configuration, and how
// they stop with a sentence instead of a stack trace.
import { loadConfig } from '../apps/api/src/config/config.js';

/** DATA_DIR and its PGlite folder as the server reads them; refused when DATABASE_URL points at PostgreSQL. */
export function databaseSettings(dataDir = process.env.DATA_DIR) {
  // Only the two settings this needs: a production server's other requirements are no business of a backup.
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
  if (config.DATABASE_URL)
    refuse(
      new Error(
        'DATABASE_URL is set: the data is on a PostgreSQL server. Back it up with `pg_dump -Fc` and restore it ' +
          'with `pg_restore` (see the README).',
      ),
    );
  return config;
}

export function refuse(error: unknown): never {
  console.error(`[caravan] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The command line as `parse` reads it, or the usage line instead of parseArgs' stack trace. */
export function parseCommandLine<T>(parse: () => T, usage: string): T {
  try {
    return parse();
  } catch (e) {
    refuse(new Error(`${e instanceof Error ? e.message : String(e)}\n${usage}`));
  }
}

// `npm run backup [-- <file>]`: writes the embedded database (PGlite, DATA_DIR/pglite) to one gzip tarball while no
// server has it open; the default file is DATA_DIR/backups/caravan-<UTC time>.tar.gz. PostgreSQL: pg_dump (README).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataFolder, defaultBackupFile } from '../apps/api/src/db/backup.js';
import { databaseSettings, parseCommandLine, refuse } from './backup-settings.js';

const USAGE = 'Usage: npm run backup [-- <file>]';
const { positionals } = parseCommandLine(() => parseArgs({ allowPositionals: true, options: {} }), USAGE);
const settings = databaseSettings();
const file = resolve(positionals[0] ?? defaultBackupFile(settings.DATA_DIR));
try {
  const { bytes } = await backupDataFolder(settings.pgliteDir, file);
  console.log(`[backup] ${settings.pgliteDir} written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
} catch (e) {
  refuse(e);
}

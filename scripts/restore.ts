// `npm run restore -- <file> [--data-dir <folder>] [--force]`: loads a backup made by `npm run backup` into the
// embedded database folder of DATA_DIR (or of --data-dir), which must be empty unless --force replaces it.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDataFolder } from '../apps/api/src/db/backup.js';
import { databaseSettings, parseCommandLine, refuse } from './backup-settings.js';

const USAGE = 'Usage: npm run restore -- <backup file> [--data-dir <folder>] [--force]';
const { positionals, values } = parseCommandLine(
  () =>
    parseArgs({
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
    }),
  USAGE,
);
const [file] = positionals;
if (!file) refuse(new Error(USAGE));
const settings = databaseSettings(values['data-dir']);
try {
  await restoreDataFolder(resolve(file), settings.pgliteDir, { force: values.force });
  console.log(
    `[restore] ${resolve(file)} loaded into ${settings.pgliteDir}; start Caravan with DATA_DIR=${settings.DATA_DIR}`,
  );
} catch (e) {
  refuse(e);
}

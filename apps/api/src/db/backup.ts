// Backup and restore of the embedded database (PGlite): its data folder as one tarball, taken and loaded while no
// server has the folder open (`npm run backup`, `npm run restore`). PostgreSQL has its own tools (pg_dump, README).
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DataFolderInUseError, lockDataFolder } from './lock.js';

/** A backup or restore that cannot go ahead, with the sentence that says why and what to do. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** The default backup file: `<DATA_DIR>/backups/caravan-<UTC time>.tar.gz` (colons left out, for every file system). */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return join(dataDir, 'backups', `caravan-${stamp}.tar.gz`);
}

/** The folder's lock, or a refusal that says a backup or restore needs the server stopped. */
function lockForBackup(pgliteDir: string): () => void {
  try {
    return lockDataFolder(pgliteDir);
  } catch (e) {
    if (!(e instanceof DataFolderInUseError)) throw e;
    throw new BackupRefusedError(
      `${e.message.split('. ')[0]}. Stop that Caravan server first: a backup or restore runs while the folder is closed.`,
    );
  }
}

function isNonEmptyFolder(folder: string): boolean {
  return existsSync(folder) && statSync(folder).isDirectory() && readdirSync(folder).length > 0;
}

/**
 * Writes the PGlite data folder `pgliteDir` to `file` (gzip tarball). Takes the folder's lock first, so a running
 * server refuses the backup (DataFolderInUseError) instead of it copying pages mid-write.
 */
export async function backupDataFolder(pgliteDir: string, file: string): Promise<{ bytes: number }> {
  // PGlite would make an empty database in a missing folder and back that up: say so instead.
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupRefusedError(`No embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR right?).`);
  const release = lockForBackup(pgliteDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(pgliteDir);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      // Written beside and renamed, so an interrupted backup never leaves a truncated file under the final name.
      await writeFile(`${file}.partial`, bytes);
      renameSync(`${file}.partial`, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads the backup `file` into the PGlite data folder `pgliteDir`. A folder that already holds data is refused unless
 * `force`; then it is replaced only once the backup has loaded and answered a query, so a bad file loses nothing.
 */
export async function restoreDataFolder(file: string, pgliteDir: string, options: { force?: boolean } = {}) {
  if (!existsSync(file)) throw new BackupRefusedError(`No backup file at ${file}.`);
  if (isNonEmptyFolder(pgliteDir) && !options.force)
    throw new BackupRefusedError(
      `${pgliteDir} already holds a database: restore into another DATA_DIR, or add --force to replace it.`,
    );
  const release = lockForBackup(pgliteDir);
  const staging = `${pgliteDir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
    rmSync(pgliteDir, { recursive: true, force: true });
    renameSync(staging, pgliteDir);
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  } finally {
    release();
  }
}

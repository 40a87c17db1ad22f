// An exclusive lock on the PGlite data folder: PGlite does not lock it, and two processes corrupt it.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataFolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The embedded database folder ${folder} is already open in another Caravan process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataFolderInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for `folder` or throws DataFolderInUseError; returns the release function. */
export function lockDataFolder(folder: string): () => void {
  const lockPath = `${folder}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataFolderInUseError(folder, holder);
      }
      // A lock left by a process that died: take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}

// A throwaway PostgreSQL server on loopback, started as scripts/with-postgres.sh does (or DATABASE_URL when set).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** DECIDE: a fixed port of its own (BENCH_PG_PORT to change it); with-postgres.sh picks a free one, so they never meet. */
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54339);

export interface Postgres {
  url: string;
  /** What it is, for the report. */
  describe: string;
  stop(): void;
}

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? join(root, versions[versions.length - 1] as string, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'pg_ctl')))
    throw new Error(
      'PostgreSQL is not installed: run `bash scripts/with-postgres.sh npm run bench` (it installs Debian postgresql), or set DATABASE_URL.',
    );
  return bin;
}

/** DATABASE_URL when given (the caller's server, left running), else a fresh local server stopped by stop(). */
export function startPostgres(): Postgres {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, describe: 'PostgreSQL at DATABASE_URL', stop: () => {} };
  const bin = pgBin();
  const data = mkdtempSync(join(tmpdir(), 'caravan-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the Debian package's postgres user runs it.
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileSync(cmd, args);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(data, uid, gid);
  }
  try {
    run(join(bin, 'initdb'), ['-D', join(data, 'db'), '-U', 'caravan', '--auth=trust', '-E', 'UTF8']);
    run(join(bin, 'pg_ctl'), [
      '-D',
      join(data, 'db'),
      '-l',
      join(data, 'log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${BENCH_PG_PORT} -k ${data} -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (e) {
    rmSync(data, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${BENCH_PG_PORT} (in use? set BENCH_PG_PORT): ${String(e)}`);
  }
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://caravan@127.0.0.1:${BENCH_PG_PORT}/postgres`,
    describe: `${version}, local, fsync=off`,
    stop: () => {
      const stop = [join(bin, 'pg_ctl'), '-D', join(data, 'db'), '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', ...stop]);
      else spawnSync(stop[0] as string, stop.slice(1));
      rmSync(data, { recursive: true, force: true });
    },
  };
}

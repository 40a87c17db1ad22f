// The two servers under load: Caravan (the built apps/api/dist/main.js, as `npm start` runs it, with the SQL
// recorder preloaded through tsx) and the raw-SQL baseline; and their resident memory, read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
  output(): string;
}

function start(args: string[], env: Record<string, string>, what: string): Promise<Server> {
  const merged: Record<string, string | undefined> = { ...process.env, ...env };
  // An empty value removes the variable (PGlite runs are told apart by having no DATABASE_URL at all).
  for (const [k, v] of Object.entries(env)) if (v === '') delete merged[k];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (d: Buffer) => {
    log += d;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in time:\n${log}`)), 180_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${log}`));
    };
    child.once('exit', onExit);
    child.stdout?.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (!m?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        url: m[1].replace('localhost', '127.0.0.1'),
        pid: child.pid as number,
        output: () => log,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** Caravan on PostgreSQL (`url`) or PGlite (`dataDir`), with the SQL recorder writing to `sqlLog` on SIGUSR2. */
export function startCaravan(db: { url: string } | { dataDir: string }, sqlLog: string): Promise<Server> {
  // The server serves the portal when apps/portal/dist exists and then needs its index.html; `tsc -b` alone leaves
  // a dist/types folder without it, and the server refuses to start.
  const portal = `${root}/apps/portal/dist`;
  if (existsSync(portal) && !existsSync(`${portal}/index.html`))
    return Promise.reject(
      new Error(
        'apps/portal/dist has no index.html: run `npm run build -w @caravan/portal` (or remove apps/portal/dist)',
      ),
    );
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    // Sign-in is measured from many addresses (X-Forwarded-For), as users behind a proxy would come.
    TRUST_PROXY: 'true',
    BENCH_SQL_LOG: sqlLog,
    BENCH_DB: 'url' in db ? 'postgres' : 'pglite',
    OUTBOX_DIR: `${sqlLog}.outbox`,
  };
  if ('url' in db) env.DATABASE_URL = db.url;
  else {
    env.DATA_DIR = db.dataDir;
    env.DATABASE_URL = '';
  }
  // tsx only loads the recorder (TypeScript); the server is the built JavaScript users run.
  // BENCH_CPU_PROF=<dir>: each Caravan process writes a V8 CPU profile there when it stops (Node refuses --cpu-prof in
  // NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const args = [...profile, '--import', 'tsx', '--import', here('./sql-recorder.ts'), 'apps/api/dist/main.js'];
  return start(args, env, 'Caravan');
}

export function startRawServer(planFile: string): Promise<Server> {
  return start(['--import', 'tsx', here('./raw-sql-server.ts'), planFile], {}, 'the raw-SQL server');
}

/** Resident memory of a process in MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS until stopped; resolves the peak. */
export function samplePeak(pid: number, everyMs = 200): () => number {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

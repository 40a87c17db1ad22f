// A whole API process for tests that need two servers on one PostgreSQL (the launch rush, issue 29 point 3): the
// server as `npm start` runs it (src/main.ts through tsx, so no build is needed), on a free port, with its own
// connections, job queue, mail worker and sandbox payment processor, as a second node behind a proxy has.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** The API's own compiler options (its e-mail templates are JSX), not the repository root's references-only file. */
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** DECIDE (test): a cold tsx start of the server on a busy 2-core machine takes seconds; a minute is a hang. */
const START_DEADLINE_MS = 60_000;

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it wrote, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the API on `databaseUrl` with `env` added; resolves once it says it listens with its app built. */
export function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SCHEDULER: 'false',
      TSX_TSCONFIG_PATH: TSCONFIG,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API process did not start in time:\n${log}`));
    }, START_DEADLINE_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the API process exited (${code}) before it listened:\n${log}`));
    };
    child.once('exit', onExit);
    const onData = () => {
      const m = /listening on (http:\/\/\S+?)[\s"]/.exec(log);
      if (!m?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve({ url: m[1].replace('localhost', '127.0.0.1'), output: () => log, stop });
    };
    // The log goes to stdout, or to stderr under NODE_ENV=test: either says it.
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

// Starts Caravan as `npm start` does (the built server, apps/api/dist/main.js, which the browser tests' global setup
// builds), in its own process, on a free port and a fresh data folder: a copy of the migrated and seeded template the
// global setup made, unless the caller names its own folder (a first start is then what it gets).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clockOffsetMs } from './clock.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The environment variable naming the seeded data folder every test server starts from (set by global setup). */
export const SEEDED_TEMPLATE_ENV = 'CARAVAN_E2E_SEEDED_TEMPLATE';

export interface CaravanProcess {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** Spawns the API (serving the built portal) and resolves with its URL once it listens. */
export async function startCaravan(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    /** Test mode: the server's clock stands still until POST /api/test/clock moves it (and runs the scheduler). */
    testClock?: boolean;
  } = {},
): Promise<CaravanProcess> {
  // The server's own folder: its data (unless the caller names one) and its outbox. A shared outbox (the default
  // .data/outbox under the repository) let one journey's mails crowd another's out of the newest page it reads.
  const workDir = mkdtempSync(join(tmpdir(), 'caravan-e2e-'));
  const dataDir = options.dataDir ?? join(workDir, 'data');
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!options.dataDir && template) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The demo data is anchored on a fixed day: a wall-clock scheduler would move it under a journey, so a journey
      // gets the scheduler only through the test clock.
      SCHEDULER: 'false',
      // The tests' calendar (support/clock.ts): the same day for the server as for the browser.
      CARAVAN_CLOCK_OFFSET_MS: String(clockOffsetMs()),
      OUTBOX_DIR: join(workDir, 'outbox'),
      // A visitor's public page takes the portal over as soon as it has loaded: the journeys test what the portal does
      // there; the deferral itself (3 s, or a first touch or key) has its own journey, public-takeover.e2e.ts.
      PUBLIC_TAKEOVER_DELAY_MS: '0',
      ...(options.testClock ? { CARAVAN_TEST_CLOCK: 'true' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Caravan did not start in time:\n${log}`)), 120_000);
    const onData = () => {
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Caravan exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

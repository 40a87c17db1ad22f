// `npm run bench`: loads Caravan on loopback and prints requests/s and p99 per endpoint, with ratios
// to a bare Hono handler measured in the same run. Bounded: a few seconds per endpoint.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCaravan } from '../e2e/support/server.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figure {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url, duration: DURATION_SECONDS, connections: CONNECTIONS, headers });
  return { name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function startBareHono(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-hono.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(String(d));
      if (m?.[1]) resolve(m[1]);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const caravan = await startCaravan();
const bare = await startBareHono();
try {
  const login = await fetch(`${caravan.url}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'traveler@caravan.test', password: 'caravan-demo' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // Warm up JIT and connection pools before measuring.
  await autocannon({ url: `${caravan.url}/api/health`, duration: 1, connections: 2 });

  const figures = [
    await measure('bare Hono handler', bare.url),
    await measure('GET /api/health', `${caravan.url}/api/health`),
    await measure('GET /api/me/profile (session read)', `${caravan.url}/api/me/profile`, { cookie }),
  ];
  const base = figures[0] as Figure;
  console.log(
    `\nCaravan benchmark — ${DURATION_SECONDS}s per endpoint, ${CONNECTIONS} connections, loopback, PGlite\n`,
  );
  console.log(
    `${'endpoint'.padEnd(40)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'vs bare'.padStart(10)}${'non-2xx'.padStart(10)}`,
  );
  for (const f of figures) {
    const ratio = base.rps > 0 ? `${((100 * f.rps) / base.rps).toFixed(1)}%` : '-';
    console.log(
      `${f.name.padEnd(40)}${f.rps.toFixed(0).padStart(10)}${String(f.p99).padStart(10)}${ratio.padStart(10)}${String(f.non2xx).padStart(10)}`,
    );
  }
} finally {
  bare.stop();
  await caravan.stop();
}

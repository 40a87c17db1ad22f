// The benchmark's flags: `npm run bench -- [--pglite] [--quick] [--scaling] [--scale=N] [--seconds=S] [--only=a,b]
// [--lighthouse | --no-lighthouse] [--markdown]`.

export interface BenchOptions {
  /** Caravan on embedded PGlite instead of PostgreSQL. */
  pglite: boolean;
  /** Bookings in the main run's data set (on top of the demo data). */
  scale: number;
  /** Seconds per endpoint × connection count × server. */
  seconds: number;
  connections: number[];
  /** Also run the scaling run (paged endpoints' p50 at each of scalingSteps bookings). */
  scaling: boolean;
  scalingSteps: number[];
  /** Seconds per paged endpoint at each scaling step. */
  scalingSeconds: number;
  /** Only the endpoints whose key contains one of these words (their rows replace theirs in bench/results.json). */
  only: string[];
  /**
   * The Lighthouse step (public pages, tests/bench/lighthouse.ts): 'also' after the main run (the default), 'only'
   * (`--lighthouse` or `--only=lighthouse`: no endpoint load), 'skip' (`--no-lighthouse`, and every scaling run).
   */
  lighthouse: 'also' | 'only' | 'skip';
  /** Print the README's tables from bench/results.json and stop. */
  markdown: boolean;
}

/** DECIDE: 10,000 bookings by default — 1,000 trips, 5,000 travelers — seeds in seconds on 2 cores. */
export const DEFAULT_SCALE = 10_000;
/** DECIDE: 2 s per run keeps the default run (13 endpoints × 3 × 2 servers) near five minutes on 2 cores. */
export const DEFAULT_SECONDS = 2;
export const CONNECTIONS = [1, 10, 50];
export const SCALING_STEPS = [1_000, 10_000, 100_000];

export function parseOptions(argv: string[]): BenchOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const quick = flag('quick');
  const only = (value('only') ?? '').split(',').filter(Boolean);
  const lighthouseOnly = flag('lighthouse') || (only.length > 0 && only.every((w) => w === 'lighthouse'));
  const seconds = Number(value('seconds') ?? process.env.BENCH_SECONDS ?? (quick ? 1 : DEFAULT_SECONDS));
  return {
    pglite: flag('pglite'),
    scale: Number(value('scale') ?? (quick ? 2_000 : DEFAULT_SCALE)),
    seconds,
    connections: CONNECTIONS,
    scaling: flag('scaling'),
    scalingSteps: SCALING_STEPS,
    scalingSeconds: quick ? 1 : 2,
    only: only.filter((w) => w !== 'lighthouse'),
    lighthouse: lighthouseOnly
      ? 'only'
      : flag('no-lighthouse') || flag('scaling') || (only.length > 0 && !only.includes('lighthouse'))
        ? 'skip'
        : 'also',
    markdown: flag('markdown'),
  };
}

// `npm run bench`: Caravan on PostgreSQL (or `--pglite`) with a seeded data set, each endpoint users hit most under
// autocannon at 1, 10 and 50 connections, beside a raw-SQL baseline running the same SQL; `--scaling` instead times
// the paged endpoints at 1k, 10k and 100k bookings; `--only=launch-rush` the launch rush alone; then Lighthouse on the public pages (`--lighthouse` alone). Not a test: neither `npm test` nor `.ci/run` runs it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { capture } from './capture.js';
import { coreEndpoints, type Endpoint } from './endpoints.js';
import { launchRush, reportLaunchRush } from './launch-rush.js';
import { runLighthouse } from './lighthouse.js';
import { type Figures, load, warmUp } from './load.js';
import { bookingCreation, publicRead, publicTripPage, type Skipped } from './optional.js';
import { markdown } from './markdown.js';
import { parseOptions } from './options.js';
import { type EndpointPlan, type RawPlanFile, statementCount } from './plan.js';
import {
  type EndpointResult,
  type MainRun,
  printMain,
  printScaling,
  type ScalingRun,
  writeLighthouse,
  writeResults,
} from './report.js';
import { countsFor } from './seed.js';
import { rssMb, samplePeak, startRawServer } from './servers.js';
import { machine, prepare, type Stack, startStack } from './setup.js';

const options = parseOptions(process.argv.slice(2));
const log = (line: string) => console.error(`[bench] ${line}`);
const isSkipped = (e: Endpoint | Skipped): e is Skipped => !('request' in e);

async function endpointsOf(stack: Stack, ctx: Awaited<ReturnType<typeof prepare>>) {
  const [trip] = await stack.withDb((db) =>
    db.query<{ trip_path: string | null }>('select trip_path from trips where id = $1', [ctx.liveTrip]),
  );
  const base = stack.caravan.url;
  const optional = [
    await publicTripPage(base, { id: ctx.liveTrip, path: trip?.trip_path ?? null }),
    await bookingCreation(base, ctx),
  ];
  const skipped = optional.filter(isSkipped);
  const all = [
    ...(skipped.some((s) => s.key === 'public-trip') ? [publicRead] : []),
    ...optional.filter((e): e is Endpoint => !isSkipped(e)),
    ...coreEndpoints(ctx),
  ];
  const chosen = options.only.length ? all.filter((e) => options.only.some((w) => e.key.includes(w))) : all;
  return { endpoints: chosen, skipped };
}

async function mainRun(stack: Stack) {
  const ctx = await prepare(stack, options.scale);
  const { endpoints, skipped } = await endpointsOf(stack, ctx);
  const plans: Record<string, EndpointPlan> = {};
  const notes: Record<string, string | undefined> = {};
  const statements: Record<string, number> = {};
  for (const e of endpoints) {
    const [warm, recorded] = e.captureVariants ?? [0, 0];
    const got = await capture(stack.caravan.url, stack.caravan.pid, stack.sqlLog, e.request(recorded), e.request(warm));
    let own: ReturnType<NonNullable<Endpoint['baseline']>> | undefined;
    try {
      own = e.baseline?.(got);
    } catch (error) {
      // Without its baseline (a booking that did not book) the endpoint has no ratio: listed as not measured.
      skipped.push({ key: e.key, title: e.title, note: `no raw baseline: ${(error as Error).message}` });
      log(`${e.key}: skipped, ${(error as Error).message}`);
      continue;
    }
    plans[e.key] = {
      batches: got.batches,
      status: got.status,
      body: got.body,
      fresh: e.fresh ?? [],
      verifyPassword: e.password ? { password: e.password, hash: ctx.passwordHash } : undefined,
      ...own,
    };
    statements[e.key] = statementCount(got.batches);
    const refused =
      got.status >= 400 ? `answered ${got.status} to the bench's request: ${JSON.stringify(got.body)}` : undefined;
    const baseline = own ? `the baseline runs ${statementCount(own.batches)} statements` : undefined;
    notes[e.key] = [e.note, baseline, refused].filter(Boolean).join('; ') || undefined;
    log(`${e.key}: ${statements[e.key]} statements, status ${got.status}`);
  }
  const planFile = join(stack.work, 'raw-plan.json');
  const file: RawPlanFile = { database: await stack.rawDatabase(), endpoints: plans };
  writeFileSync(planFile, JSON.stringify(file));
  const raw = await startRawServer(planFile);
  const caravan = stack.caravan;
  try {
    const memory = { caravanAtRest: rssMb(caravan.pid), caravanUnder50: 0, rawAtRest: rssMb(raw.pid), rawUnder50: 0 };
    const results: EndpointResult[] = [];
    for (const e of endpoints.filter((m) => plans[m.key])) {
      await warmUp(caravan.url, e, 'caravan');
      await warmUp(raw.url, e, 'raw');
      const runs: EndpointResult['runs'] = [];
      const seconds = Math.max(options.seconds, e.minSeconds ?? 0);
      for (const connections of options.connections) {
        const peakCaravan = connections === 50 ? samplePeak(caravan.pid) : undefined;
        const c: Figures = await load(caravan.url, e, 'caravan', connections, seconds);
        if (peakCaravan) memory.caravanUnder50 = Math.max(memory.caravanUnder50, peakCaravan());
        const peakRaw = connections === 50 ? samplePeak(raw.pid) : undefined;
        const r: Figures = await load(raw.url, e, 'raw', connections, seconds);
        if (peakRaw) memory.rawUnder50 = Math.max(memory.rawUnder50, peakRaw());
        const ratio = r.rps > 0 ? Math.round((100 * c.rps) / r.rps) / 100 : 0;
        runs.push({ connections, caravan: c, raw: r, ratio });
        log(
          `${e.key} ×${connections}: ${c.rps} req/s p99 ${c.p99} ms | raw ${r.rps} req/s p99 ${r.p99} ms | ${ratio} | not 2xx ${c.non2xx + c.errors} / ${r.non2xx + r.errors}`,
        );
      }
      results.push({
        key: e.key,
        title: e.title,
        note: notes[e.key],
        statements: statements[e.key],
        runs,
      });
    }
    const run: MainRun = {
      at: new Date().toISOString(),
      database: stack.database,
      scale: { ...countsFor(options.scale) },
      secondsPerRun: options.seconds,
      machine: machine(),
      memoryMb: memory,
      endpoints: results,
      skipped,
    };
    printMain(run);
    writeResults('main', run, stack.kind, options.only.length > 0);
  } finally {
    await raw.stop();
  }
}

/** DECIDE: one connection — the p50 then is one request's own work, not queueing behind others on 2 cores. */
const SCALING_CONNECTIONS = 1;

async function scalingRun(stack: Stack) {
  const p50: Record<string, number[]> = {};
  let paged: Endpoint[] = [];
  for (const step of options.scalingSteps) {
    const ctx = await prepare(stack, step);
    paged = (await endpointsOf(stack, ctx)).endpoints.filter((e) => e.paged);
    for (const e of paged) {
      await warmUp(stack.caravan.url, e, 'caravan');
      const f = await load(stack.caravan.url, e, 'caravan', SCALING_CONNECTIONS, options.scalingSeconds);
      p50[e.key] = [...(p50[e.key] ?? []), f.p50];
      log(`${step} bookings, ${e.key}: p50 ${f.p50} ms (${f.non2xx} non-2xx)`);
    }
  }
  const run: ScalingRun = {
    at: new Date().toISOString(),
    database: stack.database,
    connections: SCALING_CONNECTIONS,
    steps: options.scalingSteps,
    endpoints: paged.map((e) => {
      const values = p50[e.key] ?? [];
      const first = Math.max(values[0] ?? 1, 1);
      return {
        key: e.key,
        title: e.title,
        p50: values,
        growth: Math.round((100 * (values.at(-1) ?? 0)) / first) / 100,
      };
    }),
  };
  printScaling(run);
  writeResults('scaling', run, stack.kind);
}

if (options.markdown) {
  console.log(markdown());
  process.exit(0);
}
log(`starting Caravan on ${options.pglite ? 'PGlite' : 'PostgreSQL'}`);
const stack = await startStack(options.pglite);
const stop = async () => {
  await stack.stop().catch(() => {});
  process.exit(130);
};
process.once('SIGINT', stop);
try {
  if (options.scaling) await scalingRun(stack);
  // The launch rush is a scenario of its own (two processes, one trip), run only when asked: --only=launch-rush.
  else if (options.only.includes('launch-rush')) reportLaunchRush(await launchRush(stack, machine(), log));
  else if (options.lighthouse !== 'only') await mainRun(stack);
  if (options.lighthouse !== 'skip') writeLighthouse(await runLighthouse(stack.caravan.url, machine(), log));
} finally {
  await stack.stop();
}

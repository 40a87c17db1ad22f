// The table printed at the end of a run, and bench/results.json (the main run and the scaling run each keep their
// own section, so one does not erase the other).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LighthouseRun } from './lighthouse.js';
import type { Figures } from './load.js';

export const RESULTS_FILE = fileURLToPath(new URL('../../bench/results.json', import.meta.url));

export interface EndpointResult {
  key: string;
  title: string;
  note?: string | undefined;
  /** How many statements Caravan ran for one request (what the baseline replays). */
  statements?: number;
  runs: { connections: number; caravan: Figures; raw: Figures; ratio: number }[];
  /** When and on what a later `--only` run measured this endpoint alone (its row replaced in the run kept). */
  measuredAt?: string;
  measuredOn?: string;
}

export interface MainRun {
  at: string;
  database: string;
  scale: Record<string, number>;
  secondsPerRun: number;
  machine: string;
  memoryMb: { caravanAtRest: number; caravanUnder50: number; rawAtRest: number; rawUnder50: number };
  endpoints: EndpointResult[];
  skipped: { key: string; title: string; note: string }[];
}

export interface ScalingRun {
  at: string;
  database: string;
  connections: number;
  steps: number[];
  endpoints: { key: string; title: string; p50: number[]; growth: number }[];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
/** A run in which no request completed has no latency: '—', not 0. */
const ms = (f: Figures, v: number) => (f.requests > 0 ? v : '—');

/** A run's answers that were no success, by status, and its connection errors and time-outs ('' when none). */
function refusals(who: string, f: Figures): string {
  const codes = Object.entries(f.refused ?? {}).map(([code, n]) => `${n} × ${code}`);
  if (f.errors) codes.push(`${f.errors} errors or time-outs`);
  return codes.length ? `${who} ${codes.join(', ')}` : '';
}

export function printMain(run: MainRun): void {
  const lines = [
    `\nCaravan benchmark — ${run.database}; ${run.scale.bookings} bookings, ${run.scale.trips} trips; ${run.secondsPerRun} s per run; ${run.machine}`,
    `ratio = Caravan req/s ÷ raw-SQL baseline req/s (same SQL, same pool, bare Hono, same JSON). Latencies in ms.\n`,
    `${'endpoint'.padEnd(22)}${pad('conn', 5)}${pad('req/s', 9)}${pad('p50', 7)}${pad('p99', 7)}${pad('raw r/s', 9)}${pad('raw p50', 8)}${pad('raw p99', 8)}${pad('ratio', 7)}${pad('non2xx', 8)}${pad('sql', 5)}`,
  ];
  for (const e of run.endpoints) {
    for (const r of e.runs) {
      const bad = r.caravan.non2xx + r.caravan.errors + r.raw.non2xx + r.raw.errors;
      lines.push(
        `${e.key.padEnd(22)}${pad(r.connections, 5)}${pad(r.caravan.rps.toFixed(0), 9)}${pad(ms(r.caravan, r.caravan.p50), 7)}${pad(ms(r.caravan, r.caravan.p99), 7)}${pad(r.raw.rps.toFixed(0), 9)}${pad(ms(r.raw, r.raw.p50), 8)}${pad(ms(r.raw, r.raw.p99), 8)}${pad(r.raw.rps > 0 ? r.ratio.toFixed(2) : '—', 7)}${pad(bad, 8)}${pad(e.statements ?? '', 5)}`,
      );
    }
  }
  const m = run.memoryMb;
  lines.push(
    `\nRSS (MB): Caravan ${m.caravanAtRest} at rest, ${m.caravanUnder50} peak under 50 connections; raw-SQL server ${m.rawAtRest} / ${m.rawUnder50}`,
  );
  for (const e of run.endpoints) if (e.note) lines.push(`note ${e.key}: ${e.note}`);
  for (const e of run.endpoints)
    for (const r of e.runs) {
      const bad = [refusals('Caravan', r.caravan), refusals('raw', r.raw)].filter(Boolean);
      if (bad.length) lines.push(`not 2xx ${e.key} ×${r.connections}: ${bad.join('; ')}`);
    }
  for (const s of run.skipped) lines.push(`skipped ${s.key}: ${s.note}`);
  console.log(lines.join('\n'));
}

export function printScaling(run: ScalingRun): void {
  const lines = [
    `\nScaling — ${run.database}; p50 in ms at ${run.connections} connection(s); growth = p50 at ${run.steps.at(-1)} ÷ p50 at ${run.steps[0]} bookings\n`,
    `${'endpoint'.padEnd(22)}${run.steps.map((s) => pad(s, 9)).join('')}${pad('growth', 8)}`,
  ];
  for (const e of run.endpoints)
    lines.push(`${e.key.padEnd(22)}${e.p50.map((p) => pad(p, 9)).join('')}${pad(e.growth.toFixed(2), 8)}`);
  console.log(lines.join('\n'));
}

/** A run of some endpoints (`--only`) replaces their rows in the last full run and keeps the others. */
function mergeInto(before: MainRun, run: MainRun): MainRun {
  const fresh = run.endpoints.map((e) => ({ ...e, measuredAt: run.at, measuredOn: run.machine }));
  const kept = before.endpoints.map((e) => fresh.find((f) => f.key === e.key) ?? e);
  return {
    ...before,
    endpoints: [...kept, ...fresh.filter((f) => !before.endpoints.some((e) => e.key === f.key))],
    skipped: before.skipped.filter((s) => !fresh.some((f) => f.key === s.key)),
  };
}

/** The Lighthouse step's figures: their own top-level section (not per database: the pages are the same). */
export function writeLighthouse(run: LighthouseRun) {
  writeResultsFile((all) => ({ ...all, lighthouse: run }));
  console.log('\nwritten to bench/results.json (lighthouse)');
}

export function writeResultsFile(change: (all: Record<string, unknown>) => Record<string, unknown>) {
  mkdirSync(fileURLToPath(new URL('../../bench', import.meta.url)), { recursive: true });
  const all = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
  writeFileSync(RESULTS_FILE, `${JSON.stringify(change(all), null, 2)}\n`);
  // Formatted as the repository's formatter wants it, so committing the latest figures passes `npm run lint`.
  spawnSync(fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url)), [
    'format',
    '--write',
    RESULTS_FILE,
  ]);
}

export function writeResults(
  section: 'main' | 'scaling',
  run: MainRun | ScalingRun,
  database: 'postgres' | 'pglite',
  partial = false,
) {
  let merged: MainRun | ScalingRun = run;
  writeResultsFile((all) => {
    const own = all[database] as { main?: MainRun } | undefined;
    const before = own?.main;
    merged = partial && section === 'main' && before ? mergeInto(before, run as MainRun) : run;
    return { ...all, [database]: { ...own, [section]: merged } };
  });
  console.log(`\nwritten to bench/results.json (${database}.${section}${merged === run ? '' : ', these rows only'})`);
}

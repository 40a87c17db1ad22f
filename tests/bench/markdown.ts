// `npm run bench -- --markdown`: the README's figures, as markdown tables, from bench/results.json (no run).
import { readFileSync } from 'node:fs';
import { type MainRun, RESULTS_FILE, type ScalingRun } from './report.js';

/** The targets (issue 18 item 3). */
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 50;
const TARGET_GROWTH = 2;

const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

export function markdown(): string {
  const all = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<
    string,
    { main?: MainRun; scaling?: ScalingRun }
  >;
  const out: string[] = [];
  for (const [db, { main, scaling }] of Object.entries(all)) {
    if (main) {
      out.push(
        `**${main.database}**, ${main.scale.bookings} bookings over ${main.scale.trips} trips, ${main.secondsPerRun} s a run, ${main.at.slice(0, 16).replace('T', ' ')} UTC on ${main.machine}:`,
        '',
        `| endpoint | SQL | ratio to raw at 1 / 10 / 50 conn. (≥ ${TARGET_RATIO}) | req/s at 50 (raw) | p99 ms at 50 (raw; reads ≤ ${TARGET_P99_MS}) |`,
        '|---|---:|---|---:|---:|',
      );
      for (const e of main.endpoints) {
        const at = (c: number) => e.runs.find((r) => r.connections === c);
        const ratios = e.runs.map((r) => (r.raw.requests > 0 ? r.ratio.toFixed(2) : '—')).join(' / ');
        const r50 = at(50);
        const ms = (f?: { requests: number; p99: number }) => (f && f.requests > 0 ? String(f.p99) : '—');
        const ratioOk = e.runs.every((r) => r.ratio >= TARGET_RATIO);
        const alone = e.measuredAt ? ` (measured alone ${e.measuredAt.slice(0, 16).replace('T', ' ')} UTC)` : '';
        out.push(
          `| ${e.title}${alone} | ${e.statements ?? ''} | ${ratios} (${yes(ratioOk)}) | ${r50?.caravan.rps.toFixed(0) ?? '—'} (${r50?.raw.rps.toFixed(0) ?? '—'}) | ${ms(r50?.caravan)} (${ms(r50?.raw)}) |`,
        );
      }
      const m = main.memoryMb;
      out.push(
        '',
        `Resident memory: Caravan ${m.caravanAtRest} MB at rest, ${m.caravanUnder50} MB at the peak of the 50-connection runs (raw-SQL server ${m.rawAtRest} / ${m.rawUnder50} MB).`,
      );
      for (const s of main.skipped) out.push(`Not measured — ${s.title}: ${s.note}.`);
      out.push('');
    }
    if (scaling) {
      out.push(
        `Scaling on ${db} (${scaling.at.slice(0, 10)}): p50 in ms at ${scaling.connections} connection; flat means ≤ ${TARGET_GROWTH}× from ${scaling.steps[0]} to ${scaling.steps.at(-1)} bookings.`,
        '',
        `| paged endpoint | ${scaling.steps.join(' | ')} | growth |`,
        `|---|${scaling.steps.map(() => '---:').join('|')}|---:|`,
      );
      for (const e of scaling.endpoints)
        out.push(`| ${e.title} | ${e.p50.join(' | ')} | ${e.growth.toFixed(2)}× (${yes(e.growth <= TARGET_GROWTH)}) |`);
      out.push('');
    }
  }
  return out.join('\n');
}

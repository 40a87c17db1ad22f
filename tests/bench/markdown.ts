// `npm run bench -- --markdown`: the README's figures, as markdown tables, from bench/results.json (no run).
import { readFileSync } from 'node:fs';
import { LIGHTHOUSE_TARGETS, type LighthouseRun } from './lighthouse.js';
import { type MainRun, RESULTS_FILE, type ScalingRun } from './report.js';

/** The targets (issue 18 item 3). */
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 50;
const TARGET_GROWTH = 2;

const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

export function markdown(): string {
  const { lighthouse, ...all } = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<
    string,
    { main?: MainRun; scaling?: ScalingRun }
  > & { lighthouse?: LighthouseRun };
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
  if (lighthouse) out.push(...lighthouseTable(lighthouse));
  return out.join('\n');
}

/** The public pages' Lighthouse figures (issue 26 point 5), each against its target. */
function lighthouseTable(run: LighthouseRun): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const mark = (v: number, ok: boolean) => (ok ? String(v) : `**${v}**`);
  const out = [
    `Lighthouse ${run.lighthouse}, ${run.preset}, median of ${run.runsPerPage} runs, ${run.at.slice(0, 16).replace('T', ' ')} UTC on ${run.machine}, ${run.chromium}; **bold** misses its target:`,
    '',
    `| page | performance (≥ ${t.performance}) | LCP ms (≤ ${t.lcpMs}) | CLS (≤ ${t.cls}) | accessibility (≥ ${t.accessibility}) | SEO (≥ ${t.seo}) | best practices | TBT ms | FCP ms | KB |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const p of run.pages) {
    const m = p.median;
    const shown = p.finalPath === p.path ? `\`${p.path}\`` : `\`${p.path}\` (ends on \`${p.finalPath}\`)`;
    out.push(
      `| ${p.title} ${shown} | ${mark(m.performance, m.performance >= t.performance)} | ${mark(m.lcpMs, m.lcpMs <= t.lcpMs)} | ${mark(m.cls, m.cls <= t.cls)} | ${mark(m.accessibility, m.accessibility >= t.accessibility)} | ${mark(m.seo, m.seo >= t.seo)} | ${m.bestPractices} | ${m.tbtMs} | ${m.fcpMs} | ${Math.round(m.totalBytes / 1024)} |`,
    );
  }
  out.push('');
  return out;
}

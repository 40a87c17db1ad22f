// `npm run bench -- --markdown`: the README's figures, as markdown tables, from bench/results.json (no run).
import { readFileSync } from 'node:fs';
import { LIGHTHOUSE_TARGETS, type LighthouseRun } from './lighthouse.js';
import type { LaunchRushRun } from './launch-rush.js';
import { type MainRun, RESULTS_FILE, type ScalingRun } from './report.js';
import {
  BOOKING_TARGET,
  p99Verdict,
  RUSH_TARGETS,
  ratioMet,
  TARGET_GROWTH,
  TARGET_P99_MS,
  TARGET_RATIO,
} from './targets.js';

const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

export function markdown(): string {
  const { lighthouse, launchRush, ...all } = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<
    string,
    { main?: MainRun; scaling?: ScalingRun }
  > & { lighthouse?: LighthouseRun; launchRush?: LaunchRushRun };
  const out: string[] = [];
  for (const [db, { main, scaling }] of Object.entries(all)) {
    if (main) {
      out.push(
        `**${main.database}**, ${main.scale.bookings} bookings over ${main.scale.trips} trips, ${main.secondsPerRun} s a run, ${main.at.slice(0, 16).replace('T', ' ')} UTC on ${main.machine}:`,
        '',
        `| endpoint | SQL | ratio to raw at 1 / 10 / 50 conn. (≥ ${TARGET_RATIO}; booking creation ≥ ${BOOKING_TARGET.ratio} at ${BOOKING_TARGET.connections.join(' and ')}) | req/s at 50 (raw) | p99 ms at 50 (raw; reads ≤ ${TARGET_P99_MS} where raw meets it) |`,
        '|---|---:|---|---:|---:|',
      );
      for (const e of main.endpoints) {
        const at = (c: number) => e.runs.find((r) => r.connections === c);
        const ratios = e.runs.map((r) => (r.raw.requests > 0 ? r.ratio.toFixed(2) : '—')).join(' / ');
        const r50 = at(50);
        const ms = (f?: { requests: number; p99: number }) => (f && f.requests > 0 ? String(f.p99) : '—');
        const ratioOk = ratioMet(e.key, e.runs);
        const read = e.key !== BOOKING_TARGET.key && !e.title.includes('(POST ');
        const p99 =
          read && r50 && r50.caravan.requests > 0 && r50.raw.requests > 0
            ? `; ${p99Verdict(r50.caravan.p99, r50.raw.p99).replace('missed', '**missed**')}`
            : '';
        const alone = e.measuredAt ? ` (measured alone ${e.measuredAt.slice(0, 16).replace('T', ' ')} UTC)` : '';
        out.push(
          `| ${e.title}${alone} | ${e.statements ?? ''} | ${ratios} (${yes(ratioOk)}) | ${r50?.caravan.rps.toFixed(0) ?? '—'} (${r50?.raw.rps.toFixed(0) ?? '—'}) | ${ms(r50?.caravan)} (${ms(r50?.raw)}${p99}) |`,
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
  if (launchRush) out.push(...launchRushTable(launchRush));
  if (lighthouse) out.push(...lighthouseTable(lighthouse));
  return out.join('\n');
}

/** The launch rush (issue 29 point 3): one row, each figure against its target. */
function launchRushTable(run: LaunchRushRun): string[] {
  const t = RUSH_TARGETS;
  const exact =
    run.booked === run.spots && run.bookingsChargedTwice === 0 && run.duplicateMails === 0 && run.fiveXx === 0;
  return [
    `Launch rush, ${run.visitors} new visitors for ${run.spots} spots over ${run.spreadMs / 1000} s, two processes, ${run.at.slice(0, 16).replace('T', ' ')} UTC on ${run.machine}, ${run.database}:`,
    '',
    `| wall s | winners p50 / p99 ms (≤ ${t.winnersP99Ms}) | turned away p50 / p99 ms (≤ ${t.turnedAwayP99Ms}) | booked | charged twice | duplicate e-mails | accounts of those turned away | 5xx | winners among the first ${run.spots} sent |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${(run.wallMs / 1000).toFixed(0)} | ${run.winners.p50} / ${run.winners.p99} (${yes(run.winners.p99 <= t.winnersP99Ms)}) | ${run.turnedAway.p50} / ${run.turnedAway.p99} (${yes(run.turnedAway.p99 <= t.turnedAwayP99Ms)}) | ${run.booked} (${yes(exact)}) | ${run.bookingsChargedTwice} | ${run.duplicateMails} | ${run.accountsTurnedAway} (${yes(run.accountsTurnedAway === 0)}) | ${run.fiveXx} | ${run.winnersAmongFirstSent} |`,
    '',
  ];
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

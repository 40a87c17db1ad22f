// `npm run bench -- --only=launch-rush` (issue 29 point 3): two Caravan processes on one PostgreSQL, a trip opened
// with RUSH_SPOTS spots, and RUSH_VISITORS distinct new visitors booking it within RUSH_SPREAD_MS, alternately on each
// process. Checks the outcome (exactly the spots booked, each charged once, each e-mail once, no 5xx, no account for
// those turned away) and reports the wall time and p50/p99 separately for winners and for those turned away. The
// visitors book as guests, the booking form's default since decision 042.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO } from './demo.js';
import { writeResultsFile } from './report.js';
import { type Server, startCaravan } from './servers.js';
import type { Stack } from './setup.js';
import { RUSH_TARGETS } from './targets.js';

/** The rush: 100 spots, 1,000 new visitors. */
export const RUSH_SPOTS = 100;
export const RUSH_VISITORS = 1_000;
/** DECIDE: "within a few seconds": the visitors' requests leave evenly over 2 s, in the order they are numbered. */
export const RUSH_SPREAD_MS = 2_000;
/** How long the e-mails get to leave after the last answer. */
const MAIL_DEADLINE_MS = 120_000;
const EMAIL = (i: number) => `rush-${i}@bench.test`;

interface Answer {
  i: number;
  status: number;
  ms: number;
  code?: string;
}

export interface LaunchRushRun {
  at: string;
  database: string;
  machine: string;
  spots: number;
  visitors: number;
  spreadMs: number;
  wallMs: number;
  winners: { count: number; p50: number; p99: number; max: number };
  turnedAway: { count: number; p50: number; p99: number; max: number; codes: Record<string, number> };
  fiveXx: number;
  /** Winners among the first RUSH_SPOTS visitors sent: how closely the order of spots follows arrival. */
  winnersAmongFirstSent: number;
  booked: number;
  charges: number;
  bookingsChargedTwice: number;
  accountsTurnedAway: number;
  mailsToVisitors: number;
  duplicateMails: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) : 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

async function book(server: Server, i: number): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/public/trips/${DEMO.liveTrip}/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'idempotency-key': `launch-rush-${i}-${Date.now()}`,
      // An address per visitor, as a crowd through a proxy (the servers trust X-Forwarded-For).
      'x-forwarded-for': `10.29.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    },
    body: JSON.stringify({
      package: 'standard',
      travelers: [{ firstName: 'Rush', lastName: `Visitor ${i}`, email: EMAIL(i), room: 'shared' }],
      // Guests (decision 042): no password chosen, so nothing is hashed. A crowd that types passwords pays scrypt's
      // 1 s of a core per winner; the README keeps that run's figures beside these.
      payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
      termsAccepted: true,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { i, status: res.status, ms: performance.now() - started, ...(body.code ? { code: body.code } : {}) };
}

/** The mail files both processes wrote, addressed to the rush's visitors. */
function visitorMails(dirs: string[]): string[] {
  return dirs
    .filter((d) => existsSync(d))
    .flatMap((d) =>
      readdirSync(d)
        .filter((n) => n.endsWith('.json'))
        .map((n) => (JSON.parse(readFileSync(join(d, n), 'utf8')) as { to: string }).to),
    )
    .filter((to) => to.startsWith('rush-'));
}

export async function launchRush(stack: Stack, machine: string, log: (line: string) => void): Promise<LaunchRushRun> {
  if (stack.kind !== 'postgres')
    throw new Error('the launch rush runs on PostgreSQL only (two processes, one database)');
  await stack.withDb(async (db) => {
    // A reused DATABASE_URL: the last rush's visitors and their bookings go first.
    await db.query(
      "delete from bookings where customer_id in (select id from users where email like 'rush-%@bench.test')",
    );
    await db.query("delete from users where email like 'rush-%@bench.test'");
    await db.query('update trips set maximum_spots = spots_taken + $2 where id = $1', [DEMO.liveTrip, RUSH_SPOTS]);
  });
  const target = await stack.rawDatabase();
  if (!('url' in target)) throw new Error('PostgreSQL expected');
  const second = await startCaravan(target, `${stack.sqlLog}.second`);
  const servers = [stack.caravan, second];
  try {
    log(`launch rush: ${RUSH_VISITORS} new visitors for ${RUSH_SPOTS} spots over 2 processes`);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from(
        { length: RUSH_VISITORS },
        (_, i) =>
          new Promise<Answer>((resolve, reject) => {
            setTimeout(
              () => book(servers[i % 2] as Server, i).then(resolve, reject),
              (i * RUSH_SPREAD_MS) / RUSH_VISITORS,
            );
          }),
      ),
    );
    const wallMs = Math.round(performance.now() - started);
    const won = answers.filter((a) => a.status === 201);
    const away = answers.filter((a) => a.status !== 201 && a.status < 500);
    const codes: Record<string, number> = {};
    for (const a of away) codes[`${a.status} ${a.code ?? ''}`] = (codes[`${a.status} ${a.code ?? ''}`] ?? 0) + 1;

    const outboxes = [`${stack.sqlLog}.outbox`, `${stack.sqlLog}.second.outbox`];
    const mailsStarted = Date.now();
    while (visitorMails(outboxes).length < won.length && Date.now() - mailsStarted < MAIL_DEADLINE_MS)
      await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 2_000)); // a duplicate sent late is counted too
    const mails = visitorMails(outboxes);

    const facts = await stack.withDb(async (db) => {
      const [row] = await db.query<{
        booked: number;
        charges: number;
        twice: number;
        accounts: number;
        away: number;
      }>(
        `with rush as (select id, email from users where email like 'rush-%@bench.test'),
              made as (select b.id from bookings b join rush on rush.id = b.customer_id where b.trip_id = $1),
              paid as (select booking_id, count(*) n from payments where booking_id in (select id from made) group by 1)
         select (select count(*) from made)::int booked,
                (select coalesce(sum(n), 0) from paid)::int charges,
                (select count(*) from paid where n > 1)::int twice,
                (select count(*) from rush)::int accounts,
                (select count(*) from rush where email <> all($2::text[]))::int away`,
        [DEMO.liveTrip, won.map((a) => EMAIL(a.i))],
      );
      return row;
    });
    return {
      at: new Date().toISOString(),
      database: stack.database,
      machine,
      spots: RUSH_SPOTS,
      visitors: RUSH_VISITORS,
      spreadMs: RUSH_SPREAD_MS,
      wallMs,
      winners: summary(won.map((a) => a.ms)),
      turnedAway: { ...summary(away.map((a) => a.ms)), codes },
      fiveXx: answers.filter((a) => a.status >= 500).length,
      winnersAmongFirstSent: won.filter((a) => a.i < RUSH_SPOTS).length,
      booked: facts?.booked ?? 0,
      charges: facts?.charges ?? 0,
      bookingsChargedTwice: facts?.twice ?? 0,
      accountsTurnedAway: facts?.away ?? 0,
      mailsToVisitors: mails.length,
      duplicateMails: mails.length - new Set(mails).size,
    };
  } finally {
    await second.stop();
  }
}

/** Prints the run's line and keeps it in bench/results.json (launchRush). */
export function reportLaunchRush(run: LaunchRushRun): void {
  const ok =
    run.booked === run.spots &&
    run.bookingsChargedTwice === 0 &&
    run.duplicateMails === 0 &&
    run.accountsTurnedAway === 0 &&
    run.fiveXx === 0;
  console.log(
    [
      `\nLaunch rush: ${run.visitors} new visitors for ${run.spots} spots, 2 processes, sent over ${run.spreadMs} ms (${run.machine})`,
      `  wall ${run.wallMs} ms; winners ${run.winners.count}: p50 ${run.winners.p50} ms, p99 ${run.winners.p99} ms (target ≤ ${RUSH_TARGETS.winnersP99Ms})`,
      `  turned away ${run.turnedAway.count}: p50 ${run.turnedAway.p50} ms, p99 ${run.turnedAway.p99} ms (target ≤ ${RUSH_TARGETS.turnedAwayP99Ms}); ${JSON.stringify(run.turnedAway.codes)}`,
      `  booked ${run.booked}, charges ${run.charges} (${run.bookingsChargedTwice} twice), accounts of those turned away ${run.accountsTurnedAway}, e-mails to visitors ${run.mailsToVisitors} (${run.duplicateMails} duplicate), 5xx ${run.fiveXx}`,
      `  winners among the first ${run.spots} sent: ${run.winnersAmongFirstSent}`,
      `  ${ok ? 'exact' : 'NOT EXACT'}`,
    ].join('\n'),
  );
  writeResultsFile((all) => ({ ...all, launchRush: run }));
  console.log('\nwritten to bench/results.json (launchRush)');
}

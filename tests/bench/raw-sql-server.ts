// The raw-SQL baseline: a bare Hono handler per endpoint that runs the SQL Caravan ran for it (captured by
// sql-recorder.ts during a warm-up request), through a pool configured as Caravan's (node-postgres, max 10) or on
// PGlite, and answers the JSON Caravan answered. What Caravan spends beyond this is its own overhead: middleware,
// validation, authorization in code, mapping rows to views, and any query the baseline does not need to repeat.
// A write that makes keys (booking creation) runs its own SQL (booking-baseline.ts): fresh keys per request, the new
// row's id read from RETURNING, and a 409 when a guarded write takes no row, so every 2xx is a real booking.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import pg from 'pg';
import type { EndpointPlan, RawPlanFile, Sql, Unit } from './plan.js';

type Rows = Record<string, unknown>[];
type Run = (sql: Sql) => Promise<Rows>;
interface Driver {
  query: Run;
  /** Runs `work` on one connection between begin and commit; a throw rolls back. */
  transaction(work: (query: Run) => Promise<void>): Promise<void>;
}

async function openDriver(database: RawPlanFile['database']): Promise<Driver> {
  if ('url' in database) {
    // The same pool settings as apps/api/src/db/client.ts.
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on('error', () => {});
    return {
      query: async (s) => (await pool.query(s.text, s.values)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work(async (s) => (await client.query(s.text, s.values)).rows);
          await client.query('commit');
        } catch (e) {
          await client.query('rollback').catch(() => {});
          throw e;
        } finally {
          client.release();
        }
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(database.pglite);
  await db.waitReady;
  return {
    query: async (s) => (await db.query<Record<string, unknown>>(s.text, s.values)).rows,
    transaction: async (work) => {
      await db.transaction(async (tx) => {
        await work(async (s) => (await tx.query<Record<string, unknown>>(s.text, s.values)).rows);
      });
    },
  };
}

/** The same scrypt check as apps/api/src/auth/password.ts (copied: tests do not import the API's sources). */
function verify(password: string, stored: string): Promise<boolean> {
  const [, logN, r, p, salt, key] = stored.split('$') as string[];
  const expected = Buffer.from(key ?? '', 'base64url');
  return new Promise((resolve, reject) =>
    scrypt(
      password,
      Buffer.from(salt ?? '', 'base64url'),
      expected.length,
      { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, derived) => (err ? reject(err) : resolve(timingSafeEqual(derived, expected))),
    ),
  );
}

/** A guarded write that took no row: Caravan answers 409 (sold out, already booked) and so does the baseline. */
class Refused extends Error {}
const RETURNING = /\breturning\b/i;

/** What one request's SQL uses in place of the captured request's values: the variant's ids, fresh and learned keys. */
interface Keys {
  /** Captured value → this request's (the variant's substitutions, then keys learned from RETURNING). */
  map: Record<string, string>;
  fresh: RegExp[];
  /** Captured value → the fresh random value made for it, the same in every statement of the request. */
  made: Map<string, string>;
}

function substitute(sql: Sql, keys: Keys): Sql {
  const entries = Object.entries(keys.map);
  if (entries.length === 0 && keys.fresh.length === 0) return sql;
  const values = sql.values.map((v) => {
    if (typeof v !== 'string') return v;
    if (keys.fresh.some((f) => f.test(v))) {
      const made = keys.made.get(v) ?? randomBytes(32).toString('base64url').slice(0, v.length);
      keys.made.set(v, made);
      return made;
    }
    let out = v;
    for (const [from, to] of entries) out = out.split(from).join(to);
    return out;
  });
  return { text: sql.text, values };
}

/** A transaction's statements in order; a guarded one checks each RETURNING write took a row, and keys are learned. */
async function runTransaction(query: Run, statements: Sql[], plan: EndpointPlan, keys: Keys) {
  for (const s of statements) {
    const rows = await query(substitute(s, keys));
    if (plan.guarded && RETURNING.test(s.text) && rows.length === 0) throw new Refused(s.text.slice(0, 80));
    for (const l of plan.learn ?? [])
      if (new RegExp(l.statement).test(s.text)) keys.map[l.captured] = String(rows[0]?.[l.column]);
  }
}

async function runPlan(driver: Driver, plan: EndpointPlan, keys: Keys) {
  if (plan.verifyPassword) await verify(plan.verifyPassword.password, plan.verifyPassword.hash);
  for (const batch of plan.batches) {
    await Promise.all(
      batch.map((u: Unit) =>
        u.kind === 'query'
          ? driver.query(substitute(u.sql, keys))
          : driver.transaction((query) => runTransaction(query, u.statements, plan, keys)),
      ),
    );
  }
}

/** The captured answer; when the plan learns keys (a new booking), with this request's ids and keys in it. */
function answerOf(plan: EndpointPlan, keys: Keys): object {
  if (!plan.learn) return plan.body as object;
  let text = JSON.stringify(plan.body);
  for (const [from, to] of [...Object.entries(keys.map), ...keys.made]) text = text.split(from).join(to);
  return JSON.parse(text);
}

const file = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as RawPlanFile;
const driver = await openDriver(file.database);
const freshOf = new Map(Object.entries(file.endpoints).map(([k, p]) => [k, p.fresh.map((f) => new RegExp(f))]));
const app = new Hono();
app.all('/e/:name', async (c) => {
  const plan = file.endpoints[c.req.param('name')];
  if (!plan) return c.json({ success: false, error: 'unknown endpoint' }, 404);
  await c.req.text();
  // The request's own ids in place of the captured request's (x-bench-substitute: {from: to}).
  const substitute = c.req.header('x-bench-substitute');
  const keys: Keys = {
    map: substitute ? JSON.parse(substitute) : {},
    fresh: freshOf.get(c.req.param('name')) ?? [],
    made: new Map(),
  };
  try {
    await runPlan(driver, plan, keys);
  } catch (e) {
    if (e instanceof Refused) return c.json({ success: false, error: `refused: ${e.message}` }, 409);
    return c.json({ success: false, error: e instanceof Error ? e.message : String(e) }, 500);
  }
  return c.json(answerOf(plan, keys), plan.status as ContentfulStatusCode);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));

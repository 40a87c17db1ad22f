// The raw-SQL baseline: a bare Hono handler per endpoint that runs the SQL Caravan ran for it (captured by
// sql-recorder.ts during a warm-up request), through a pool configured as Caravan's (node-postgres, max 10) or on
// PGlite, and answers the JSON Caravan answered. What Caravan spends beyond this is its own overhead: middleware,
// validation, authorization in code, mapping rows to views, and any query the baseline does not need to repeat.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import pg from 'pg';
import type { EndpointPlan, RawPlanFile, Sql, Unit } from './plan.js';

type Run = (sql: Sql) => Promise<unknown>;
interface Driver {
  query: Run;
  transaction(statements: Sql[]): Promise<void>;
}

async function openDriver(database: RawPlanFile['database']): Promise<Driver> {
  if ('url' in database) {
    // The same pool settings as apps/api/src/db/client.ts.
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on('error', () => {});
    return {
      query: (s) => pool.query(s.text, s.values),
      transaction: async (statements) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const s of statements) await client.query(s.text, s.values);
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
    query: (s) => db.query(s.text, s.values),
    transaction: async (statements) => {
      await db.transaction(async (tx) => {
        for (const s of statements) await tx.query(s.text, s.values);
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

function substitute(sql: Sql, map: Record<string, string> | undefined, fresh: RegExp[]): Sql {
  if (!map && fresh.length === 0) return sql;
  const values = sql.values.map((v) => {
    if (typeof v !== 'string') return v;
    if (fresh.some((f) => f.test(v))) return randomBytes(32).toString('base64url').slice(0, v.length);
    let out = v;
    for (const [from, to] of Object.entries(map ?? {})) out = out.split(from).join(to);
    return out;
  });
  return { text: sql.text, values };
}

async function runPlan(driver: Driver, plan: EndpointPlan, map: Record<string, string> | undefined, fresh: RegExp[]) {
  if (plan.verifyPassword) await verify(plan.verifyPassword.password, plan.verifyPassword.hash);
  for (const batch of plan.batches) {
    await Promise.all(
      batch.map((u: Unit) =>
        u.kind === 'query'
          ? driver.query(substitute(u.sql, map, fresh))
          : driver.transaction(u.statements.map((s) => substitute(s, map, fresh))),
      ),
    );
  }
}

const file = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as RawPlanFile;
const driver = await openDriver(file.database);
const freshOf = new Map(Object.entries(file.endpoints).map(([k, p]) => [k, p.fresh.map((f) => new RegExp(f))]));
const app = new Hono();
app.all('/e/:name', async (c) => {
  const plan = file.endpoints[c.req.param('name')];
  if (!plan) return c.json({ success: false, error: 'unknown endpoint' }, 404);
  await c.req.text();
  const fresh = freshOf.get(c.req.param('name')) ?? [];
  try {
    // The request's own ids in place of the captured request's (x-bench-substitute: {from: to}).
    const substitute = c.req.header('x-bench-substitute');
    await runPlan(driver, plan, substitute ? JSON.parse(substitute) : undefined, fresh);
  } catch (e) {
    return c.json({ success: false, error: e instanceof Error ? e.message : String(e) }, 500);
  }
  return c.json(plan.body as object, plan.status as ContentfulStatusCode);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));

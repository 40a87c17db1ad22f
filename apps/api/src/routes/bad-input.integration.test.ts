// Malformed bodies, queries and ids to every documented route: always a 4xx envelope, never a 500, and no data change.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../services/test-world.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

let t: TestApp;
let routes: { method: string; path: string }[];
let admin: TestClient;
let host: TestClient;

/** Counters, sessions and the audit trail legitimately move on any request; business data must not. */
const VOLATILE = new Set(['auth_throttle', 'sessions', 'audit_log', '__drizzle_migrations']);

async function checksum(): Promise<Record<string, string>> {
  const db = t.database.db;
  const res = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = ((res as { rows?: { table_name: string }[] }).rows ?? (res as unknown as { table_name: string }[])).map(
    (r) => r.table_name,
  );
  const out: Record<string, string> = {};
  for (const name of names.filter((n) => !VOLATILE.has(n))) {
    const r = await db.execute(
      sql`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.identifier(name)} x`,
    );
    const row = ((r as { rows?: { n: string; h: string }[] }).rows ?? (r as unknown as { n: string; h: string }[]))[0];
    out[name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await buildWorld(t.database.db);
  admin = await t.signedIn('admin@caravan.test');
  host = await t.signedIn('host@caravan.test');
  const doc = (await t.client().request<never>('GET', '/api/openapi.json')).body as unknown as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
  };
  // JSON answers only: a PDF, an HTML page or a script answers no envelope to check.
  const answersJson = (op: { responses?: Record<string, { content?: object }> }) =>
    !op.responses?.['200']?.content || 'application/json' in op.responses['200'].content;
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => answersJson(op))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** Routes whose side effects on sessions are their purpose: fuzzing them would sign the fuzzing clients out. */
const SKIP = new Set([
  'POST /api/authentication/logout',
  // A file, not an envelope (its query is checked by its own tests): the fuzzing client reads JSON only.
  'GET /api/me/audience/export.csv',
]);

const badId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', 'null', '../etc', '%00', 'ffffffff-ffff-ffff-ffff', "1' or '1'='1", '\u0000'),
);
const badBody = fc.oneof(
  fc.constantFrom('{', '[', 'null', '"x"', '{"a":', '1e999', '{"__proto__":{"x":1}}'),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom('name', 'path', 'destination', 'linkType', 'email', 'password', 'level', 'id'),
      fc.anything(),
    )
    .map((v) => {
      try {
        return JSON.stringify(v) ?? '{}';
      } catch {
        return '{}';
      }
    }),
);
const badQuery = fc.dictionary(
  fc.constantFrom('limit', 'type', 'search', 'id', 'email', 'token'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '99999', 'NaN', '1e3', '\u0000')),
);

const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, () => encodeURIComponent(id));

describe('bad input never reaches a 500 and never changes data (PLT-054, OAP-001)', () => {
  it('fuzzes every documented route with malformed ids, queries and bodies', async () => {
    const before = await checksum();
    const targets = routes.filter((r) => !SKIP.has(`${r.method} ${r.path}`));
    expect(targets.length).toBeGreaterThan(30);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.constantFrom('admin', 'host'),
        badId,
        badQuery,
        badBody,
        async (route, who, id, query, body) => {
          const c = who === 'admin' ? admin : host;
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const url = `${fill(route.path, id)}${qs ? `?${qs}` : ''}`;
          const res = await c.request(route.method, url, route.method === 'GET' ? undefined : body);
          expect(res.status, `${route.method} ${url} ${body}`).toBeLessThan(500);
          expect(typeof res.body.success, `${route.method} ${url}`).toBe('boolean');
          if (route.method !== 'GET') {
            expect(res.status, `${route.method} ${url} ${body}`).toBeGreaterThanOrEqual(400);
            expect(res.body.success).toBe(false);
          }
        },
      ),
      { numRuns: 400, seed: 20261121 },
    );
    expect(await checksum()).toEqual(before);
  });
});

// Query plans at a hundred times the data (issue 18, decision 011), on PostgreSQL only (PGlite's planner is not the
// one production runs): every list endpoint's request path, for each audience and on its first and second page, is
// asked for its EXPLAIN, and no plan may read bookings, trips, users or travelers whole (a sequential scan, or an index
// walked end to end).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '../db/seed/demo-ids.js';
import { LARGE_WORLD, largeId, seedLargeWorld } from '../testing/large-world.js';
import type { RecordedQuery } from '../testing/query-log.js';
import { type TestApp, type TestClient, createTestApp } from '../testing/test-app.js';

/** The tables that grow with the marketplace; reading one whole is a request that grows with it. */
const LARGE_TABLES = ['bookings', 'trips', 'users', 'travelers'];

/** Who asks: demo accounts and users of the large world (a traveler with five bookings, a host, an operator). */
const WHO = {
  admin: DEMO_USER_IDS.admin,
  cohost: DEMO_USER_IDS.cohost,
  traveler: largeId('user', 1234),
  // Every fiftieth large traveler is a secondary traveler (companion).
  companion: largeId('user', 49),
  host: largeId('host', 7),
  operator: largeId('operator', 3),
} as const;
type Who = keyof typeof WHO;

/** Every list endpoint's request path, as [who asks, path]. */
const LISTS: ReadonlyArray<readonly [Who, string]> = [
  ['traveler', '/api/me/trips'],
  ['traveler', '/api/me/bookings'],
  ['traveler', '/api/me/itineraries'],
  ['traveler', '/api/me/travelers'],
  ['companion', '/api/me/bookings'],
  ['companion', '/api/me/trips'],
  ['host', '/api/me/trips'],
  ['host', '/api/me/bookings'],
  ['host', '/api/me/trip-requests'],
  ['host', '/api/me/itineraries'],
  ['host', '/api/me/links'],
  ['host', '/api/me/travelers'],
  ['host', '/api/metadata/itineraries'],
  ['cohost', '/api/me/trips'],
  ['cohost', '/api/me/bookings'],
  ['operator', '/api/me/trips'],
  ['operator', '/api/me/bookings'],
  ['operator', '/api/me/trip-requests'],
  ['operator', '/api/me/itineraries'],
  ['operator', '/api/me/travelers'],
  ['operator', '/api/metadata/itineraries'],
  ['admin', '/api/admin/hosts'],
  ['admin', '/api/admin/hosts?type=created'],
  ['admin', '/api/admin/trips'],
  ['admin', '/api/admin/trips?type=cancelled'],
  ['admin', '/api/admin/itineraries'],
  ['admin', '/api/admin/links'],
  ['admin', '/api/admin/operators'],
  ['admin', '/api/admin/travelers'],
  ['admin', '/api/admin/travelers?type=created'],
  ['admin', '/api/admin/trip-requests'],
  ['admin', '/api/admin/users'],
  ['admin', '/api/metadata/hosts'],
  ['admin', '/api/metadata/listUsers'],
  ['traveler', '/api/public/trips'],
  ['traveler', '/api/public/trips?month=2027-03'],
  ['traveler', '/api/public/trips?sort=price-asc&priceMax=5000'],
  ['traveler', '/api/public/hosts/hana-host/trips'],
];

/** The traveler's detail reads, which the same rule covers. */
const DETAILS: ReadonlyArray<readonly [Who, string]> = [
  ['traveler', `/api/me/trips/${largeId('trip', 1234 * 5)}`],
  ['traveler', `/api/me/trips/${largeId('trip', 1234 * 5)}/bookings`],
  ['traveler', `/api/me/bookings/${largeId('booking', 1234 * 5)}`],
  ['traveler', `/api/me/bookings/${largeId('booking', 1234 * 5)}/payments`],
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Each index of a large table, with its leading column. */
type IndexLeads = Map<string, { table: string; lead: string }>;
async function indexLeadsOf(explainer: pg.Client): Promise<IndexLeads> {
  const { rows } = await explainer.query<{ index: string; table: string; lead: string }>(
    `select c.relname as index, t.relname as table, a.attname as lead from pg_index i
       join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
     where t.relname = any($1)`,
    [LARGE_TABLES],
  );
  return new Map(rows.map((r) => [r.index, { table: r.table, lead: r.lead }]));
}

/**
 * How a plan node reads a large table whole, if it does: a sequential scan; an index walked end to end because its
 * condition does not name the index's leading column (PostgreSQL then reads every entry); or an index walked with no
 * condition while a filter discards rows (what `a OR EXISTS (…)` made of the bookings list).
 */
function wholeRead(n: PlanNode, leads: IndexLeads): string | null {
  if (n['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(n['Relation Name'] ?? ''))
    return `Seq Scan on ${n['Relation Name']}`;
  const index = n['Index Name'] ? leads.get(n['Index Name']) : undefined;
  if (!index) return null;
  const condition = n['Index Cond'];
  if (condition && !new RegExp(`\\b${index.lead}\\b`).test(condition))
    return `${n['Node Type']} of ${n['Index Name']} without its leading column ${index.lead}`;
  if (!condition && n.Filter) return `${n['Node Type']} of ${n['Index Name']}, whole, filtered`;
  return null;
}

/** The ways a statement reads a large table whole, from PostgreSQL's own plan for it. */
async function wholeTableReads(explainer: pg.Client, leads: IndexLeads, q: RecordedQuery): Promise<string[]> {
  const result = await explainer.query(`explain (format json) ${q.sql}`, q.params as unknown[]);
  const [{ Plan }] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
  return nodesOf(Plan).flatMap((n) => wholeRead(n, leads) ?? []);
}

describe.runIf(!!process.env.DATABASE_URL)('query plans at scale (PostgreSQL)', () => {
  let t: TestApp;
  let explainer: pg.Client;
  let leads: IndexLeads;
  const clients = new Map<Who, TestClient>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedLargeWorld(t.database.db);
    // To see this test fail, run SQL after seeding, e.g. PLAN_EXPERIMENT='drop index bookings_customer_idx'.
    if (process.env.PLAN_EXPERIMENT) await t.database.db.execute(sql.raw(process.env.PLAN_EXPERIMENT));
    explainer = new pg.Client({ connectionString: t.database.url ?? '' });
    await explainer.connect();
    leads = await indexLeadsOf(explainer);
    for (const [who, id] of Object.entries(WHO)) clients.set(who as Who, await t.sessionFor(id));
  }, 300_000);
  afterAll(async () => {
    await explainer?.end();
    await t?.close();
  });

  /** The statements `path` runs for `who`, with the plan's whole reads of large tables, and the next cursor. */
  async function planOf(who: Who, path: string) {
    const client = clients.get(who) as TestClient;
    const { result, queries } = await t.database.queries.during(() =>
      client.request<{ nextCursor?: string | null }>('GET', path),
    );
    expect(result.status, `${who} GET ${path}: ${JSON.stringify(result.body)}`).toBe(200);
    const scans: string[] = [];
    for (const q of queries) {
      const tables = await wholeTableReads(explainer, leads, q);
      if (tables.length > 0) scans.push(`${tables.join(', ')} in: ${q.sql}`);
    }
    return { scans, nextCursor: result.body.data?.nextCursor ?? null };
  }

  it(`[PLT-057] the world is large: ${LARGE_WORLD.bookings} bookings over ${LARGE_WORLD.trips} trips`, async () => {
    const count = await explainer.query(
      'select (select count(*) from bookings)::int as b, (select count(*) from trips)::int as t',
    );
    expect(count.rows[0].b).toBeGreaterThanOrEqual(LARGE_WORLD.bookings);
    expect(count.rows[0].t).toBeGreaterThanOrEqual(LARGE_WORLD.trips);
  });

  it.each(LISTS)('[PLT-057] [MKT-011] %s GET %s reads no large table whole, on page 1 or 2', async (who, path) => {
    const first = await planOf(who, path);
    expect(first.scans).toEqual([]);
    if (first.nextCursor) {
      const glue = path.includes('?') ? '&' : '?';
      const second = await planOf(who, `${path}${glue}cursor=${encodeURIComponent(first.nextCursor)}`);
      expect(second.scans).toEqual([]);
    }
  });

  it.each(DETAILS)('[PLT-058] %s GET %s reads no large table whole', async (who, path) => {
    expect((await planOf(who, path)).scans).toEqual([]);
  });
});

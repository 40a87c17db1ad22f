// The trip search's plan at scale (MKT-010, MKT-011, MKT-027, decision 011), on PostgreSQL only: with 10,000 trips,
// most of them bookable, a page is a range of a partial index on bookable trips read in order (by departure
// trips_bookable_start_idx, by price trips_bookable_price_idx, forwards or backwards), never a sort of every bookable
// trip (which is what the status index alone gives), on page 1 and on a page after a cursor.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

const TRIPS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The tables a plan reads whole. */
const seqScanned = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);

describe.runIf(!!process.env.DATABASE_URL)('the trip search at scale (PostgreSQL)', () => {
  let t: TestApp;
  let explainer: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    // Copies of the live trip: four in five live or ready to confirm, launched, spread over two years from 2027.
    await t.database.db.execute(
      sql.raw(`insert into trips
        select (jsonb_populate_record(null::trips, to_jsonb(t) || jsonb_build_object(
          'id', gen_random_uuid(), 'short_id', 'EXP' || i, 'name', 'Explore trip ' || i, 'trip_path', 'exp-' || i,
          'trip_request_id', null, 'inventory_item_id', null,
          'status', (array['live','ready-to-confirm','live','ready-to-confirm','cancelled'])[1 + i % 5],
          'destination', (array['Lisbon','Kyoto','Cusco','Oslo'])[1 + i % 4],
          'start_date', (date '2027-01-01' + (i % 730))::text, 'end_date', (date '2027-01-10' + (i % 730))::text))).*
        from trips t, generate_series(0, ${TRIPS - 1}) i where t.id = '${DEMO_TRIP_IDS.live}'`),
    );
    await t.database.db.execute(sql`analyze trips`);
    // To see this test fail: PLAN_EXPERIMENT='drop index trips_bookable_start_idx'.
    if (process.env.PLAN_EXPERIMENT) await t.database.db.execute(sql.raw(process.env.PLAN_EXPERIMENT));
    explainer = new pg.Client({ connectionString: t.database.url ?? '' });
    await explainer.connect();
  }, 300_000);
  afterAll(async () => {
    await explainer?.end();
    await t?.close();
  });

  /** The plan nodes of the trips statement a request sends, and the page it answered. */
  async function planOf(path: string) {
    const { result, queries } = await t.database.queries.during(() =>
      t.anonymous().request<{ items: unknown[]; nextCursor: string | null }>('GET', path),
    );
    expect(result.status).toBe(200);
    const [q] = queries.filter((x) => /from "trips"/.test(x.sql));
    if (!q) throw new Error('no trips statement');
    const plan = await explainer.query(`explain (format json) ${q.sql}`, q.params as unknown[]);
    const [{ Plan }] = plan.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
    return { nodes: nodesOf(Plan), page: result.body.data };
  }

  const readsTheIndexInOrder = (nodes: PlanNode[]) => {
    expect(nodes.map((n) => n['Index Name']).filter(Boolean)).toContain('trips_bookable_start_idx');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
  };

  it('[MKT-011] page 1 and the page after its cursor are ranges of trips_bookable_start_idx, with no sort', async () => {
    const first = await planOf('/api/public/trips?limit=20');
    readsTheIndexInOrder(first.nodes);
    expect(first.page?.items).toHaveLength(20);
    const cursor = first.page?.nextCursor;
    expect(cursor).toBeTruthy();
    readsTheIndexInOrder((await planOf(`/api/public/trips?limit=20&cursor=${encodeURIComponent(cursor ?? '')}`)).nodes);
  });

  it('[MKT-027] by price, up or down, page 1 and the next are ranges of trips_bookable_price_idx, with no sort', async () => {
    for (const sort of ['price-asc', 'price-desc']) {
      const first = await planOf(`/api/public/trips?limit=20&sort=${sort}`);
      expect(first.nodes.map((n) => n['Index Name']).filter(Boolean)).toContain('trips_bookable_price_idx');
      expect(first.nodes.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(seqScanned(first.nodes)).not.toContain('trips');
      const cursor = encodeURIComponent(first.page?.nextCursor ?? '');
      const next = await planOf(`/api/public/trips?limit=20&sort=${sort}&cursor=${cursor}`);
      // The trips are never read whole; a joined table of a few rows (the hosts) may be, as the planner likes.
      expect(seqScanned(next.nodes)).not.toContain('trips');
    }
  });

  it('[MKT-011] a month and a destination search read the same index, only the month of it', async () => {
    const { nodes, page } = await planOf('/api/public/trips?limit=20&month=2027-06&destination=kyoto');
    // The month bounds the range, so PostgreSQL may sort that month's few trips rather than walk them in order.
    expect(nodes.map((n) => n['Index Name']).filter(Boolean)).toContain('trips_bookable_start_idx');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(page?.items.length).toBeGreaterThan(0);
  });
});

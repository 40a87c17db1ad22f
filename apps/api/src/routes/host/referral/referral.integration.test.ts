// Refer-a-Friend on a real database (REF-001): the host's referral link, a sign-up through it recorded against the
// referring host, the list of referred hosts a page at a time, and no host reading another's.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostReferrals, trips } from '../../../db/schema/index.js';
import { users } from '../../../db/schema/users.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// The tests sign hosts up through the seeded host's link: each gets its own world.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Link = { code: string; url: string; referredCount: number; rewardFirstTripMinor: number };
type Page = { items: { name: string; activated: boolean }[]; nextCursor: string | null };

const signup = (email: string, firstName: string, referralCode?: string) =>
  t.anonymous().request('POST', '/api/authentication/signup/host', {
    email,
    firstName,
    lastName: 'Newhost',
    ...(referralCode ? { referralCode } : {}),
  });
const userIdOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id;

describe('referral', () => {
  it('[REF-001] [REF-003] a host gets one stable shareable link to the sign-up page carrying their code', async () => {
    const client = await t.signedIn('host@caravan.test');
    const first = await client.request<Link>('GET', '/api/me/host/referral');
    expect(first.status).toBe(200);
    expect(first.body.data?.url).toBe(`http://localhost/signup?ref=${encodeURIComponent(first.body.data?.code ?? '')}`);
    expect(first.body.data?.rewardFirstTripMinor).toBe(100_000);
    const again = await client.request<Link>('GET', '/api/me/host/referral');
    expect(again.body.data?.code).toBe(first.body.data?.code);
    const other = await (await t.signedIn('host2@caravan.test')).request<Link>('GET', '/api/me/host/referral');
    expect(other.body.data?.code).not.toBe(first.body.data?.code);
    expect(other.body.data?.code).toMatch(/^ref-[0-9a-f]{10}$/);
  });

  it('[REF-001] a new host signing up through the link is recorded against the referring host, once', async () => {
    const client = await t.signedIn('host@caravan.test');
    const { code } = (await client.request<Link>('GET', '/api/me/host/referral')).body.data as Link;
    expect((await signup('ana.referred@example.com', 'Ana', code)).status).toBe(200);
    expect((await signup('ben.plain@example.com', 'Ben')).status).toBe(200);
    expect((await signup('cat.stale@example.com', 'Cat', 'ref-0000000000')).status).toBe(200);
    const ana = await userIdOf('ana.referred@example.com');
    const rows = await t.database.db
      .select()
      .from(hostReferrals)
      .where(eq(hostReferrals.referrerHostId, DEMO_USER_IDS.host));
    expect(rows.map((r) => r.referredHostId)).toEqual([ana]);
    // Signing up again with the same address (an existing account) records nothing more.
    await signup('ana.referred@example.com', 'Ana', code);
    const link = (await client.request<Link>('GET', '/api/me/host/referral')).body.data;
    expect(link?.referredCount).toBe(1);
  });

  it('[REF-001] the referring host lists their referred hosts newest first, a page at a time, by first name and initial', async () => {
    const client = await t.signedIn('host@caravan.test');
    const { code } = (await client.request<Link>('GET', '/api/me/host/referral')).body.data as Link;
    expect((await signup('ana.referred@example.com', 'Ana', code)).status).toBe(200);
    t.clock.advance(60_000);
    await signup('dan.referred@example.com', 'Dan', code);
    const first = await client.request<Page>('GET', '/api/me/host/referrals?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.data?.items).toEqual([
      { name: 'Dan N.', activated: false, signedUpAt: expect.any(String), rewardMinor: 0 },
    ]);
    const second = await client.request<Page>(
      `GET`,
      `/api/me/host/referrals?limit=1&cursor=${first.body.data?.nextCursor}`,
    );
    expect(second.body.data?.items.map((i) => i.name)).toEqual(['Ana N.']);
    expect(second.body.data?.nextCursor).toBeNull();
    const other = await (await t.signedIn('host2@caravan.test')).request<Page>('GET', '/api/me/host/referrals');
    expect(other.body.data?.items).toEqual([]);
  });

  it('[REF-001] hosts referred within one millisecond are each listed once across pages (issue 18: the cursor keeps microseconds)', async () => {
    // Three referrals 1 µs apart: a cursor rounded to the millisecond compared below the later two and skipped them.
    const referred = [DEMO_USER_IDS.host2, DEMO_USER_IDS.hostLevel0, DEMO_USER_IDS.hostLevel2];
    await t.database.db.insert(hostReferrals).values(
      referred.map((id, i) => ({
        referredHostId: id,
        referrerHostId: DEMO_USER_IDS.host,
        createdAt: sql`cast(${`2026-05-01 10:00:00.00010${i}+00`} as timestamptz)`,
      })),
    );
    const client = await t.signedIn('host@caravan.test');
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { data?: Page } } = await client.request<Page>(
        'GET',
        `/api/me/host/referrals?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      names.push(...(page.body.data?.items.map((i) => i.name) ?? []));
      cursor = page.body.data?.nextCursor ?? null;
    } while (cursor);
    const whole = (await client.request<Page>('GET', '/api/me/host/referrals')).body.data?.items.map((i) => i.name);
    expect(whole).toHaveLength(3);
    expect(names).toEqual(whole);
  });

  it('[REF-007] [REF-008] each referred host earns the referrer $1,000 at a first confirmed trip and $500 more at a second', async () => {
    const db = t.database.db;
    await db.insert(hostReferrals).values(
      [DEMO_USER_IDS.hostLevel0, DEMO_USER_IDS.hostLevel2, DEMO_USER_IDS.host2].map((id, i) => ({
        referredHostId: id,
        referrerHostId: DEMO_USER_IDS.host,
        createdAt: new Date(Date.UTC(2026, 4, 1 + i)),
      })),
    );
    // Zoe: one confirmed trip and a live one (not confirmed yet); Tom: a closed and a complete trip (both ran); Hugo:
    // his trips handed to host@, none.
    await db
      .update(trips)
      .set({ hostId: DEMO_USER_IDS.hostLevel0 })
      .where(inArray(trips.id, [DEMO_TRIP_IDS.confirmed, DEMO_TRIP_IDS.live]));
    await db
      .update(trips)
      .set({ hostId: DEMO_USER_IDS.hostLevel2 })
      .where(inArray(trips.id, [DEMO_TRIP_IDS.closed, DEMO_TRIP_IDS.complete]));
    await db.update(trips).set({ hostId: DEMO_USER_IDS.host }).where(eq(trips.hostId, DEMO_USER_IDS.host2));
    const page = await (await t.signedIn('host@caravan.test')).request<{
      items: { name: string; rewardMinor: number }[];
    }>('GET', '/api/me/host/referrals');
    expect(page.status, page.body.error).toBe(200);
    const reward = Object.fromEntries((page.body.data?.items ?? []).map((i) => [i.name, i.rewardMinor]));
    expect(reward).toEqual({ 'Zoe Z.': 100_000, 'Tom T.': 150_000, 'Hugo H.': 0 });
  });

  it('[REF-001] travelers and operators have no referral link', async () => {
    for (const email of ['traveler@caravan.test', 'operator@caravan.test'])
      expect((await (await t.signedIn(email)).request('GET', '/api/me/host/referral')).status).toBe(403);
  });
});

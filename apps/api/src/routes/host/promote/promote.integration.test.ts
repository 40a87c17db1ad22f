// The host's Promote tab API (PRM-001, HAP-037, HAP-060, HAP-061): the trip page card, analytics of visits the public
// trip page records, the Email Campaign rows paged by keyset, edits under the editability and schedule rules, a send
// to the opted-in audience through the outbox, a test send to the host only, the preview, and who reaches which trip.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, surveyResponses, trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type {
  EmailPreviewView,
  HostPromoteAnalyticsView,
  HostPromoteCampaignView,
  HostPromoteView,
} from '../../../views/host-promote.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const base = (tripId: string) => `/api/me/host/trips/${tripId}/promote`;
type CampaignPage = { items: HostPromoteCampaignView[]; nextCursor: string | null };

let t: TestApp;
let host: TestClient;
let admin: TestClient;
const db = () => t.database.db;
const outbox = async () =>
  (
    await admin.request<{ items: { to: string; subject: string; text: string }[] }>(
      'GET',
      '/api/admin/outbox?limit=200',
    )
  ).body.data?.items ?? [];
const campaigns = async (tripId = LIVE) =>
  ((await host.request<CampaignPage>('GET', `${base(tripId)}/campaigns?limit=50`)).body.data as CampaignPage).items;
const startOf = async (tripId: string) =>
  (await db().select({ d: trips.startDate }).from(trips).where(eq(trips.id, tripId)))[0]?.d as string;

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  host = await t.signedIn('host@caravan.test');
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t?.close());

describe('GET …/promote', () => {
  it('[PRM-003] [PRM-004] the trip page card and the analytics shown for a bookable trip, hidden before launch', async () => {
    const live = (await host.request<HostPromoteView>('GET', base(LIVE))).body.data as HostPromoteView;
    expect(live.trip.tripPageUrl).toMatch(/^\/trips\/[a-z0-9-]+$/);
    expect(live.analyticsVisible).toBe(true);
    const approved = (await host.request<HostPromoteView>('GET', base(DEMO_TRIP_IDS.hostApproved))).body
      .data as HostPromoteView;
    expect(approved.analyticsVisible).toBe(false);
  });

  it('[HAP-037] counts the visits the public trip page records by channel, and visits and travelers per day', async () => {
    const before = (await host.request<HostPromoteAnalyticsView>('GET', `${base(LIVE)}/analytics`)).body
      .data as HostPromoteAnalyticsView;
    const live = (await host.request<HostPromoteView>('GET', base(LIVE))).body.data as HostPromoteView;
    const path = live.trip.tripPageUrl?.replace('/trips/', '') as string;
    const visit = (body: object) => t.anonymous().request('POST', `/api/public/trips/${path}/visits`, body);
    await visit({ utmSource: 'instagram' });
    await visit({ referrer: 'https://l.instagram.com/' });
    await visit({ utmSource: 'email', utmCampaign: 'drip-2' });
    const after = (await host.request<HostPromoteAnalyticsView>('GET', `${base(LIVE)}/analytics`)).body
      .data as HostPromoteAnalyticsView;
    const channel = (v: HostPromoteAnalyticsView, c: string) => v.byChannel.find((x) => x.channel === c)?.visits ?? 0;
    expect(channel(after, 'instagram') - channel(before, 'instagram')).toBe(2);
    expect(channel(after, 'email') - channel(before, 'email')).toBe(1);
    expect(after.totalVisits - before.totalVisits).toBe(3);
    const today = after.byDay.find((d) => d.date === t.clock.now.toISOString().slice(0, 10));
    expect(today?.visits).toBeGreaterThanOrEqual(3);
    expect(after.byDay.some((d) => d.travelers > 0)).toBe(true);
  });
});

describe('GET …/promote/campaigns', () => {
  it('[PRM-001] [PRM-008] lists the emails in campaign order by keyset page, with status and what the host may do', async () => {
    const all = await campaigns();
    expect(all.map((c) => c.sortOrder)).toEqual([...all.map((c) => c.sortOrder)].sort((a, b) => a - b));
    expect(all.length).toBe(4);
    const first = (await host.request<CampaignPage>('GET', `${base(LIVE)}/campaigns?limit=3`)).body
      .data as CampaignPage;
    expect(first.items).toHaveLength(3);
    const second = (
      await host.request<CampaignPage>('GET', `${base(LIVE)}/campaigns?limit=3&cursor=${first.nextCursor}`)
    ).body.data as CampaignPage;
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(second.nextCursor).toBeNull();
    for (const c of all) expect(c.editable).toBe(c.status !== 'Sent' && c.status !== 'Canceled');
    expect(all.find((c) => c.status === 'Disabled')?.sendable).toBe(false);
    const bad = await host.request('GET', `${base(LIVE)}/campaigns?cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
  });

  it('[PRM-009] a cancelled trip lists its emails, none editable', async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const res = await host2.request<CampaignPage>('GET', `${base(DEMO_TRIP_IDS.cancelled)}/campaigns`);
    expect(res.status).toBe(200);
    const items = (res.body.data as CampaignPage).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => !c.editable && !c.sendable)).toBe(true);
  });

  it("another host's trip answers 404 on every promote call, and a traveler 403", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    const [one] = await campaigns();
    const id = one?.id as string;
    expect((await host2.request('GET', base(LIVE))).status).toBe(404);
    expect((await host2.request('GET', `${base(LIVE)}/analytics`)).status).toBe(404);
    expect((await host2.request('GET', `${base(LIVE)}/campaigns`)).status).toBe(404);
    expect((await host2.request('POST', `${base(LIVE)}/campaigns/${id}/test-send`, {})).status).toBe(404);
    expect((await host2.request('POST', `${base(LIVE)}/campaigns/${id}/send`)).status).toBe(404);
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', base(LIVE))).status).toBe(403);
  });
});

describe('PUT …/promote/campaigns/{campaignId}', () => {
  it('[PRM-001] [PRM-010] saves the copy and a send time, which makes it Scheduled for the time-driven send', async () => {
    const target = (await campaigns()).find((c) => c.editable) as HostPromoteCampaignView;
    const start = await startOf(LIVE);
    const when = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString();
    const res = await host.request<HostPromoteCampaignView>('PUT', `${base(LIVE)}/campaigns/${target.id}`, {
      hostBlurb: 'Only six spots left!',
      active: true,
      scheduledDate: when,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ hostBlurb: 'Only six spots left!', status: 'Scheduled' });
    const [row] = await db().select().from(emailCampaigns).where(eq(emailCampaigns.id, target.id));
    expect(row?.scheduledDate?.toISOString()).toBe(when);
    expect(row?.status).toBe('Scheduled');
    const off = await host.request<HostPromoteCampaignView>('PUT', `${base(LIVE)}/campaigns/${target.id}`, {
      hostBlurb: 'Only six spots left!',
      active: false,
      scheduledDate: when,
    });
    expect(off.body.data?.status).toBe('Disabled');
    const tooLong = await host.request('PUT', `${base(LIVE)}/campaigns/${target.id}`, {
      hostBlurb: 'a'.repeat(501),
      active: true,
      scheduledDate: null,
    });
    expect(tooLong.status).toBe(400);
  });

  it('refuses a send time outside the window: too soon, or once the trip has started', async () => {
    const target = (await campaigns()).find((c) => c.editable) as HostPromoteCampaignView;
    const soon = new Date(t.clock.now.getTime() + 60_000).toISOString();
    const res = await host.request('PUT', `${base(LIVE)}/campaigns/${target.id}`, {
      hostBlurb: 'x',
      active: true,
      scheduledDate: soon,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('at least 10 minutes');
    const late = `${await startOf(LIVE)}T10:00:00Z`;
    const res2 = await host.request('PUT', `${base(LIVE)}/campaigns/${target.id}`, {
      hostBlurb: 'x',
      active: true,
      scheduledDate: late,
    });
    expect(res2.status).toBe(400);
    expect(JSON.stringify(res2.body)).toContain('before the trip starts');
  });

  it('[PRM-009] a Sent email cannot be edited (409) and a co-host cannot edit (403)', async () => {
    const sent = (await campaigns()).find((c) => c.status === 'Sent') as HostPromoteCampaignView;
    const body = { hostBlurb: 'late edit', active: true, scheduledDate: null };
    expect((await host.request('PUT', `${base(LIVE)}/campaigns/${sent.id}`, body)).status).toBe(409);
    const cohost = await t.signedIn('cohost@caravan.test');
    const editable = (await campaigns()).find((c) => c.editable) as HostPromoteCampaignView;
    expect((await cohost.request('PUT', `${base(LIVE)}/campaigns/${editable.id}`, body)).status).toBe(403);
  });
});

describe('sending', () => {
  it('[HAP-060] [PRM-007] previews the draft copy as a recipient sees it, greeting the name given, escaped', async () => {
    const [one] = await campaigns();
    const res = await host.request<EmailPreviewView>('POST', `${base(LIVE)}/campaigns/${one?.id}/preview`, {
      hostBlurb: 'Come <b>along</b>',
      firstName: 'Ana',
      lastName: 'Lee',
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.previewHtml).toContain('Hi Ana Lee,');
    expect(res.body.data?.previewHtml).toContain('Come &lt;b&gt;along&lt;/b&gt;');
    expect(res.body.data?.previewHtml).toContain('utm_source=email');
    expect(res.body.data?.subject).toContain(one?.name);
    const get = await host.request<EmailPreviewView>('GET', `${base(LIVE)}/campaigns/${one?.id}/preview?firstName=Bo`);
    expect(get.body.data?.previewHtml).toContain('Hi Bo,');
  });

  it("[HAP-061] a test send goes to the host's own address only, with the draft copy", async () => {
    const [one] = await campaigns();
    const before = (await outbox()).length;
    const res = await host.request<{ to: string }>('POST', `${base(LIVE)}/campaigns/${one?.id}/test-send`, {
      hostBlurb: 'Draft for my eyes',
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.to).toBe('host@caravan.test');
    const mails = await outbox();
    expect(mails.length - before).toBe(1);
    expect(mails[0]).toMatchObject({ to: 'host@caravan.test' });
    expect(mails[0]?.subject).toMatch(/^\[Test\] /);
    expect(mails[0]?.text).toContain('Draft for my eyes');
  });

  it('[PRM-001] sending now mails each opted-in audience member once and marks the email Sent; again is 409', async () => {
    const target = (await campaigns()).find((c) => c.sendable) as HostPromoteCampaignView;
    const [trip] = await db().select({ hostId: trips.hostId }).from(trips).where(eq(trips.id, LIVE));
    const audience = await db()
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, trip?.hostId as string));
    const optedIn = new Set(audience.filter((a) => a.marketingOptIn).map((a) => a.email.toLowerCase()));
    expect(optedIn.size).toBeGreaterThan(0);
    const before = (await outbox()).length;
    const res = await host.request<{ campaign: HostPromoteCampaignView; recipients: number }>(
      'POST',
      `${base(LIVE)}/campaigns/${target.id}/send`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.campaign.status).toBe('Sent');
    expect(res.body.data?.recipients).toBe(optedIn.size);
    const sent = (await outbox()).slice(0, (await outbox()).length - before);
    expect(new Set(sent.map((m) => m.to.toLowerCase()))).toEqual(optedIn);
    expect(sent.every((m) => m.subject === target.subject)).toBe(true);
    expect((await host.request('POST', `${base(LIVE)}/campaigns/${target.id}/send`)).status).toBe(409);
  });
});

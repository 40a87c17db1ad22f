// Host onboarding calls on a real database: the host save and the profile update (HAP-019, HAP-027, HAP-028), the
// social connection (HAP-029), the interests (HAP-034); bad input answers 400 and saves nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../../../db/schema/hosts.js';
import { DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zero = () => t.signedIn('zoe.zero@caravan.test');
const hostRow = async (id: string) => (await t.database.db.select().from(hosts).where(eq(hosts.userId, id)))[0];

describe('POST /api/me/host/onboard', () => {
  it('[HAP-019] [HAP-027] manual socials: interests, page path and cleaned channels are saved and the host is onboarded', async () => {
    const client = await zero();
    const res = await client.request<{ onboardingCompleted: boolean; interests: { _id: string }[] }>(
      'POST',
      '/api/me/host/onboard',
      {
        host: {
          _id: DEMO_USER_IDS.hostLevel0,
          categoryInterests: ['hiking', 'beach'],
          pagePath: 'zoe-travels',
          socialChannels: { instagram: ' @zoe zero ', personalSite: 'zoe.example.com', tiktok: '' },
        },
        profile: null,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.onboardingCompleted).toBe(true);
    const row = await hostRow(DEMO_USER_IDS.hostLevel0);
    expect(row?.interests.map((i) => i._id)).toEqual(['hiking', 'beach']);
    expect(row?.pagePath).toBe('zoe-travels');
    expect(row?.socialChannels).toEqual({ instagram: 'zoezero', personalSite: 'https://zoe.example.com' });
  });

  it('[HAP-028] the profile update (bio and picture) is saved only when sent; a skipped bio leaves the bio as it was', async () => {
    const client = await zero();
    const before = (await hostRow(DEMO_USER_IDS.hostLevel0))?.bio ?? null;
    const skipped = await client.request('POST', '/api/me/host/onboard', {
      host: { categoryInterests: ['food'], socialEngagementUserId: 'sandbox-abc' },
      profile: null,
    });
    expect(skipped.status).toBe(200);
    expect((await hostRow(DEMO_USER_IDS.hostLevel0))?.bio ?? null).toBe(before);
    expect((await hostRow(DEMO_USER_IDS.hostLevel0))?.socialEngagementUserId).toBe('sandbox-abc');
    const kept = await client.request('POST', '/api/me/host/onboard', {
      host: { categoryInterests: ['food'], socialEngagementUserId: 'sandbox-abc' },
      profile: { bio: 'I take small groups to the coast.', profilePictureUrl: '/api/files/x.png' },
    });
    expect(kept.status).toBe(200);
    const row = await hostRow(DEMO_USER_IDS.hostLevel0);
    expect(row?.bio).toBe('I take small groups to the coast.');
    expect(row?.profilePictureUrl).toBe('/api/files/x.png');
  });

  it('[HAP-027] no interest, no social account or a 351-character bio answers 400 with the spec messages and saves nothing', async () => {
    const client = await t.signedIn('tom.two@caravan.test');
    const before = await hostRow(DEMO_USER_IDS.hostLevel2);
    const res = await client.request('POST', '/api/me/host/onboard', {
      host: { categoryInterests: [], socialChannels: { instagram: '  ' } },
      profile: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      categoryInterests: 'At least one interest is required',
      socialChannels: 'At least one social media account is required',
    });
    const long = await client.request('POST', '/api/me/host/onboard', {
      host: { categoryInterests: ['food'], socialChannels: { instagram: 'tom' } },
      profile: { bio: 'x'.repeat(351) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fields?.['profile.bio']).toBe('Maximum 350 characters allowed');
    expect(await hostRow(DEMO_USER_IDS.hostLevel2)).toEqual(before);
  });

  it("[HAP-019] another host's _id answers 404 and changes nothing; a traveler is refused", async () => {
    const client = await zero();
    const res = await client.request('POST', '/api/me/host/onboard', {
      host: { _id: DEMO_USER_IDS.host, categoryInterests: ['food'], socialChannels: { instagram: 'x' } },
    });
    expect(res.status).toBe(404);
    const traveler = await (await t.signedIn('traveler@caravan.test')).request('POST', '/api/me/host/onboard', {
      host: { categoryInterests: ['food'], socialChannels: { instagram: 'x' } },
    });
    expect(traveler.status).toBe(403);
  });
});

describe('social connection and interests', () => {
  it('[HAP-029] POST /api/me/host/socials/connect with an empty body answers the token, the engagement user and channel ids', async () => {
    const client = await zero();
    const res = await client.request<{
      token: { token: string };
      socialEngagementUserId: string;
      socialEngagementChannelIds: object;
    }>('POST', '/api/me/host/socials/connect', {});
    expect(res.status).toBe(200);
    expect(res.body.data?.token.token).toMatch(/^sandbox-sdk-/);
    expect(res.body.data?.socialEngagementUserId).toMatch(/^sandbox-/);
    expect(res.body.data?.socialEngagementChannelIds).toEqual({});
  });

  it('[ONB-015] the user-data fetch after a connection answers the engagement user, or 502 when the provider fails', async () => {
    const client = await zero();
    const ok = await client.request<{ socialEngagementUserId: string }>('POST', '/api/me/host/socials/user-data', {
      platform: 'instagram',
      handle: 'zoe',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.socialEngagementUserId).toMatch(/^sandbox-/);
    const failed = await client.request('POST', '/api/me/host/socials/user-data', {
      platform: 'tiktok',
      handle: 'fail-data',
    });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('failed-to-fetch-phyllo-user-data');
  });

  it('[HAP-034] host interests are served under api/me/categories/host-interests, a page at a time', async () => {
    const client = await zero();
    const first = await client.request<{ items: { _id: string }[]; nextCursor: string | null }>(
      'GET',
      '/api/me/categories/host-interests?limit=5',
    );
    expect(first.status).toBe(200);
    expect(first.body.data?.items).toHaveLength(5);
    const rest = await client.request<{ items: { _id: string }[] }>(
      'GET',
      `/api/me/categories/host-interests?limit=50&cursor=${first.body.data?.nextCursor}`,
    );
    const ids = [...(first.body.data?.items ?? []), ...(rest.body.data?.items ?? [])].map((i) => i._id);
    expect(ids).toContain('hiking');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

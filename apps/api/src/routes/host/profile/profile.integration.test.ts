// The public profile on a real database: the host's own read and save (HAP-021, HAP-026), another host's id 404, the
// public JSON and the server-rendered page with its tags, values escaped (PRF-005).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hosts } from '../../../db/schema/hosts.js';
import { DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// The tests save the seeded host's profile: each gets its own world.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const path = (id: string) => `/api/me/host/${id}/public-profile`;
const valid = {
  displayName: 'Hana <b>Host</b>',
  bio: 'Trail runner <script>alert(1)</script> and photographer.',
  profilePictureUrl: '/demo/hosts/hana.jpg',
  pronouns: ['she/her'],
  languages: [{ name: 'English', code: 'en' }],
  country: { name: 'Chile', code: 'CL' },
  interests: ['hiking', 'photography'],
  socialChannels: { instagram: '@hana host', personalSite: 'hana.example.com', youtube: '' },
};

describe('the host edits their public profile', () => {
  it('[HAP-021] a host reads their own profile with host id, user status and the public fields', async () => {
    const res = await (await t.signedIn('host@caravan.test')).request<{
      hostId: string;
      status: string;
      pagePath: string;
    }>('GET', path(DEMO_USER_IDS.host));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ hostId: DEMO_USER_IDS.host, status: 'launched', pagePath: 'hana-host' });
  });

  it("[HAP-021] [HAP-026] another host's profile answers 404 to read and to save, and is not changed", async () => {
    const client = await t.signedIn('host2@caravan.test');
    expect((await client.request('GET', path(DEMO_USER_IDS.host))).status).toBe(404);
    const before = await t.database.db.select().from(hosts).where(eq(hosts.userId, DEMO_USER_IDS.host));
    expect((await client.request('POST', path(DEMO_USER_IDS.host), valid)).status).toBe(404);
    expect(await t.database.db.select().from(hosts).where(eq(hosts.userId, DEMO_USER_IDS.host))).toEqual(before);
  });

  it('[HAP-026] saving cleans the socials (handles sanitised, site prefixed, empty ones stripped) and answers error null', async () => {
    const res = await (await t.signedIn('host@caravan.test')).request<{
      profile: { socialChannels: object; interests: { name: string }[] };
      error: null;
    }>('POST', path(DEMO_USER_IDS.host), valid);
    expect(res.status).toBe(200);
    expect(res.body.data?.error).toBeNull();
    expect(res.body.data?.profile.socialChannels).toEqual({
      instagram: 'hanahost',
      personalSite: 'https://hana.example.com',
    });
    expect(res.body.data?.profile.interests.map((i) => i.name)).toEqual(['Hiking', 'Photography']);
  });

  it('[HAP-026] a missing bio and picture, no interest and no social answer 400 with the spec messages and save nothing', async () => {
    const client = await t.signedIn('host@caravan.test');
    const before = await t.database.db.select().from(hosts).where(eq(hosts.userId, DEMO_USER_IDS.host));
    const res = await client.request('POST', path(DEMO_USER_IDS.host), {
      ...valid,
      bio: ' ',
      profilePictureUrl: '',
      interests: [],
      socialChannels: { instagram: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      bio: 'Bio and profile photo are required',
      interests: 'At least one interest is required',
      socialChannels: 'At least one social channel is required',
    });
    const site = await client.request('POST', path(DEMO_USER_IDS.host), {
      ...valid,
      socialChannels: { personalSite: 'not a site' },
    });
    expect(site.status).toBe(400);
    expect(site.body.fields?.personalSite).toBeDefined();
    expect(await t.database.db.select().from(hosts).where(eq(hosts.userId, DEMO_USER_IDS.host))).toEqual(before);
  });
});

describe('the public profile, without an account', () => {
  it('[HAP-021] GET /api/public/hosts/{pagePath} answers the public view only (no email, status or level)', async () => {
    const res = await t.anonymous().request<Record<string, unknown>>('GET', '/api/public/hosts/hana-host');
    expect(res.status).toBe(200);
    expect(res.body.data?.name).toBeTruthy();
    for (const hidden of ['email', 'status', 'level', 'hostId', 'firstName'])
      expect(res.body.data).not.toHaveProperty(hidden);
    expect((await t.anonymous().request('GET', '/api/public/hosts/nobody-here')).status).toBe(404);
  });

  it('[HAP-021] /hosts/{pagePath} is server-rendered with title, description and OG tags, every value escaped', async () => {
    // A name and bio with markup in them, saved by the host.
    const saved = await (await t.sessionFor(DEMO_USER_IDS.host)).request('POST', path(DEMO_USER_IDS.host), valid);
    expect(saved.status).toBe(200);
    const res = await t.app.request('/hosts/hana-host');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Hana &lt;b&gt;Host&lt;/b&gt; · Caravan host</title>');
    expect(html).toMatch(/<meta property="og:title" content="Hana &lt;b&gt;Host&lt;\/b&gt; · Caravan host" \/>/);
    expect(html).toContain('<meta property="og:url" content="http://localhost:5000/hosts/hana-host" />');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    const missing = await t.app.request('/hosts/nobody-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Host not found');
  });
});

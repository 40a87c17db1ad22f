// The public audience links on a real database (PLT-017, AUD-001, AUD-015, AUD-016): anyone reads a survey and answers
// it without an account; locked links take no answers; bodies are bounded, strict and rate-limited per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, surveyResponses, users } from '../../db/schema/index.js';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SURVEY_MAX_BODY_BYTES, SURVEY_WRITE_RATE_LIMIT } from './survey.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** Each test answers from its own address, so the per-address limit counts only its own requests. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });

const answer = (over: Record<string, unknown> = {}) => ({
  path: 's/hana-host',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  age: 36,
  travelBudget: 3500,
  destinations: ['Peru', 'Japan'],
  timeOfYear: ['Spring'],
  gender: 'female',
  marketingOptIn: true,
  ...over,
});

describe('GET /api/public/survey', () => {
  it('[PLT-017] [AUD-017] reads a survey link by its path without an account: the host, the lock and the questions', async () => {
    const res = await t.anonymous().request<{
      linkType: string;
      hostName: string;
      locked: boolean;
      minutes: number;
      questions: { destinations: string[] };
    }>('GET', '/api/public/survey?path=s/hana-host', undefined, from());
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data).toMatchObject({ linkType: 'survey', locked: false, minutes: 2 });
    expect(res.body.data?.hostName).toBeTruthy();
    expect(res.body.data?.questions.destinations.length).toBeGreaterThanOrEqual(16);
  });

  it('[PLT-017] answers 404 for an unknown path and for a link that is not a survey or email capture (referral)', async () => {
    const anon = t.anonymous();
    expect((await anon.request('GET', '/api/public/survey?path=s/nobody', undefined, from())).status).toBe(404);
    expect((await anon.request('GET', '/api/public/survey?path=r/hana-host', undefined, from())).status).toBe(404);
  });
});

describe('POST /api/public/survey/responses', () => {
  it('[AUD-001] stores an anonymous answer for the link’s host, e-mail lower-cased, text kept as typed', async () => {
    const res = await t
      .anonymous()
      .request<{ id: string }>(
        'POST',
        '/api/public/survey/responses',
        answer({ firstName: '<script>alert(1)</script>' }),
        from(),
      );
    expect(res.status, res.body.error).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, res.body.data?.id ?? ''));
    expect(row).toMatchObject({
      hostId: DEMO_USER_IDS.host,
      email: 'ada@example.com',
      firstName: '<script>alert(1)</script>',
      source: 'survey',
      destinations: ['Peru', 'Japan'],
    });
  });

  it('[AUD-001] refuses a bad answer with field errors and stores nothing', async () => {
    const before = await t.database.db.select().from(surveyResponses);
    const anon = t.anonymous();
    const bad = await anon.request(
      'POST',
      '/api/public/survey/responses',
      answer({ email: 'not-an-email', age: 9, destinations: [], timeOfYear: ['Monsoon'] }),
      from(),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['email', 'age', 'destinations', 'timeOfYear.0']),
    );
    const extra = await anon.request('POST', '/api/public/survey/responses', answer({ isAdmin: true }), from());
    expect(extra.status).toBe(400);
    expect((await t.database.db.select().from(surveyResponses)).length).toBe(before.length);
  });

  it('[AUD-001] refuses an oversized body with 413 before reading it', async () => {
    const huge = JSON.stringify(answer({ lastName: 'x'.repeat(SURVEY_MAX_BODY_BYTES) }));
    const res = await t.anonymous().request('POST', '/api/public/survey/responses', huge, from());
    expect(res.status).toBe(413);
  });

  it('[AUD-001] limits answers per address: past the limit, 429 with Retry-After', async () => {
    const anon = t.anonymous();
    const address = from();
    for (let i = 0; i < SURVEY_WRITE_RATE_LIMIT.limit; i++) {
      const ok = await anon.request(
        'POST',
        '/api/public/survey/responses',
        answer({ email: `r${i}@example.com` }),
        address,
      );
      expect(ok.status, ok.body.error).toBe(201);
    }
    const refused = await anon.request('POST', '/api/public/survey/responses', answer(), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another address is not held back.
    expect((await anon.request('POST', '/api/public/survey/responses', answer(), from())).status).toBe(201);
  });

  it('[AUD-016] a survey link is locked while the host profile is not active: it says so and takes no answer', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, DEMO_USER_IDS.host2));
    try {
      const anon = t.anonymous();
      const read = await anon.request<{ locked: boolean }>(
        'GET',
        '/api/public/survey?path=s/hugo-host',
        undefined,
        from(),
      );
      expect(read.body.data?.locked).toBe(true);
      const res = await anon.request('POST', '/api/public/survey/responses', answer({ path: 's/hugo-host' }), from());
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LINK_LOCKED');
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.id, DEMO_USER_IDS.host2));
    }
  });
});

describe('POST /api/public/survey/subscribers', () => {
  it('[AUD-015] the email-capture link takes a name and e-mail while the host status allows it, and is locked otherwise', async () => {
    const anon = t.anonymous();
    const body = { path: 'join/hana-host', firstName: 'Bea', lastName: 'Stone', email: 'bea@example.com' };
    const ok = await anon.request<{ id: string }>('POST', '/api/public/survey/subscribers', body, from());
    expect(ok.status, ok.body.error).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, ok.body.data?.id ?? ''));
    expect(row).toMatchObject({ source: 'emailCapture', marketingOptIn: true, hostId: DEMO_USER_IDS.host });

    // A survey answer is not taken on the email-capture link, nor the other way round.
    expect(
      (await anon.request('POST', '/api/public/survey/responses', answer({ path: 'join/hana-host' }), from())).status,
    ).toBe(409);
    expect(
      (await anon.request('POST', '/api/public/survey/subscribers', { ...body, path: 's/hana-host' }, from())).status,
    ).toBe(409);

    const [before] = await t.database.db
      .select({ status: hosts.status })
      .from(hosts)
      .where(eq(hosts.userId, DEMO_USER_IDS.host));
    await t.database.db.update(hosts).set({ status: 'created' }).where(eq(hosts.userId, DEMO_USER_IDS.host));
    try {
      const read = await anon.request<{ locked: boolean }>(
        'GET',
        '/api/public/survey?path=join/hana-host',
        undefined,
        from(),
      );
      expect(read.body.data?.locked).toBe(true);
      const locked = await anon.request('POST', '/api/public/survey/subscribers', body, from());
      expect(locked.status).toBe(409);
      expect(locked.body.code).toBe('LINK_LOCKED');
    } finally {
      await t.database.db
        .update(hosts)
        .set({ status: before?.status ?? 'launched' })
        .where(eq(hosts.userId, DEMO_USER_IDS.host));
    }
  });
});

// The host's audience on a real database (HAP-032, HAP-033, HAP-004, AUD-006..016, AUD-022, AUD-024): metrics and graphs
// from the stored answers, a host's own only, the links and their locks, the export e-mail and the formula-safe CSV.
import { isQualifiedSurveyResponse } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema/index.js';
import { DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, ORIGIN, type TestApp, type TestClient } from '../../../testing/test-app.js';

type Segment = {
  metrics: {
    responses: number;
    qualifiedResponses: number;
    topDestinations: string[];
    budgetAverage: number | null;
    budgetMedian: number | null;
  };
  graphs: Record<
    'popularDestinations' | 'timeOfYear' | 'budget' | 'age' | 'gender',
    { label: string; amount: number }[]
  >;
};
type AudienceBody = {
  data: { allResponses: Segment; qualifiedResponses: Segment; marketingListSize: number };
  totalAudience: number;
  exportStatus: string;
  host: { status: string | null; qualified: boolean };
};

// A world per test: two tests use tom.two's survey link (one expects none yet, one makes it), and tests run shuffled.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

let addresses = 0;
const answer = (path: string, i: number, over: Record<string, unknown> = {}) =>
  t.anonymous().request(
    'POST',
    '/api/public/survey/responses',
    {
      path,
      firstName: `Res${i}`,
      lastName: 'Pondent',
      email: `res${i}@example.com`,
      age: 20 + i,
      travelBudget: 1000 * (i + 1),
      destinations: ['Peru', i % 2 ? 'Other' : 'Japan'],
      timeOfYear: ['Summer'],
      gender: null,
      marketingOptIn: i % 2 === 0,
      ...over,
    },
    { 'x-forwarded-for': `198.51.100.${++addresses}` },
  );

/** The CSV body of the export (the test client reads JSON only). */
async function csvOf(client: TestClient, query = ''): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await t.app.request(`/api/me/audience/export.csv${query}`, {
    headers: { origin: ORIGIN, ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

describe('GET /api/me/audience', () => {
  it('[HAP-032] [AUD-007] [AUD-014] [AUD-022] answers the host’s audience in data.data: both segments computed from their stored answers', async () => {
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request<AudienceBody>('GET', '/api/me/audience');
    expect(res.status, res.body.error).toBe(200);
    const body = res.body.data as AudienceBody;
    const rows = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, DEMO_USER_IDS.host));
    const survey = rows.filter((r) => r.source === 'survey');
    expect(body.data.allResponses.metrics.responses).toBe(survey.length);
    expect(body.data.allResponses.metrics.qualifiedResponses).toBe(survey.filter(isQualifiedSurveyResponse).length);
    expect(body.data.qualifiedResponses.metrics.responses).toBe(survey.filter(isQualifiedSurveyResponse).length);
    expect(body.totalAudience).toBe(rows.length);
    expect(body.data.marketingListSize).toBeGreaterThan(0);
    expect(body.data.allResponses.metrics.topDestinations).toHaveLength(3);
    expect(body.data.allResponses.metrics.budgetAverage).toBeGreaterThan(0);
    // The seeded answers fill the charts: more than 15 destinations, none of them unset or 'other'.
    const destinations = body.data.allResponses.graphs.popularDestinations.map((i) => i.label);
    expect(destinations.length).toBeGreaterThan(15);
    expect(destinations.some((l) => l === '' || l.toLowerCase() === 'other')).toBe(false);
    expect(body.data.allResponses.graphs.timeOfYear.map((i) => i.label)).toEqual([
      'Spring',
      'Summer',
      'Autumn',
      'Winter',
    ]);
    const budgetTotal = body.data.allResponses.graphs.budget.reduce((a, i) => a + i.amount, 0);
    expect(budgetTotal).toBe(survey.filter((r) => r.travelBudget != null).length);
    expect(body.host).toEqual({ status: 'launched', qualified: true });
  });

  it('[HAP-032] [AUD-013] a new host’s metrics stay empty below 5 answers and fill at 5; their audience is theirs alone', async () => {
    const zoe = await t.signedIn('zoe.zero@caravan.test');
    const empty = await zoe.request<AudienceBody>('GET', '/api/me/audience');
    expect(empty.body.data?.totalAudience).toBe(0);
    expect(empty.body.data?.host.qualified).toBe(false);

    const link = await zoe.request<{ path: string }>('POST', '/api/me/audience/links/survey');
    const path = link.body.data?.path as string;
    for (let i = 0; i < 4; i++) expect((await answer(path, i)).status).toBe(201);
    const four = (await zoe.request<AudienceBody>('GET', '/api/me/audience')).body.data as AudienceBody;
    expect(four.data.allResponses.metrics).toEqual({
      responses: 4,
      qualifiedResponses: 3,
      topDestinations: [],
      budgetAverage: null,
      budgetMedian: null,
    });
    expect(four.data.allResponses.graphs.popularDestinations).toEqual([]);

    expect((await answer(path, 4)).status).toBe(201);
    const five = (await zoe.request<AudienceBody>('GET', '/api/me/audience')).body.data as AudienceBody;
    expect(five.data.allResponses.metrics).toMatchObject({ responses: 5, budgetAverage: 3000, budgetMedian: 3000 });
    expect(five.data.allResponses.metrics.topDestinations[0]).toBe('Peru');
    expect(five.data.allResponses.graphs.popularDestinations).toEqual([
      { label: 'Peru', amount: 5 },
      { label: 'Japan', amount: 3 },
    ]);
    // Another host's numbers do not include zoe's answers.
    const host2 = (await (await t.signedIn('host2@caravan.test')).request<AudienceBody>('GET', '/api/me/audience')).body
      .data as AudienceBody;
    const host2Rows = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, DEMO_USER_IDS.host2));
    expect(host2.totalAudience).toBe(host2Rows.length);
  });

  it('[HAP-032] one answer is read by its host and their co-host; another host gets 404, a traveler 403', async () => {
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, DEMO_USER_IDS.host))
      .limit(1);
    const path = `/api/me/audience/responses/${row?.id}`;
    const own = await (await t.signedIn('host@caravan.test')).request<{ email: string }>('GET', path);
    expect(own.status).toBe(200);
    expect(own.body.data?.email).toBe(row?.email);
    expect((await (await t.signedIn('cohost@caravan.test')).request('GET', path)).status).toBe(200);
    expect((await (await t.signedIn('host2@caravan.test')).request('GET', path)).status).toBe(404);
    expect((await (await t.signedIn('traveler@caravan.test')).request('GET', path)).status).toBe(403);
    expect((await t.anonymous().request('GET', '/api/me/audience')).status).toBe(401);
  });
});

describe('the audience links', () => {
  it('[HAP-004] [AUD-015] [AUD-016] a host reads their survey and email-capture links with their locks, creates one once, and a co-host cannot create', async () => {
    const host = await t.signedIn('host@caravan.test');
    const links = await host.request<Record<string, { path: string | null; locked: boolean }>>(
      'GET',
      '/api/me/audience/links',
    );
    expect(links.body.data).toEqual({
      survey: { linkType: 'survey', path: 's/hana-host', locked: false },
      emailCapture: { linkType: 'emailCapture', path: 'join/hana-host', locked: false },
    });
    // The same link again, not a second one.
    const again = await host.request<{ path: string }>('POST', '/api/me/audience/links/survey');
    expect(again.body.data?.path).toBe('s/hana-host');

    const tom = await t.signedIn('tom.two@caravan.test');
    const none = await tom.request<Record<string, { path: string | null }>>('GET', '/api/me/audience/links');
    expect(none.body.data?.survey.path).toBeNull();
    const made = await tom.request<{ path: string; locked: boolean }>('POST', '/api/me/audience/links/emailCapture');
    expect(made.status, made.body.error).toBe(200);
    expect(made.body.data).toMatchObject({ path: 'join/tom-two', locked: false });
    expect((await tom.request('POST', '/api/me/audience/links/referral')).status).toBe(400);

    const cohost = await t.signedIn('cohost@caravan.test');
    expect((await cohost.request('POST', '/api/me/audience/links/survey')).status).toBe(403);
    const read = await cohost.request<Record<string, { path: string | null }>>('GET', '/api/me/audience/links');
    expect(read.body.data?.survey.path).toBe('s/hana-host');
  });
});

describe('recommended itineraries', () => {
  it('[AUD-006] a qualified host gets their recommended itineraries, top ones first, a page at a time; a host still qualifying gets none', async () => {
    type Recs = {
      qualified: boolean;
      items: { itineraryId: string; name: string; topRecommended: boolean }[];
      nextCursor: string | null;
    };
    const host = await t.signedIn('host@caravan.test');
    const path = '/api/me/audience/recommended-itineraries';
    const res = await host.request<Recs>('GET', path);
    expect(res.body.data?.qualified).toBe(true);
    const all = res.body.data?.items ?? [];
    expect(all.length).toBeGreaterThan(1);
    expect(all[0]?.topRecommended).toBe(true);
    // (issue 18) Pages of one read the same list, each once: top picks first, then by name.
    const paged: Recs['items'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=1&cursor=${cursor}` : '?limit=1';
      const page = (await host.request<Recs>('GET', `${path}${query}`)).body.data as Recs;
      paged.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    const tops = all.map((r) => r.topRecommended);
    expect(tops).toEqual([...tops].sort((a, b) => Number(b) - Number(a)));
    // zoe has a recommendation seeded, but is not qualified.
    const zoe = await t.signedIn('zoe.zero@caravan.test');
    const none = await zoe.request<{ qualified: boolean; items: unknown[] }>(
      'GET',
      '/api/me/audience/recommended-itineraries',
    );
    expect(none.body.data).toEqual({ qualified: false, items: [], nextCursor: null });
  });
});

describe('the audience export', () => {
  it('[HAP-033] [AUD-008] [AUD-024] e-mails the host a download link, records success, and the CSV holds names and e-mails (with survey data when extended)', async () => {
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request<{ status: string; downloadPath: string }>('POST', '/api/me/audience/export', {
      extended: true,
    });
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data).toEqual({ status: 'success', downloadPath: '/api/me/audience/export.csv?extended=true' });
    const audience = await host.request<AudienceBody>('GET', '/api/me/audience');
    expect(audience.body.data?.exportStatus).toBe('success');

    const admin = await t.signedIn('admin@caravan.test');
    const outbox = await admin.request<{ items: { to: string; subject: string; text: string }[] }>(
      'GET',
      '/api/admin/outbox',
    );
    const mail = outbox.body.data?.items.find((m) => m.to === 'host@caravan.test');
    expect(mail?.text).toContain('/api/me/audience/export.csv?extended=true');

    const rows = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.hostId, DEMO_USER_IDS.host));
    const plain = await csvOf(host);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('text/csv');
    expect(plain.headers.get('content-disposition')).toMatch(/^attachment; filename="audience-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = plain.text.split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email');
    expect(lines).toHaveLength(rows.length + 1);
    const extended = (await csvOf(host, '?extended=true')).text.split('\r\n');
    expect(extended[0]).toBe('First Name,Last Name,Email,Age,Travel Budget,Destinations,Time of Year,Gender');
  });

  it('[AUD-024] [AUD-011] the CSV neutralises a formula typed as an answer; an empty audience cannot be exported', async () => {
    const tom = await t.signedIn('tom.two@caravan.test');
    expect((await tom.request('POST', '/api/me/audience/export', { extended: false })).status).toBe(409);
    const link = await tom.request<{ path: string }>('POST', '/api/me/audience/links/survey');
    await answer(link.body.data?.path as string, 1, {
      firstName: '=HYPERLINK("http://evil.test","x")',
      lastName: '@SUM(A1)',
    });
    const csv = (await csvOf(tom)).text.split('\r\n');
    expect(csv[1]).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(A1),res1@example.com`);
    expect((await tom.request('POST', '/api/me/audience/export', { extended: false })).status).toBe(200);
    expect((await tom.request('POST', '/api/me/audience/export')).status).toBe(400);
    expect((await csvOf(t.anonymous())).status).toBe(401);
  });
});

// The operator itinerary calls on a real database: list by group, get, create, review-details save with the version
// check, submit (Pending Approval) and the admin's approval (Live); another operator's itinerary answers 404.
import { ITINERARY_DETAILS_MESSAGES as M, ITINERARY_STALE_VERSION_MESSAGE } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
let admin: TestClient;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.signedIn('operator@caravan.test');
  operator2 = await t.signedIn('operator2@caravan.test');
  admin = await t.signedIn('admin@caravan.test');
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

const pkg = (enabled: boolean, accommodation = 'Comfort', meal = 'Half board') => ({
  enabled,
  accommodationLevels: enabled ? [accommodation] : [],
  mealLevels: enabled ? [meal] : [],
  foodOptions: [],
});
const SUMMARY = 'Ten days along the fjords: kayaking at dawn, ferries between islands, and long dinners of fresh fish.';
const details = (over: Record<string, unknown> = {}) => ({
  name: '  Fjords by kayak  ',
  country: 'NO',
  destination: 'Lofoten',
  tripSummary: SUMMARY,
  packages: { standard: pkg(true), economy: pkg(false), premium: pkg(false) },
  photos: [],
  ...over,
});
interface Itinerary {
  id: string;
  name: string;
  status: string;
  version: number;
  packages: Record<string, { enabled: boolean; accommodationLevels: string[] }>;
  photos: { url: string; hero: boolean }[];
}
interface Page {
  items: { id: string; name: string; status: string }[];
  nextCursor: string | null;
}

async function created(client = operator, over: Record<string, unknown> = {}) {
  const res = await client.request<Itinerary>('POST', '/api/me/itineraries', details(over));
  expect(res.status, res.body.error).toBe(201);
  return res.body.data as Itinerary;
}
const groupIds = async (client: TestClient, group: string) => {
  const res = await client.request<Page>('GET', `/api/me/itineraries?group=${group}&limit=200`);
  expect(res.status).toBe(200);
  return (res.body.data as Page).items.map((i) => i.id);
};

describe('operator itineraries (OAP-021, OAP-022)', () => {
  it('[OPI-006] [OAP-021] creates an itinerary owned by the caller with status incomplete, the name trimmed', async () => {
    const it1 = await created();
    expect(it1).toMatchObject({ name: 'Fjords by kayak', status: 'incomplete', version: 1 });
    expect(it1.packages.standard).toMatchObject({ enabled: true, accommodationLevels: ['Comfort'] });
    const got = await operator.request<Itinerary>('GET', `/api/me/itineraries/${it1.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: it1.id, status: 'incomplete', tripSummary: SUMMARY });
  });

  it('[OPI-009] [OPI-013] [OPI-014] [OPI-015] [OPI-016] [OPI-017] [OPI-018] re-checks the details with the spec messages', async () => {
    const res = await operator.request('POST', '/api/me/itineraries', {
      ...details({ name: '   ', country: '', destination: '', tripSummary: 'Too short.' }),
      packages: {
        standard: { ...pkg(true), accommodationLevels: [], mealLevels: [] },
        economy: pkg(false),
        premium: pkg(false),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: M.nameRequired,
      country: M.countryRequired,
      destination: M.destinationRequired,
      tripSummary: M.summaryTooShort,
      'packages.standard.accommodationLevels': 'Accommodation level for Standard package is required',
      'packages.standard.mealLevels': 'Meal level for Standard package is required',
    });
  });

  it('[OPI-019] [OPI-022] refuses no enabled package and more than 10 photos; nothing is saved', async () => {
    const before = await groupIds(operator, 'not-submitted');
    const none = await operator.request('POST', '/api/me/itineraries', {
      ...details(),
      packages: { standard: pkg(false), economy: pkg(false), premium: pkg(false) },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields?.packages).toBe(M.onePackageRequired);
    const photos = Array.from({ length: 11 }, (_, i) => ({ url: `/files/p${i}.jpg` }));
    const many = await operator.request('POST', '/api/me/itineraries', details({ photos }));
    expect(many.status).toBe(400);
    expect(many.body.fields?.photos).toBe(M.tooManyPhotos);
    expect(await groupIds(operator, 'not-submitted')).toEqual(before);
  });

  it('[OPI-001] only operators create itineraries', async () => {
    expect((await host.request('POST', '/api/me/itineraries', details())).status).toBe(403);
    expect((await admin.request('POST', '/api/me/itineraries', details())).status).toBe(403);
  });

  it('[OAP-022] saves the review details on the version read; a stale save is refused with 409 and overwrites nothing', async () => {
    const it1 = await created();
    const first = await operator.request<Itinerary>('POST', `/api/me/itineraries/${it1.id}`, {
      ...details({ name: 'First editor', photos: [{ url: '/files/a.jpg', hero: true }, { url: '/files/b.jpg' }] }),
      version: 1,
    });
    expect(first.status, first.body.error).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'First editor', version: 2 });
    expect(first.body.data?.photos).toEqual([
      { url: '/files/a.jpg', hero: true },
      { url: '/files/b.jpg', hero: false },
    ]);
    const stale = await operator.request('POST', `/api/me/itineraries/${it1.id}`, {
      ...details({ name: 'Second editor' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', error: ITINERARY_STALE_VERSION_MESSAGE });
    const got = await operator.request<Itinerary>('GET', `/api/me/itineraries/${it1.id}`);
    expect(got.body.data).toMatchObject({ name: 'First editor', version: 2 });
  });

  it('[OAP-021] another operator reading, saving or submitting the itinerary gets 404, as for a missing one', async () => {
    const it1 = await created();
    expect((await operator2.request('GET', `/api/me/itineraries/${it1.id}`)).status).toBe(404);
    expect(
      (await operator2.request('POST', `/api/me/itineraries/${it1.id}`, { ...details(), version: 1 })).status,
    ).toBe(404);
    expect((await operator2.request('POST', `/api/me/itineraries/${it1.id}/submit`, { version: 1 })).status).toBe(404);
    expect(await groupIds(operator2, 'not-submitted')).not.toContain(it1.id);
    const missing = await operator.request('GET', '/api/me/itineraries/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('[OPI-007] [OPI-008] submit moves Not Submitted to Pending Approval; an admin approval makes it Live', async () => {
    const it1 = await created(operator, { name: 'Submit me' });
    expect(await groupIds(operator, 'not-submitted')).toContain(it1.id);
    const stale = await operator.request('POST', `/api/me/itineraries/${it1.id}/submit`, { version: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');

    const sent = await operator.request<Itinerary>('POST', `/api/me/itineraries/${it1.id}/submit`, { version: 1 });
    expect(sent.status, sent.body.error).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'in-review', version: 2 });
    expect(await groupIds(operator, 'pending-approval')).toContain(it1.id);
    expect(await groupIds(operator, 'not-submitted')).not.toContain(it1.id);

    const again = await operator.request('POST', `/api/me/itineraries/${it1.id}/submit`, { version: 2 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSITION_REFUSED');
    const byOperator = await operator.request('POST', `/api/admin/itineraries/${it1.id}/events`, {
      type: 'itinerary.approve',
    });
    expect(byOperator.status).toBe(403);

    const approved = await admin.request<{ status: string }>('POST', `/api/admin/itineraries/${it1.id}/events`, {
      type: 'itinerary.approve',
    });
    expect(approved.status, approved.body.error).toBe(200);
    expect(approved.body.data?.status).toBe('complete');
    expect(await groupIds(operator, 'live')).toContain(it1.id);
    const log = await t.database.db
      .select()
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resource, 'itinerary'), eq(transitionsLog.resourceId, it1.id)));
    expect(log.map((l) => [l.fromState, l.toState])).toEqual([
      ['incomplete', 'in-review'],
      ['in-review', 'complete'],
    ]);
  });

  it('[OAP-021] a submit of incomplete details answers 400 with the fields to fix', async () => {
    const it1 = await created();
    // A row written before the rules (seed data, an older client): the submit re-checks what is stored.
    const { itineraries } = await import('../../db/schema/index.js');
    await t.database.db.update(itineraries).set({ tripSummary: 'Short' }).where(eq(itineraries.id, it1.id));
    const res = await operator.request('POST', `/api/me/itineraries/${it1.id}/submit`, { version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fields?.tripSummary).toBe(M.summaryTooShort);
  });

  it('[OAP-021] lists one sidebar group a page at a time in name order, by cursor', async () => {
    for (const name of ['Zeta route', 'Alpha route', 'Mid route']) await created(operator2, { name });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `/api/me/itineraries?group=not-submitted&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await operator2.request<Page>('GET', q);
      expect(res.status).toBe(200);
      const page = res.body.data as Page;
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((i) => i.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(seen).toEqual(expect.arrayContaining(['Alpha route', 'Mid route', 'Zeta route']));
    const bad = await operator2.request('GET', '/api/me/itineraries?group=archived');
    expect(bad.status).toBe(400);
  });
});

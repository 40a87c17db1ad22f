// Issue 18, point 1, read off the served OpenAPI document: every GET that answers a list takes a `cursor` and a `limit`
// of at most 200 and answers `{ items, nextCursor }`. The few answers that hold an array without being a list say why.
import { PAGE_SIZE_MAX } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  maxItems?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Doc = { paths: Record<string, { get?: Operation }>; components?: { schemas?: Record<string, Schema> } };

/**
 * GETs whose answer holds an array of records without being a list to page: one parent's single view with the parts it
 * is made of, a form's rows saved back whole, or a lookup capped by a named constant.
 */
const NOT_A_LIST: Record<string, string> = {
  '/api/me/trips/{id}/itinerary': "one trip's day-by-day plan: as many days as the trip lasts",
  '/api/me/host/trips/{id}/itinerary': "one trip's day-by-day plan: as many days as the trip lasts",
  '/api/admin/trips/{id}/services':
    "one trip's day-by-day services with each form's permissions: as many days as it lasts",
  '/api/me/host/trips/{id}/pricing': "one trip's price with its package's few cost thresholds",
  '/api/me/host/trips/{id}/promote/analytics': "one trip's promote figures: a row per channel and per campaign day",
  '/api/me/host/{id}/public-profile': "one host's profile: the languages and interests they picked",
  '/api/me/operator/account': "one operator's account with its addresses",
  '/api/me/trip-requests/{id}/review': "one trip request's review summary",
  '/api/me/trips/{id}/review': "one trip's review: its summary and days",
  '/api/me/itineraries/{itineraryId}/alternatives': "one itinerary's accommodation alternatives per day range",
  '/api/admin/users/{id}/overview': "one user's support view: 10 latest trips and bookings, and live sessions",
  '/api/me/trips/{id}/host-companions': "the host's companion spots on one trip, one form submitted whole (HBK-038)",
  '/api/admin/trips/{id}/host-companions': "the host's companion spots on one trip, one form submitted whole (HBK-038)",
  '/api/me/trips/{id}/bookings': "the viewer's own booking on the trip: at most one (travelers_user_trip_unique)",
  '/api/me/ground-transfers': 'a lookup of the transfers named by id, at most TRANSFER_LIST_MAX_IDS (20)',
  '/api/me/ground-transfers/places': "a provider's place suggestions, at most PLACE_SEARCH_LIMIT (10)",
  '/api/me/host/trips/{id}/bookings':
    "one trip's Bookings tab header: its three count cards (HBK-003); the tables are paged at /travelers and /waitlist",
  '/api/admin/trips/{id}/overview':
    'one trip for admins with each lifecycle action it may send (ADMIN_TRIP_EVENT_TYPES); its lists are paged apart',
  '/api/me/trips/{id}/cost': "one trip's cost: a breakdown per price tier of its own cost object (HAP-088)",
  '/api/admin/bookings/{id}/reinstatable-travelers': "one booking's secondary travelers: within its spots (HAP-056)",
  '/api/me/host/trips/{id}/rooming': "one trip's rooming board: its travelers and rooms, within its maximum spots",
  '/api/me/trips/{id}/rooming': "one trip's rooming board (the operator's read-only copy), within its maximum spots",
  '/api/me/host/trips/{id}/waitlist-offers':
    "one trip's open offers and line, a summary card; the waitlist itself is paged at /waitlist (MKT-046)",
  '/api/me/notification-preferences': "one user's e-mail choice per notification kind: as many as the kinds (6)",
  '/api/me/webhooks': "one user's endpoints, at most WEBHOOK_ENDPOINTS_MAX (10)",
  '/api/me/webhook-deliveries': "one user's latest deliveries, at most WEBHOOK_DELIVERY_LOG_LIMIT (50)",
  '/api/me/trips/{id}/announcements': "one trip's latest announcements, at most ANNOUNCEMENTS_SHOWN_MAX (50)",
  '/api/admin/trips/{id}/announcements': "one trip's latest announcements, at most ANNOUNCEMENTS_SHOWN_MAX (50)",
};

let doc: Doc;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = JSON.parse(await (await t.app.request('/api/openapi.json')).text()) as Doc;
});
afterAll(() => t.close());

const resolve = (s: Schema | undefined): Schema | undefined => {
  if (!s?.$ref) return s;
  return resolve(doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')]);
};
/** The schema and each branch of a union, resolved. */
const branches = (s: Schema | undefined): Schema[] => {
  const r = resolve(s);
  if (!r) return [];
  const alts = r.anyOf ?? r.oneOf;
  return alts ? alts.flatMap(branches) : [r];
};
const typeIs = (s: Schema, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));
const isRecord = (s: Schema | undefined) => branches(s).some((b) => typeIs(b, 'object') || b.properties !== undefined);
const isRecordArray = (s: Schema | undefined) => branches(s).some((b) => typeIs(b, 'array') && isRecord(b.items));

/** The `data` of a GET's 200 JSON answer (each branch of a union). */
function dataOf(op: Operation): Schema[] {
  const envelope = resolve(op.responses?.['200']?.content?.['application/json']?.schema);
  return branches(envelope?.properties?.data);
}

/** Whether the answer is a list: an array of records, or an object holding one. */
const isList = (data: Schema[]) =>
  data.some((d) => isRecordArray(d) || Object.values(d.properties ?? {}).some((p) => isRecordArray(p)));

/** What makes the operation a paged list, or what is missing. */
function pagingProblems(op: Operation): string[] {
  const query = new Map((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
  const problems: string[] = [];
  if (!query.has('cursor')) problems.push('no cursor parameter');
  const limit = resolve(query.get('limit'));
  if (limit?.maximum === undefined || limit.maximum > PAGE_SIZE_MAX) problems.push('no limit capped at 200');
  const paged = dataOf(op).some(
    (d) =>
      d.properties?.nextCursor !== undefined &&
      isRecordArray(d.properties.items) &&
      branches(d.properties.items).every((i) => (i.maxItems ?? Number.POSITIVE_INFINITY) <= PAGE_SIZE_MAX),
  );
  if (!paged) problems.push('no { items (at most 200), nextCursor } answer');
  return problems;
}

/** GETs reading one record by its id (the path ends in a parameter): arrays in it are the record's own parts. */
const readsOneRecord = (path: string) => /\/\{[^}]+\}$/.test(path);

describe('(issue 18) every list endpoint takes a cursor and answers at most 200 items', () => {
  it('(issue 18) every list endpoint takes a cursor, a limit of at most 200 and answers nextCursor', () => {
    const lists = Object.entries(doc.paths)
      .filter(([path, item]) => item.get && !readsOneRecord(path) && !(path in NOT_A_LIST))
      .filter(([, item]) => isList(dataOf(item.get as Operation)));
    const unpaged = lists
      .map(([path, item]) => [path, pagingProblems(item.get as Operation)] as const)
      .filter(([, problems]) => problems.length > 0);
    expect(Object.fromEntries(unpaged)).toEqual({});
    // The walk found the lists already known to be paged, so it reads the document as it is.
    const found = lists.map(([path]) => path);
    for (const known of [
      '/api/me/trips',
      '/api/admin/users',
      '/api/public/trips',
      '/api/me/bookings/{id}/payments',
      '/api/me/trips/{id}/rides',
      '/api/me/trips/{id}/add-ons',
      '/api/me/host/trips/{id}/bookings/travelers',
      '/api/me/host/trips/{id}/bookings/waitlist',
      '/api/admin/trips/{id}/timeline',
      '/api/admin/trips/{id}/bookings',
      '/api/admin/trips/{id}/payments',
    ])
      expect(found).toContain(known);
  });

  it('(issue 18) every exception is a GET that still holds an array of records', () => {
    const stale = Object.keys(NOT_A_LIST).filter((path) => {
      const op = doc.paths[path]?.get;
      return op === undefined || !isList(dataOf(op));
    });
    expect(stale).toEqual([]);
  });
});

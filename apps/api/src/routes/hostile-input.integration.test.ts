// Hostile strings in every route's params, query and body: a 2xx, or a 4xx in the error envelope; never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../testing/test-app.js';

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}
interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
        responses?: Record<string, { content?: object }>;
      }
    >
  >;
}

/** What an attacker or a broken client sends: NUL and other controls, broken UTF-16, huge, SQL and HTML. */
const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u0085',
  '\ud800',
  'x\udfffy',
  'x'.repeat(10_000),
  "' or '1'='1' --",
  "'); drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', "'", '"', '<', '%', '\\', 'a'), maxLength: 30 }),
);

/** Routes whose purpose is to end the caller's session: fuzzing them would sign the fuzzing client out. */
const SKIP = new Set(['POST /api/authentication/logout']);
/** A real-looking id, so a hostile query or body is read by a route whose params are otherwise valid. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

// A lone surrogate cannot be percent-encoded as UTF-8; a client would send it as the bytes of its CESU form.
const encodePart = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, () => encodePart(value));

let t: TestApp;
let operations: Operation[];
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  clients.admin = await t.signedIn('admin@caravan.test');
  clients.traveler = await t.signedIn('traveler@caravan.test');
  const doc = (await t.client().request('GET', '/api/openapi.json')).body as unknown as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // JSON answers only: a PDF, an HTML page or a script answers no envelope to check.
      .filter(([, op]) => !op.responses?.['200']?.content || 'application/json' in (op.responses['200'].content ?? {}))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      }))
      .filter((op) => !SKIP.has(`${op.method} ${op.path}`)),
  );
});
afterAll(() => t.close());

function expectHandled(res: TestResponse, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.success, what).toBe(false);
    expect(typeof res.body.error, what).toBe('string');
    expect(typeof res.body.code, what).toBe('string');
  } else expect(res.body.success, what).toBe(true);
}

type Place = { where: 'params' } | { where: 'query' | 'body'; name: string };

/** Every place of `op` a string can go, one at a time, so a bad value in one field cannot mask another. */
const placesOf = (op: Operation): Place[] => [
  ...(op.path.includes('{') ? [{ where: 'params' as const }] : []),
  ...op.query.map((name) => ({ where: 'query' as const, name })),
  ...op.body.map((name) => ({ where: 'body' as const, name })),
];

/** Sends `value` in one place of `op`; the other params hold a well-formed id, the rest is left out. */
async function send(client: TestClient, op: Operation, place: Place, value: string) {
  const path = fill(op.path, place.where === 'params' ? value : SOME_ID);
  const url = place.where === 'query' ? `${path}?${place.name}=${encodePart(value)}` : path;
  const body = op.method === 'GET' ? undefined : place.where === 'body' ? { [place.name]: value } : {};
  const at = place.where === 'params' ? 'params' : `${place.where} ${place.name}`;
  return { res: await client.request(op.method, url, body), what: `${op.method} ${url.slice(0, 200)} (${at})` };
}

describe('hostile input (issue 11, PLT-054)', () => {
  it('[PLT-054] a control character in a search answers 400 in the envelope, naming the field', async () => {
    const res = await clients.admin!.request('GET', '/api/admin/users?search=%00');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.fields?.search).toMatch(/U\+0000/);
  });

  it('[PLT-054] every route, every place, every listed hostile string: never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations)
      for (const who of ['admin', 'traveler'])
        for (const place of placesOf(op))
          for (const value of HOSTILE) {
            const { res, what } = await send(clients[who]!, op, place, value);
            expectHandled(res, `${who} ${what}`);
          }
    // DECIDE: 5 minutes: the sweep grows with every route (thousands of requests), not with any one request's speed.
  }, 300_000);

  it('[PLT-054] generated hostile strings anywhere: never a 5xx (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations.flatMap((op) => placesOf(op).map((place) => ({ op, place })))),
        fc.constantFrom('admin', 'traveler'),
        hostileString,
        async ({ op, place }, who, value) => {
          const { res, what } = await send(clients[who]!, op, place, value);
          expectHandled(res, `${who} ${what}`);
        },
      ),
      { numRuns: 500, seed: 20261124 },
    );
  });
});

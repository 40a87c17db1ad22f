// Every operation of the OpenAPI document, called without a session: each one the document does not declare public
// answers 401 before anything reads its input (MKT-055, issue 27 point 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { admitsAnonymous } from './session-first.js';

type Operation = { security?: Record<string, string[]>[] };
type Doc = { paths: Record<string, Record<string, Operation>>; security?: Record<string, string[]>[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** A well-formed id no record has: a route that looked it up first would answer 404, one that validated first 400. */
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  doc = (await t.anonymous().request('GET', '/api/openapi.json')).body as unknown as Doc;
});
afterAll(() => t.close());

/** Every `METHOD path` of the document with whether it admits an anonymous caller. */
function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase(),
      path,
      open: admitsAnonymous(item[m]?.security),
    })),
  );
}

describe('[MKT-055] anonymous callers are refused before validation', () => {
  it('[MKT-055] every operation not declared public answers 401 to an anonymous call, whatever its input', async () => {
    // The document's default is the session: an operation opts out only by saying so.
    expect(doc.security).toEqual([{ session: [] }]);
    const closed = operations().filter((o) => !o.open);
    expect(closed.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const op of closed) {
      const url = op.path.replaceAll(/\{[^}]+\}/g, DUMMY_ID);
      // An empty query and a body no schema accepts: a validator running first would answer 400.
      const res = await t
        .anonymous()
        .request(op.method, url, op.method === 'GET' || op.method === 'DELETE' ? undefined : { nonsense: true });
      if (res.status !== 401 || res.body.code !== 'UNAUTHENTICATED')
        wrong.push(`${op.method} ${op.path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('[MKT-055] the routes that described their input to anyone now answer 401 first', async () => {
    const anonymous = t.anonymous();
    for (const url of [
      '/api/me/ground-transfers/places',
      '/api/me/pages/traveler-terms',
      '/api/me/pages/host-terms',
      '/api/me/pages/trip',
      `/api/admin/bookings/${DUMMY_ID}/discount/calculate`,
    ]) {
      const res = await anonymous.request('GET', url);
      expect({ url, status: res.status, fields: res.body.fields }).toEqual({ url, status: 401, fields: undefined });
    }
  });

  it('[MKT-055] the frames’ static scripts are declared public and served to anyone', async () => {
    const open = operations().filter((o) => o.open);
    for (const path of ['/api/me/pages/traveler-terms.js', '/api/me/pages/host-terms.js']) {
      expect(open.map((o) => `${o.method} ${o.path}`)).toContain(`GET ${path}`);
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('javascript');
    }
  });

  it('[MKT-055] a signed-in caller still reaches validation (400), not a 401', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const res = await traveler.request('GET', '/api/me/ground-transfers/places');
    expect(res.status).toBe(400);
  });
});

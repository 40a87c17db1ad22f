// Every GET route of the OpenAPI document, read by every demo role, answers a body its declared schema accepts,
// strictly: a field a handler sends without documenting it fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { strictResponseValidator, type ResponseValidator } from '../testing/strict-schema.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.js';

type Doc = { paths: Record<string, Record<string, unknown>> };

let t: TestApp;
let doc: Doc;
let validator: ResponseValidator;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().request('GET', '/api/openapi.json')).body as unknown as Doc;
  validator = strictResponseValidator(doc);
  for (const account of DEMO_ACCOUNTS) clients.set(account.email, await t.signedIn(account.email));
});
afterAll(() => t.close());

/** The ids a list answer holds, to read each one's detail route. */
function idsIn(body: unknown): string[] {
  const data = (body as { data?: unknown }).data;
  const items = Array.isArray(data) ? data : ((data as { items?: unknown[] } | undefined)?.items ?? []);
  return items
    .map(
      (i) =>
        (i as Record<string, unknown>).id ??
        (i as Record<string, unknown>)._id ??
        (i as Record<string, unknown>).userId,
    )
    .filter((id): id is string => typeof id === 'string');
}

describe('OpenAPI contract: every 2xx body matches its declared schema, strictly', () => {
  it('every GET route, as every demo role, on every record the role can list', async () => {
    // Routes answering a file (the audience CSV, an image) have no JSON body to check.
    const json = (p: string) =>
      JSON.stringify((doc.paths[p]?.get as { responses?: Record<string, unknown> })?.responses?.['200'] ?? {}).includes(
        'application/json',
      );
    const gets = Object.keys(doc.paths).filter((p) => doc.paths[p]?.get && p !== '/api/admin/outbox' && json(p));
    const checked: string[] = [];
    const failures: string[] = [];
    const check = async (who: string, client: TestClient, docPath: string, url: string) => {
      const res = await client.request('GET', url);
      if (res.status >= 300) return res;
      const problems = validator.problems('GET', docPath, res.status, res.body);
      checked.push(`${who} ${url}`);
      if (problems) failures.push(`${who} GET ${url}:\n${problems}`);
      return res;
    };
    for (const [who, client] of clients) {
      const listed = new Map<string, string[]>();
      for (const path of gets.filter((p) => !p.includes('{')))
        listed.set(path, idsIn((await check(who, client, path, path)).body));
      for (const path of gets.filter((p) => /^[^{]*\{[^}]+\}[^{]*$/.test(p))) {
        // A detail route reads the ids its own list (the path before the parameter) returned to this role.
        const base = path.slice(0, path.indexOf('/{'));
        for (const id of (listed.get(base) ?? []).slice(0, 3))
          await check(who, client, path, path.replace(/\{[^}]+\}/, id));
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the routes that matter: every role read something, and detail routes were read.
    expect(checked.length).toBeGreaterThan(60);
    expect(checked.some((c) => /\/api\/me\/bookings\/[0-9a-f-]{36}$/.test(c))).toBe(true);
  });
});

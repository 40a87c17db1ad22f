// Keyset paging through real routes (issue 18): default and maximum page sizes, forged cursors, and the property that
// rows written between two page reads never make a row that was there all along repeat or go missing.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '@caravan/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { type TestApp, type TestClient, createTestApp } from '../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin@caravan.test');
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

type Item = { id: string; email?: string };
let made = 0;
const addUsers = (emails: string[]) =>
  emails.length === 0
    ? Promise.resolve()
    : t.database.db
        .insert(users)
        .values(emails.map((email) => ({ email: `${email}.${++made}@paging.test`, group: 'traveler' })));
const addLinks = async (count: number) => {
  for (let i = 0; i < count; i += 1) {
    const path = `paging-${++made}`;
    const res = await host.request('POST', '/api/me/links', {
      linkType: 'referral',
      path,
      destination: `https://caravan.test/${path}`,
    });
    expect(res.status).toBe(201);
  }
};

async function page(client: TestClient, path: string, query: Record<string, string>) {
  const res = await client.request<Page<Item>>('GET', `${path}?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page<Item>;
}

/** Reads the whole list `limit` at a time, running `between` after each page; the ids in the order they came. */
async function readAll(client: TestClient, path: string, limit: number, between: (n: number) => Promise<unknown>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 1000; n += 1) {
    const p: Page<Item> = await page(client, path, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(p.items.length).toBeLessThanOrEqual(limit);
    seen.push(...p.items.map((item) => item.id));
    if (!p.nextCursor) return seen;
    cursor = p.nextCursor;
    await between(n);
  }
  throw new Error('the list never ended');
}

const ids = async (client: TestClient, path: string) => readAll(client, path, PAGE_SIZE_MAX, async () => undefined);

describe('keyset paging', () => {
  it('[PLT-057] [MKT-011] a list answers 50 items by default, at most 200, and a next cursor while more follow', async () => {
    await addUsers(Array.from({ length: 2 * PAGE_SIZE_DEFAULT }, (_, i) => `bulk${i}`));
    const first = await page(admin, '/api/admin/users', {});
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.nextCursor).toEqual(expect.any(String));
    const tooMany = await admin.request('GET', `/api/admin/users?limit=${PAGE_SIZE_MAX + 1}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty('limit');
    const all = await ids(admin, '/api/admin/users');
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(2 * PAGE_SIZE_DEFAULT);
  });

  it('[PLT-057] a forged cursor, or one from another list, is a 400 in the envelope, never a database error', async () => {
    const usersPage = await page(admin, '/api/admin/users', { limit: '1' });
    const fromUsers = usersPage.nextCursor as string;
    const forged = [
      Buffer.from('not json').toString('base64url'),
      Buffer.from('["a"]').toString('base64url'),
      Buffer.from('["x@y", "not-a-uuid"]').toString('base64url'),
      Buffer.from('["\\u0000", "00000000-0000-4000-8000-000000000000"]').toString('base64url'),
      'has spaces',
    ];
    for (const [path, cursor] of [
      ...forged.map((f) => ['/api/admin/users', f] as const),
      ['/api/admin/trips', fromUsers] as const,
      ['/api/metadata/countries', fromUsers] as const,
      ['/api/admin/outbox', fromUsers.slice(0, 5)] as const,
    ]) {
      const res = await admin.request('GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, `${path} ${cursor}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.body.fields).toHaveProperty('cursor');
    }
  });

  it('[PLT-057] rows added between page reads never make a row repeat or go missing (text key: users by email)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 4 }), { maxLength: 6 }),
        async (limit, inserts) => {
          const before = await ids(admin, '/api/admin/users');
          const read = await readAll(admin, '/api/admin/users', limit, (n) => addUsers(inserts[n] ?? []));
          expect(new Set(read).size).toBe(read.length);
          const missing = before.filter((id) => !read.includes(id));
          expect(missing).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('[PLT-057] rows added between page reads never make a row repeat or go missing (uuid key: a host’s links)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
        async (limit, inserts) => {
          const before = await ids(host, '/api/me/links');
          const read = await readAll(host, '/api/me/links', limit, (n) => addLinks(inserts[n] ?? 0));
          expect(new Set(read).size).toBe(read.length);
          expect(before.filter((id) => !read.includes(id))).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('[PLT-057] a fixed pick list pages by position and ends with a null cursor', async () => {
    const whole = await page(admin, '/api/metadata/countries', {});
    expect(whole.nextCursor).toBeNull();
    const firstTwo = await page(admin, '/api/metadata/countries', { limit: '2' });
    const rest = await page(admin, '/api/metadata/countries', {
      limit: String(PAGE_SIZE_MAX),
      cursor: firstTwo.nextCursor as string,
    });
    expect([...firstTwo.items, ...rest.items]).toEqual(whole.items);
    expect(rest.nextCursor).toBeNull();
  });
});

// Fixed-window rate limits on authentication and money-moving routes, counted in the database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AUTH_RATE_LIMIT, MONEY_RATE_LIMIT, hitRateLimit } from './rate-limit.js';
import {
  INITIAL_SAME_PATH_REQUEST_STATE,
  REQUESTS_LIMIT_REACHED_MESSAGE,
  SAME_PATH_REQUEST_LIMIT,
  trackSamePathRequest,
} from '@caravan/domain';

// Each test spends some user's or address's limit: each gets its own world, so no test starts with another's counts.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('rate limits', () => {
  it('counts per key in fixed windows and resets when the window turns', async () => {
    const db = t.database.db;
    const rule = { name: 'unit', limit: 3, windowMs: 60_000, by: 'address' as const };
    const at = new Date('2026-11-21T12:00:10Z');
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await hitRateLimit(db, 'a', rule, at)).allowed);
    expect(counts).toEqual([true, true, true, false]);
    expect((await hitRateLimit(db, 'b', rule, at)).allowed).toBe(true);
    expect((await hitRateLimit(db, 'a', rule, at)).retryAfterSeconds).toBe(50);
    expect((await hitRateLimit(db, 'a', rule, new Date('2026-11-21T12:01:00Z'))).allowed).toBe(true);
  });

  it('answers 429 RATE_LIMITED with Retry-After on authentication routes past the per-address limit', async () => {
    const c = t.client();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i <= AUTH_RATE_LIMIT.limit; i++) {
      last = (await c.request('GET', '/api/authentication/nothing-here', undefined, headers)).status;
    }
    expect(last).toBe(429);
    const res = await c.request('POST', '/api/authentication/login', { email: 'a@b.co', password: 'x' }, headers);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await c.request('GET', '/api/authentication/nothing-here', undefined, {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(other.status).toBe(404);
    t.clock.advance(AUTH_RATE_LIMIT.windowMs);
    expect((await c.request('GET', '/api/authentication/nothing-here', undefined, headers)).status).toBe(404);
  });

  it('limits money-moving writes per signed-in user, not reads, and not other users', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const other = await t.signedIn('traveler2@caravan.test');
    let status = 0;
    for (let i = 0; i <= MONEY_RATE_LIMIT.limit; i++) {
      status = (await traveler.request('POST', '/api/me/bookings/00000000-0000-4000-8000-000000000000/cancel', {}))
        .status;
    }
    expect(status).toBe(429);
    expect((await traveler.request('GET', '/api/me/profile')).status).toBe(200);
    const res = await other.request('POST', '/api/me/bookings/00000000-0000-4000-8000-000000000000/cancel', {});
    expect(res.status).not.toBe(429);
  });

  it('[GTF-059] asking for transfer quotes is not a money write: retries never spend the money limit; booking does', async () => {
    const traveler = await t.signedIn('companion@caravan.test');
    const statuses = new Set<number>();
    for (let i = 0; i <= MONEY_RATE_LIMIT.limit; i++)
      statuses.add((await traveler.request('POST', '/api/me/ground-transfers/quotes', {})).status);
    expect(statuses.has(429)).toBe(false);
    let status = 0;
    for (let i = 0; i <= MONEY_RATE_LIMIT.limit; i++)
      status = (await traveler.request('POST', '/api/me/ground-transfers', {})).status;
    expect(status).toBe(429);
    // Cancelling a ride refunds it: a money write too.
    const rider = await t.signedIn('traveler2@caravan.test');
    for (let i = 0; i <= MONEY_RATE_LIMIT.limit; i++)
      status = (await rider.request('POST', '/api/me/ground-transfers/00000000-0000-4000-8000-000000000000/cancel', {}))
        .status;
    expect(status).toBe(429);
  });

  it('[issue 28] every money-moving write declares the money limit on its route, and only those', async () => {
    // A money limit of 0 refuses a caller's first money write: each route that declares the limit answers 429.
    const strict = await createTestApp({ rateLimits: { money: { limit: 0 } } });
    try {
      const traveler = await strict.signedIn('traveler@caravan.test');
      const admin = await strict.signedIn('admin@caravan.test');
      const doc = (await traveler.request('GET', '/api/openapi.json')).body as unknown as {
        paths: Record<string, Record<string, unknown>>;
      };
      const ANY_ID = '00000000-0000-4000-8000-000000000000';
      const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), path })),
      );
      const isMoney = ({ method, path }: { method: string; path: string }) =>
        /^\/api\/(me|admin)\/bookings\//.test(path) ||
        (method === 'POST' &&
          [
            '/api/me/ground-transfers',
            '/api/me/ground-transfers/{id}/cancel',
            '/api/public/trips/{id}/bookings',
            '/api/public/trips/{id}/affirm-checkouts',
          ].includes(path));
      const money = writes.filter(isMoney);
      expect(money.length).toBeGreaterThan(20);
      for (const { method, path } of money) {
        const client = path.startsWith('/api/admin/') ? admin : traveler;
        const res = await client.request(method, path.replace(/\{[^}]+\}/g, ANY_ID), {});
        expect(res.status, `${method} ${path}`).toBe(429);
      }
      // Writes that move no money never spend the limit (GTF-059: quotes; a ride's traveler change).
      for (const [method, path] of [
        ['POST', '/api/me/ground-transfers/quotes'],
        ['PATCH', `/api/me/ground-transfers/${ANY_ID}`],
        ['POST', `/api/me/ground-transfers/${ANY_ID}/rebook`],
      ] as const)
        expect((await traveler.request(method, path, {})).status, `${method} ${path}`).not.toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("[PLT-051] the client's same-path cap: a 6th identical request in a row is 'Requests limit reached'", () => {
    let state = INITIAL_SAME_PATH_REQUEST_STATE;
    for (let i = 0; i < SAME_PATH_REQUEST_LIMIT; i++) state = trackSamePathRequest(state, '/api/me/trips');
    expect(() => trackSamePathRequest(state, '/api/me/trips')).toThrow(REQUESTS_LIMIT_REACHED_MESSAGE);
    expect(trackSamePathRequest(state, '/api/me/bookings').count).toBe(1);
  });
});

// Tests of the generic data-access contract (PLT §7, §8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiResponseError,
  INITIAL_SAME_PATH_REQUEST_STATE,
  apiResourcePath,
  apiResponseEnvelopeSchema,
  genericResourceRequest,
  trackSamePathRequest,
  unwrapApiResponse,
} from './api-client.rules.js';

describe('response envelope', () => {
  it('[PLT-054] every response is an envelope with success, data and error', () => {
    const schema = apiResponseEnvelopeSchema(z.object({ id: z.string() }));
    expect(schema.parse({ success: true, data: { id: 'a' } })).toEqual({ success: true, data: { id: 'a' } });
    expect(schema.parse({ success: false, error: 'Nope' })).toEqual({ success: false, error: 'Nope' });
    expect(schema.safeParse({ data: { id: 'a' } }).success).toBe(false);
  });

  it("[PLT-055] success false throws the server's error text", () => {
    expect(unwrapApiResponse({ success: true, data: 5 })).toBe(5);
    expect(() => unwrapApiResponse({ success: false, error: 'Trip not found' })).toThrow('Trip not found');
    expect(() => unwrapApiResponse({ success: false, error: 'Bad', code: 'bad-input' })).toThrow(
      expect.objectContaining({ name: 'ApiResponseError', message: 'Bad', code: 'bad-input' }),
    );
    expect(new ApiResponseError('x')).toBeInstanceOf(Error);
  });
});

describe('same-path request cap', () => {
  it("[PLT-051] more than 5 requests in a row to one path throw 'Requests limit reached'", () => {
    let s = INITIAL_SAME_PATH_REQUEST_STATE;
    for (let i = 0; i < 5; i++) s = trackSamePathRequest(s, '/api/me/trips');
    expect(s.count).toBe(5);
    expect(() => trackSamePathRequest(s, '/api/me/trips')).toThrow('Requests limit reached');
    expect(trackSamePathRequest(s, '/api/me/bookings')).toEqual({ path: '/api/me/bookings', count: 1 });
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b'), { maxLength: 40 }), (paths) => {
        let state = INITIAL_SAME_PATH_REQUEST_STATE;
        let run = 0;
        let prev: string | null = null;
        for (const p of paths) {
          run = p === prev ? run + 1 : 1;
          prev = p;
          if (run > 5) {
            expect(() => trackSamePathRequest(state, p)).toThrow('Requests limit reached');
            return;
          }
          state = trackSamePathRequest(state, p);
        }
      }),
    );
  });
});

describe('generic operations', () => {
  it('[PLT-053] all call paths are under the API', () => {
    expect(apiResourcePath('api/me/trips')).toBe('/api/me/trips');
    expect(apiResourcePath('/me/trips/')).toBe('/api/me/trips');
  });
  it('[PLT-057] List calls GET {base}', () => {
    expect(genericResourceRequest('list', 'api/me/trips')).toEqual({ method: 'GET', path: '/api/me/trips' });
  });
  it('[PLT-058] Get calls GET {base}/{id}', () => {
    expect(genericResourceRequest('get', 'api/me/trips', { id: 't1' })).toEqual({
      method: 'GET',
      path: '/api/me/trips/t1',
    });
    expect(() => genericResourceRequest('get', 'api/me/trips')).toThrow(RangeError);
  });
  it('[PLT-059] Search calls GET {base}/ with limit, type and search', () => {
    expect(
      genericResourceRequest('search', 'api/admin/hosts', { search: { limit: 10, type: 'host', search: 'ana b' } }),
    ).toEqual({
      method: 'GET',
      path: '/api/admin/hosts/?limit=10&type=host&search=ana%20b',
    });
  });
  it('[PLT-060] Create calls POST {base}', () => {
    expect(genericResourceRequest('create', 'api/me/links')).toEqual({ method: 'POST', path: '/api/me/links' });
  });
  it('[PLT-061] DECIDE: Update calls POST {base}/{id}', () => {
    expect(genericResourceRequest('update', 'api/me/links', { id: 'l1' })).toEqual({
      method: 'POST',
      path: '/api/me/links/l1',
    });
  });
});

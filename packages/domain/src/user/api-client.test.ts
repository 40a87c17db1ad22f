// Tests of the generic data-access contract (PLT §7, §8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_SAME_PATH_REQUEST_STATE, trackSamePathRequest } from './api-client.rules.js';

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

// The portal's server-state rules: what a read retries, that writes never retry, and what a screen shows of a read.
import { describe, expect, it } from 'vitest';
import { ApiError } from './client.js';
import { createQueryClient, loadStateOf } from './queries.js';

const client = createQueryClient();
const retry = client.getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;

describe('query defaults', () => {
  it('a read retries a transient failure twice, never a refusal (4xx) nor a call that navigated away', () => {
    expect(retry(0, new ApiError('Bad gateway', 502, 'BAD_GATEWAY'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new ApiError('Not found', 404, 'NOT_FOUND'))).toBe(false);
    expect(retry(0, new ApiError('Not authorised', 401, 'UNAUTHORIZED', {}, true))).toBe(false);
  });

  it('a write (a payment among them) is never retried by the client', () => {
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('loadStateOf', () => {
  it('shows data once it is in, keeps it through a refetch, and the server message on failure', () => {
    expect(loadStateOf({ status: 'pending', data: undefined, error: null })).toEqual({ status: 'loading' });
    expect(loadStateOf({ status: 'success', data: [1], error: null })).toEqual({ status: 'ready', data: [1] });
    expect(
      loadStateOf({ status: 'error', data: [1], error: new ApiError('Trip not found', 404, 'NOT_FOUND') }),
    ).toEqual({ status: 'failed', message: 'Trip not found', data: [1] });
  });

  it("[TER-001] a failure that carries no message shows the generic 'There was an error processing your request'", () => {
    expect(loadStateOf({ status: 'error', data: undefined, error: { status: 500 } as unknown as Error })).toEqual({
      status: 'failed',
      message: 'There was an error processing your request',
      data: undefined,
    });
  });

  it('a call that already navigated away (the 401/403 rule) shows nothing, not an error', () => {
    const redirected = new ApiError('Not authorised', 401, 'UNAUTHORIZED', {}, true);
    expect(loadStateOf({ status: 'error', data: undefined, error: redirected }).status).toBe('loading');
  });
});

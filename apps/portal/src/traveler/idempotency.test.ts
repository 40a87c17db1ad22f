// IdempotencyKeys: one key per user action, reused only when the same action is retried after an uncertain failure.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { IdempotencyKeys, isUncertainFailure } from './idempotency.js';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('IdempotencyKeys', () => {
  it('gives each new action a fresh key', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor('pay', { a: 1 })).toBe('key-1');
    keys.settle('pay');
    expect(keys.keyFor('pay', { a: 1 })).toBe('key-2');
  });

  it('reuses the key when the same request is retried after a network failure or time-out', () => {
    const keys = new IdempotencyKeys(counter());
    const first = keys.keyFor('pay', { a: 1 });
    keys.settle('pay', new TypeError('Failed to fetch'));
    expect(keys.keyFor('pay', { a: 1 })).toBe(first);
    keys.settle('pay', new ApiError('Timed out', 504, 'payment-timeout'));
    expect(keys.keyFor('pay', { a: 1 })).toBe(first);
  });

  it('takes a new key after a definite failure such as a decline, or when the body changes', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor('pay', { card: 'tok_chargeDeclined' });
    keys.settle('pay', new ApiError('Your card was declined.', 402, 'card-declined'));
    expect(keys.keyFor('pay', { card: 'tok_chargeDeclined' })).toBe('key-2');
    keys.settle('pay', new TypeError('offline'));
    expect(keys.keyFor('pay', { card: 'tok_visa' })).toBe('key-3');
  });

  it('run() sends the key and settles the outcome', async () => {
    const keys = new IdempotencyKeys(counter());
    await expect(
      keys.run('pay', { a: 1 }, async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow('offline');
    expect(await keys.run('pay', { a: 1 }, async (key) => key)).toBe('key-1');
    expect(await keys.run('pay', { a: 1 }, async (key) => key)).toBe('key-2');
  });

  it('counts API answers other than time-outs and in-progress as definite', () => {
    expect(isUncertainFailure(new ApiError('x', 402, 'card-declined'))).toBe(false);
    expect(isUncertainFailure(new ApiError('x', 409, 'idempotency-request-in-progress'))).toBe(true);
    expect(isUncertainFailure(new Error('boom'))).toBe(true);
  });
});

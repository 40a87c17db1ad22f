// Idempotency keys for money-moving calls: a new key per user action, the same key when that action is retried.
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { ApiError } from '../api/client.js';

/** Failures after which the server may or may not have acted: a retry must carry the same key. */
export function isUncertainFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.code === 'BAD_RESPONSE' ||
    error.code === TRAVELER_BOOKING_ERROR_CODES.paymentTimeout ||
    error.code === TRAVELER_BOOKING_ERROR_CODES.idempotencyRequestInProgress
  );
}

/**
 * Hands out Idempotency-Key values per action (e.g. 'update-booking'): the same action with the same body after an
 * uncertain failure reuses its key; anything else (a new body, or after a settled outcome) gets a fresh one.
 */
export class IdempotencyKeys {
  readonly #pending = new Map<string, { fingerprint: string; key: string }>();
  readonly #newKey: () => string;

  constructor(newKey: () => string = () => crypto.randomUUID()) {
    this.#newKey = newKey;
  }

  /** The key for this attempt of `action` with `body`. */
  keyFor(action: string, body: unknown): string {
    const fingerprint = JSON.stringify(body);
    const pending = this.#pending.get(action);
    if (pending && pending.fingerprint === fingerprint) return pending.key;
    const key = this.#newKey();
    this.#pending.set(action, { fingerprint, key });
    return key;
  }

  /** Records the outcome: success or a definite failure forgets the key; an uncertain failure keeps it for the retry. */
  settle(action: string, error?: unknown): void {
    if (error === undefined || !isUncertainFailure(error)) this.#pending.delete(action);
  }

  /** Runs `call` with the key for this attempt and settles it. */
  async run<T>(action: string, body: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(action, body);
    try {
      const result = await call(key);
      this.settle(action);
      return result;
    } catch (error) {
      this.settle(action, error);
      throw error;
    }
  }
}

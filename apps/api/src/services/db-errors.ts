// Maps PostgreSQL constraint violations to 4xx answers, so a bad write never surfaces as a 500.
import { AppError } from '../errors/app-error.js';

/** SQLSTATE codes: unique, foreign key, check, not-null, invalid text representation, string too long. */
const BY_CODE: Record<string, [400 | 409, string, string]> = {
  '23505': [409, 'CONFLICT', 'That value is already taken.'],
  '23503': [409, 'CONFLICT', 'That refers to something that does not exist.'],
  '23514': [400, 'VALIDATION_FAILED', 'A value is out of the allowed range.'],
  '23502': [400, 'VALIDATION_FAILED', 'A required value is missing.'],
  '22P02': [400, 'VALIDATION_FAILED', 'A value has the wrong format.'],
  '22001': [400, 'VALIDATION_FAILED', 'A value is too long.'],
};

function sqlState(e: unknown): string | undefined {
  for (let cur: unknown = e, i = 0; cur && i < 4; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work`; a constraint violation becomes an AppError, anything else is rethrown. */
export async function mapDbErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const hit = BY_CODE[sqlState(e) ?? ''];
    if (hit) throw new AppError(hit[0], hit[1], hit[2]);
    throw e;
  }
}

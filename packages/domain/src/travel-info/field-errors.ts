// Internal helper of the host areas: turns a zod result into the field-keyed FieldErrors of shared/errors.
import type { z } from 'zod';
import type { FieldErrors } from '../shared/errors.js';

/** The first message per dotted field path of a failed zod parse; `{}` when the parse succeeded. */
export function fieldErrorsOfZod(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

// The result of a validation rule: a field-keyed list of the spec's messages.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per dotted field path ('addresses.0.city') of a failed zod parse; `{}` when it succeeded. */
export function fieldErrorsOfZod(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A decision with a reason: `{ ok: true }` or `{ ok: false, reason, code }`. */
export type Decision = { ok: true } | { ok: false; reason: string; code: string };
export const allow = (): Decision => ({ ok: true });
export const deny = (code: string, reason: string): Decision => ({ ok: false, code, reason });

// The result of a validation rule: a field-keyed list of the spec's messages.
export type FieldErrors = Record<string, string>;

/** A decision with a reason: `{ ok: true }` or `{ ok: false, reason, code }`. */
export type Decision = { ok: true } | { ok: false; reason: string; code: string };
export const allow = (): Decision => ({ ok: true });
export const deny = (code: string, reason: string): Decision => ({ ok: false, code, reason });

// Form field builders shared by the inventory, service and alternative forms: blank handling and the spec's message shapes.
import { z } from 'zod';

/** Blank form input ('', whitespace, null) as undefined. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * Text from an input as a number; anything else unchanged. Text that is no number becomes NaN, which zod refuses with
 * the field's not-a-number message as it would the text itself.
 */
function numericInput(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? Number(v) : v;
}

/** The required message naming a field. */
export const requiredMessage = (label: string): string => `${label} is required`;
/** The not-a-number message naming a field. */
const notANumberMessage = (label: string): string => `${label} must be a number`;
/** The minimum message naming a field. */
const minimumMessage = (label: string, min: number): string => `${label} must be at least ${min}`;

/** A required number field: blank is 'X is required', text is 'X must be a number', below min is 'X must be at least min'. */
export function requiredNumberField(label: string, min = 0) {
  return z.preprocess(
    numericInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : notANumberMessage(label)) })
      .min(min, minimumMessage(label, min)),
  );
}

/** An optional number field: blank becomes undefined; otherwise a number of at least min. */
export function optionalNumberField(label: string, min = 0) {
  return z.preprocess(
    numericInput,
    z
      .number({ error: notANumberMessage(label) })
      .min(min, minimumMessage(label, min))
      .optional(),
  );
}

/** A required text field, trimmed: blank is 'X is required'. */
export function requiredTextField(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: requiredMessage(label) }).min(1, requiredMessage(label)),
  );
}

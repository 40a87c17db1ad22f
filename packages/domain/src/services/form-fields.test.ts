// Tests of the form field builders the service, inventory and alternative forms share: blanks and the spec's messages.
import { describe, expect, it } from 'vitest';
import {
  blankToUndefined,
  optionalNumberField,
  requiredMessage,
  requiredNumberField,
  requiredTextField,
} from './form-fields.js';

type Result = { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
const outcome = (r: Result) => (r.success ? { value: r.data } : { messages: r.error?.issues.map((i) => i.message) });

describe('form fields', () => {
  it('[SVC-023] blank input (empty, spaces, null) is no value; anything else is kept as it is', () => {
    expect(blankToUndefined('')).toBeUndefined();
    expect(blankToUndefined(' \t ')).toBeUndefined();
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(' x ')).toBe(' x ');
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToUndefined(false)).toBe(false);
    expect(requiredMessage('Name')).toBe('Name is required');
  });

  it('[SVC-023] a required number: blank is required, text is not a number, below the minimum is refused', () => {
    const field = requiredNumberField('Price', 1);
    expect(outcome(field.safeParse(''))).toEqual({ messages: ['Price is required'] });
    expect(outcome(field.safeParse(undefined))).toEqual({ messages: ['Price is required'] });
    expect(outcome(field.safeParse('ten'))).toEqual({ messages: ['Price must be a number'] });
    // Only text is read as a number: a tick box's true is not 1.
    expect(outcome(field.safeParse(true))).toEqual({ messages: ['Price must be a number'] });
    expect(outcome(field.safeParse('0'))).toEqual({ messages: ['Price must be at least 1'] });
    expect(outcome(field.safeParse(' 12.5 '))).toEqual({ value: 12.5 });
    expect(outcome(field.safeParse(1))).toEqual({ value: 1 });
    // The minimum defaults to 0.
    expect(outcome(requiredNumberField('Spots').safeParse(-1))).toEqual({ messages: ['Spots must be at least 0'] });
    expect(outcome(requiredNumberField('Spots').safeParse('0'))).toEqual({ value: 0 });
  });

  it('[SVC-023] an optional number: blank is no value, text is not a number, below the minimum is refused', () => {
    const field = optionalNumberField('Length', 5);
    expect(outcome(field.safeParse('  '))).toEqual({ value: undefined });
    expect(outcome(field.safeParse(null))).toEqual({ value: undefined });
    expect(outcome(field.safeParse('long'))).toEqual({ messages: ['Length must be a number'] });
    expect(outcome(field.safeParse('4'))).toEqual({ messages: ['Length must be at least 5'] });
    expect(outcome(field.safeParse('5'))).toEqual({ value: 5 });
    expect(outcome(optionalNumberField('Length').safeParse(-0.5))).toEqual({ messages: ['Length must be at least 0'] });
  });

  it('[SVC-023] a required text is trimmed; blank or not text is required', () => {
    const field = requiredTextField('Title');
    expect(outcome(field.safeParse('  Arrival  '))).toEqual({ value: 'Arrival' });
    expect(outcome(field.safeParse('   '))).toEqual({ messages: ['Title is required'] });
    expect(outcome(field.safeParse(undefined))).toEqual({ messages: ['Title is required'] });
    expect(outcome(field.safeParse(7))).toEqual({ messages: ['Title is required'] });
  });
});

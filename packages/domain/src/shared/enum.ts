// Status enums that accept the spec's spelling variants and always output one canonical spelling.
import { z } from 'zod';

/** Provider prefixes the spec's data carries on some statuses (for example `trova_pricing_approved`). */
const PROVIDER_PREFIXES = ['trova'] as const;

/** The comparison key of a spelling: case, hyphens, underscores, spaces and a provider prefix ignored. */
export function spellingKey(value: string): string {
  let key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  for (const prefix of PROVIDER_PREFIXES)
    if (key.startsWith(prefix) && key.length > prefix.length) key = key.slice(prefix.length);
  return key;
}

/**
 * A zod enum whose parse accepts any spelling variant of its values (hyphen, underscore, case,
 * provider prefix) and outputs the canonical value; `aliases` maps further spellings to a value.
 */
export function canonicalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  const byKey = new Map<string, T[number]>();
  for (const v of values) byKey.set(spellingKey(v), v);
  for (const [alias, v] of Object.entries(aliases)) byKey.set(spellingKey(alias), v);
  const schema = z.enum(values as unknown as [T[number], ...T[number][]]);
  // Typed as taking the canonical value, so request types built with z.input say what to send; at run time any
  // spelling (or anything else, refused by the enum) is accepted and normalised.
  return z.preprocess(
    (input: T[number]) => (typeof input === 'string' ? (byKey.get(spellingKey(input)) ?? input) : input),
    schema,
  );
}

/** Normalises a spelling to the canonical value of `values`, or undefined when it is none of them. */
export function toCanonical<const T extends readonly string[]>(values: T, input: string): T[number] | undefined {
  const key = spellingKey(input);
  return values.find((v) => spellingKey(v) === key);
}

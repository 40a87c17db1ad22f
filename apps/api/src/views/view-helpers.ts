// Small conversions every view shares: instants as ISO strings, absent values as null.

/** An instant as an ISO-8601 string, or null. */
export const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

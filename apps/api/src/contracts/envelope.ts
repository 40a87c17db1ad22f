// The envelope every API answer is written in: { success: true, data } or { success: false, error, code, fields? },
// as types, builders and the OpenAPI schemas. Outside http/ so services that record or replay an answer (idempotent
// requests) and turn a zod failure into field messages may use it (issue 28 point 2); http/ re-exports it.
import { z } from '@hono/zod-openapi';

export type Ok<T> = { success: true; data: T };
export type Fail = { success: false; error: string; code: string; fields?: Record<string, string> };

export function failBody(error: string, code: string, fields?: Record<string, string>): Fail {
  return fields && Object.keys(fields).length > 0
    ? { success: false, error, code, fields }
    : { success: false, error, code };
}

/** Field-level messages from a zod error: `{ 'path.to.field': message }`. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** One sentence naming the fields that failed, for clients that show only `error`. */
export function zodSummary(fields: Record<string, string>): string {
  return `Invalid request: ${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ')}`;
}

/** The success envelope's schema around `data`. */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** The error envelope's schema, named 'Error' in the OpenAPI document. */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

// OpenAPI helpers: the envelope schemas, and the validation hook that answers 400 with field messages.
import { IDEMPOTENCY_KEY_HEADER, MULTILINE_WHITESPACE, describeCharacter, forbiddenCharacterIn } from '@caravan/domain';
import type { z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import { OpenAPIHono } from '@hono/zod-openapi';
import { requireIdempotencyKey } from '../errors/idempotency-key.js';
import type { AppEnv } from './context.js';
import { envelopeOf, errorEnvelope, failBody, zodFields, zodSummary } from '../contracts/envelope.js';
import { IDEMPOTENCY_KEY_FIELD } from './idempotency-key.js';

export { envelopeOf, errorEnvelope };

/** A documented 200/201 answer: the success envelope around `schema`. */
export const jsonOk = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});

/** A documented refusal (a 404, 409, 422…): the error envelope, with what makes the route answer it. */
export const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope } },
});

export const errorResponses = {
  400: { description: 'Invalid request', content: { 'application/json': { schema: errorEnvelope } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: errorEnvelope } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: errorEnvelope } } },
  429: { description: 'Too many requests', content: { 'application/json': { schema: errorEnvelope } } },
} as const;

/**
 * The first string in validated input holding a character no text field may hold, as `[field path, character]`.
 * Bodies may carry tabs and line breaks (a message, a bio); params and query values may not.
 */
export function forbiddenTextIn(value: unknown, allowed: string, path: string[] = []): [string, string] | null {
  if (typeof value === 'string') {
    const char = forbiddenCharacterIn(value, allowed);
    return char === null ? null : [path.join('.') || '_', char];
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyChar = forbiddenCharacterIn(key, allowed);
    if (keyChar !== null) return [[...path, '_key'].join('.'), keyChar];
    const hit = forbiddenTextIn(item, allowed, [...path, key]);
    if (hit) return hit;
  }
  return null;
}

/**
 * zod-openapi's hook, run by every route's validator: an invalid body, query or param answers 400 with field-level
 * messages; so does any text holding a control character or half a surrogate pair (PostgreSQL refuses NUL, and no
 * field of ours means one), which therefore never reaches a query.
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input shape.
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    // A missing or malformed Idempotency-Key answers its own code (the portal reads it), not VALIDATION_FAILED.
    if (result.target === 'header')
      requireIdempotencyKeyIfDeclared(result.error as z.ZodError, c.req.header(IDEMPOTENCY_KEY_HEADER));
    const fields = zodFields(result.error as z.ZodError);
    return c.json(failBody(zodSummary(fields), 'VALIDATION_FAILED', fields), 400);
  }
  if (result.target === 'header' || result.target === 'cookie') return;
  const hit = forbiddenTextIn(
    result.data,
    result.target === 'json' || result.target === 'form' ? MULTILINE_WHITESPACE : '',
  );
  if (hit) {
    const fields = { [hit[0]]: `Contains a character that is not allowed (${describeCharacter(hit[1])})` };
    return c.json(failBody(zodSummary(fields), 'VALIDATION_FAILED', fields), 400);
  }
};

/** Throws the coded 400 when the header check failed on the Idempotency-Key and the key is missing or malformed. */
function requireIdempotencyKeyIfDeclared(error: z.ZodError, raw: string | undefined) {
  if (error.issues.some((issue) => issue.path[0] === IDEMPOTENCY_KEY_FIELD)) requireIdempotencyKey(raw);
}

/** A router whose validation failures answer with the error envelope. */
export const router = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

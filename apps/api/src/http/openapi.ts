// OpenAPI helpers: the envelope schemas, and the validation hook that answers 400 with field messages.
import { z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context.js';
import { failBody, zodFields, zodSummary } from './envelope.js';

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

export const errorResponses = {
  400: { description: 'Invalid request', content: { 'application/json': { schema: errorEnvelope } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: errorEnvelope } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: errorEnvelope } } },
  429: { description: 'Too many requests', content: { 'application/json': { schema: errorEnvelope } } },
} as const;

/** zod-openapi's hook: any invalid body, query or param answers 400 with field-level messages. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input shape.
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    const fields = zodFields(result.error as z.ZodError);
    return c.json(failBody(zodSummary(fields), 'VALIDATION_FAILED', fields), 400);
  }
};

/** A router whose validation failures answer with the error envelope. */
export const router = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

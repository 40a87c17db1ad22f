// The response envelope of every API answer: { success, data } or { success: false, error, code }; its shape lives in
// contracts/envelope.ts, this maps what a handler throws to it.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { MAIL_NOT_SENT_MESSAGE, MAIL_RETRY_AFTER_SECONDS, MailDeliveryError } from '../email/smtp-mailer.js';
import { log } from '../observability/logger.js';
import { AppError } from '../errors/app-error.js';
import { failBody, zodFields, zodSummary } from '../contracts/envelope.js';

export { type Fail, type Ok, failBody, zodFields, zodSummary } from '../contracts/envelope.js';

/** A success envelope as a plain Response (routes typed through OpenAPI build theirs with c.json). */
export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response =>
  c.json({ success: true as const, data }, status);

/** Maps anything thrown to the envelope; unexpected errors are logged and answered without detail. */
export function toErrorResponse(err: unknown, c: Context): Response {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(failBody(err.message, err.code, err.fields), err.status);
  }
  if (err instanceof z.ZodError) {
    const fields = zodFields(err);
    return c.json(failBody(zodSummary(fields), 'VALIDATION_FAILED', fields), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 400 ? 'BAD_REQUEST' : status === 413 ? 'PAYLOAD_TOO_LARGE' : `HTTP_${status}`;
    return c.json(failBody(err.message || 'Request refused.', code), status);
  }
  // The mail server did not take a message (SMTP_URL): the user may retry; the server's reply goes to the log.
  if (err instanceof MailDeliveryError) {
    log().warn({ method: c.req.method, path: c.req.path, reply: err.message }, '[mail] not sent');
    c.header('Retry-After', String(MAIL_RETRY_AFTER_SECONDS));
    return c.json(failBody(MAIL_NOT_SENT_MESSAGE, 'EMAIL_NOT_SENT'), 503);
  }
  log().error({ err, method: c.req.method, path: c.req.path }, '[api] unexpected error');
  return c.json(failBody('Something went wrong on our side. Please try again.', 'INTERNAL'), 500);
}

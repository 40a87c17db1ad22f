// Table-backed Idempotency-Key handling for money-moving requests: claim, replay, refuse a reuse, refuse a duplicate in flight.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import type { z } from '@hono/zod-openapi';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { Db } from '../../db/client.js';
import type { Exec } from './booking-records.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { errorEnvelope, failBody } from '../../contracts/envelope.js';
import { AppError } from '../../errors/app-error.js';
import { requireIdempotencyKey } from '../../errors/idempotency-key.js';
import { log } from '../../observability/logger.js';

/** The key check lives with the errors it answers; re-exported for the routes that import it from here. */
export { requireIdempotencyKey };

/** The header a recorded answer carries when it is answered again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** DECIDE: a claim still in progress after 2 minutes is abandoned (its node died) and may be claimed again; every payment call is bounded well below that. */
export const IDEMPOTENCY_STALE_AFTER_MS = 2 * 60_000;

/**
 * A failure that is the request's final answer even though it is a 5xx: it is stored under the key and replayed,
 * never released. Used when money moved and was given back (a charge refunded because its booking change did not
 * save): a retry with the same key would otherwise meet the processor's replay of the refunded charge.
 */
export class FinalFailure extends AppError {}

export interface IdempotentRequest {
  userId: string;
  /** The raw header value (validated here). */
  key: string | undefined;
  /** Method and route pattern, e.g. 'POST /api/me/bookings/:id/payments', plus the path ids. */
  route: string;
  body: unknown;
  now: Date;
}

/** The success answer a route declares for its idempotent work: its status and the JSON schema of its body. */
export interface DeclaredAnswer<S extends ContentfulStatusCode, T extends z.ZodType> {
  status: S;
  schema: T;
}

/** The answer of an idempotent request, typed as its route declares it. */
export interface IdempotentAnswer<S extends ContentfulStatusCode, B> {
  status: S;
  body: B;
  /** True when this is the recorded answer of an earlier request with the same key. */
  replayed: boolean;
}

/** `entry[key]` typed as that property of the entry's own type (a property read on a generic types as its bound). */
const prop = <O, K extends keyof O>(entry: O, key: K): O[K] => entry[key];

/**
 * The JSON answer `route` declares for `status`, e.g. declaredAnswer(payRoute, 201): what withIdempotency answers
 * and checks a recorded answer against, so the handler's c.json(body, status) is typed by the route itself.
 */
export const declaredAnswer = <
  S extends ContentfulStatusCode,
  R extends { [K in S]: { content: { 'application/json': { schema: z.ZodType } } } },
>(
  route: { responses: R },
  status: S,
) => ({ status, schema: prop(prop(prop(route.responses[status], 'content'), 'application/json'), 'schema') });

/** Answers an idempotent request's answer with its status; a replay carries Idempotent-Replayed. */
export function answerIdempotent<S extends ContentfulStatusCode, B extends object>(
  c: Context,
  answer: IdempotentAnswer<S, B>,
): Response & TypedResponse<JSONParsed<B>, S, 'json'> {
  if (answer.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return c.json(answer.body, answer.status);
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the route and the canonical body. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

/**
 * Records the success answer in the caller's transaction, as its last write: the key is completed if and only if
 * that transaction commits (a rollback leaves it in progress, and the failure is then recorded or released as any).
 */
export type RecordAnswer<B> = (tx: Exec, body: B) => Promise<void>;

/**
 * Runs `work` at most once per (user, key): the key is claimed first with INSERT … ON CONFLICT DO NOTHING in its own
 * statement (committed before any money moves). `work` answers the route's declared success `answer`. A later
 * request with the same key and body gets the recorded response; with another body, 422; while the first is still
 * running, 409. A success is recorded, and so is a refusal below 500 (a decline is a final answer) or a FinalFailure
 * (a charge made and refunded); any other 5xx or unexpected error releases the key so the client may retry with it.
 */
export async function withIdempotency<S extends ContentfulStatusCode, T extends z.ZodType>(
  db: Db,
  request: IdempotentRequest,
  answer: DeclaredAnswer<S, T>,
  work: (record: RecordAnswer<NoInfer<z.output<T>>>) => Promise<NoInfer<z.output<T>>>,
): Promise<IdempotentAnswer<S, z.output<T>>> {
  const key = requireIdempotencyKey(request.key);
  const hash = requestHash(request.route, request.body);
  const claimed = await claim(db, request.userId, key, request.route, hash, request.now);
  if (!claimed) return replay(await existing(db, request.userId, key, hash), answer);

  let body: z.output<T>;
  let recorded = false;
  try {
    body = await work(async (tx, answered) => {
      await complete(tx, request.userId, key, answer.status, answered, request.now);
      recorded = true;
    });
  } catch (error) {
    if (error instanceof AppError && (error.status < 500 || error instanceof FinalFailure)) {
      // Recorded as the error handler answers it (toErrorResponse), so a replay answers the same.
      const refusal = failBody(error.message, error.code, error.fields);
      await complete(db, request.userId, key, error.status, refusal, request.now);
    } else {
      await release(db, request.userId, key);
    }
    throw error;
  }
  // Recorded in the work's own transaction when it did so (its answer and its writes commit together, decision 040).
  if (!recorded) await complete(db, request.userId, key, answer.status, body, request.now);
  return { status: answer.status, body, replayed: false };
}

/**
 * A recorded answer, answered again: a refusal is thrown as it was first answered; a success is answered only when it
 * is still the route's declared answer (its status, and a body its schema accepts), so a client never gets a 2xx its
 * types do not describe. A recorded answer that no longer reads (a view changed by a deploy since) is a clear 409:
 * the request was done once and is not done again; the client reads the result instead.
 */
function replay<S extends ContentfulStatusCode, T extends z.ZodType>(
  stored: { status: ContentfulStatusCode; body: unknown },
  answer: DeclaredAnswer<S, T>,
): IdempotentAnswer<S, z.output<T>> {
  const headers = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' };
  const unavailable = (why: string) => {
    log().warn(`[idempotency] ${why}: answered ${TRAVELER_BOOKING_ERROR_CODES.idempotencyAnswerUnavailable}`);
    return new AppError(
      409,
      TRAVELER_BOOKING_ERROR_CODES.idempotencyAnswerUnavailable,
      'This request was already completed, but its answer can no longer be sent again. Reload to see the result.',
      undefined,
      headers,
    );
  };
  if (stored.status >= 400) {
    const refusal = errorEnvelope.safeParse(stored.body);
    if (!refusal.success) throw unavailable(`the refusal recorded under this ${IDEMPOTENCY_KEY_HEADER} is malformed`);
    throw new AppError(stored.status, refusal.data.code, refusal.data.error, refusal.data.fields, headers);
  }
  const body = answer.schema.safeParse(stored.body);
  if (stored.status !== answer.status || !body.success)
    throw unavailable(
      `the answer recorded under this ${IDEMPOTENCY_KEY_HEADER} (${stored.status}) is not the route's declared ${answer.status} answer`,
    );
  return { status: answer.status, body: body.data, replayed: true };
}

async function claim(db: Db, userId: string, key: string, route: string, hash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash: hash, status: 'in-progress', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  // An abandoned claim (same request, its node gone) may be taken over, atomically.
  const retaken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        eq(idempotencyKeys.status, 'in-progress'),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_STALE_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return retaken.length > 0;
}

async function existing(
  db: Db,
  userId: string,
  key: string,
  hash: string,
): Promise<{ status: ContentfulStatusCode; body: unknown }> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row)
    // Released between our insert and this read: the first attempt failed and may be retried.
    throw new AppError(
      409,
      TRAVELER_BOOKING_ERROR_CODES.idempotencyRequestInProgress,
      'A request with this Idempotency-Key has just finished without a result. Please retry.',
    );
  if (row.requestHash !== hash)
    throw new AppError(
      422,
      TRAVELER_BOOKING_ERROR_CODES.idempotencyKeyReused,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Use a new key for a new request.`,
    );
  if (row.status !== 'completed' || row.responseStatus === null)
    throw new AppError(
      409,
      TRAVELER_BOOKING_ERROR_CODES.idempotencyRequestInProgress,
      `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed.`,
    );
  return { status: row.responseStatus as ContentfulStatusCode, body: row.responseBody };
}

async function complete(db: Exec, userId: string, key: string, status: number, body: unknown, now: Date) {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: status,
      responseBody: sql`${JSON.stringify(body)}::jsonb`,
      completedAt: now,
    })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

async function release(db: Db, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'in-progress')),
    );
}

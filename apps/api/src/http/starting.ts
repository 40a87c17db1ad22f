// What the server answers between listening and being ready (the database opening and migrating, the queue starting):
// a 503 in the envelope for every request, so a load balancer or an orchestrator sees "not yet", never a refused
// connection or a half-started app.
import { failBody } from './envelope.js';

/** DECIDE: 5 s, about what a migration run on a fresh database takes here; a client retries once or twice. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

export const NOT_READY_MESSAGE = 'Not ready: the database is being migrated.';
export const STARTING_MESSAGE = 'Caravan is starting. Try again in a few seconds.';

/** The answer to any request while the server starts; /api/ready answers as it does when not migrated. */
export function startingResponse(request: Request): Response {
  const ready = new URL(request.url).pathname === '/api/ready';
  const body = ready ? failBody(NOT_READY_MESSAGE, 'NOT_READY') : failBody(STARTING_MESSAGE, 'STARTING');
  return Response.json(body, {
    status: 503,
    headers: { 'Retry-After': String(STARTING_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

// The caller's network address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.js';

export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.get('deps').config.TRUST_PROXY
    ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

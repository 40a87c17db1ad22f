// Shared helpers of the demo seed: the transaction type, deterministic ids and dates around a fixed anchor.
import { createHash } from 'node:crypto';
import type { Db } from '../client.js';

/** The transaction every seed step writes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The day the demo data is drawn around (the test clock's today): trips before it are past, after it future. */
export const SEED_ANCHOR = '2026-11-21';

/** A stable UUID for a seeded record, derived from its name: the same on every run and every database. */
export function seedId(name: string): string {
  const h = createHash('sha256').update(`caravan-demo/${name}`).digest('hex');
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The stable id of a seeded user, from the account's email. */
export function seedUserId(email: string): string {
  return seedId(`user/${email}`);
}

/** A calendar date `offset` days from `date` (YYYY-MM-DD). */
export function addDays(date: string, offset: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** A UTC instant on a calendar date. */
export function at(date: string, time = '12:00'): Date {
  return new Date(`${date}T${time}:00Z`);
}

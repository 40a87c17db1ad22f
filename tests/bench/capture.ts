// Captures what an endpoint runs: one request made while the SQL recorder in the Caravan process is on.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestSpec } from './endpoints.js';
import { type Statement, toBatches, type Unit } from './plan.js';

async function toggle(pid: number, file: string, want: 'on' | 'off'): Promise<Statement[]> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 500; i++) {
    if (existsSync(file)) {
      try {
        const read = JSON.parse(readFileSync(file, 'utf8')) as { state: string; entries?: Statement[] };
        if (read.state === want) return read.entries ?? [];
      } catch {} // still being written
    }
    await sleep(10);
  }
  throw new Error(`the SQL recorder did not turn ${want} (is sql-recorder.ts preloaded?)`);
}

export interface Captured {
  batches: Unit[][];
  status: number;
  body: unknown;
}

export async function send(base: string, r: RequestSpec): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${r.path}`, { method: r.method, headers: r.headers, body: r.body ?? null });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

/** Sends `warm` to warm up, then `r` with the recorder on (the same request unless it cannot be sent twice). */
export async function capture(
  base: string,
  pid: number,
  file: string,
  r: RequestSpec,
  warm: RequestSpec = r,
): Promise<Captured> {
  await send(base, warm);
  await toggle(pid, file, 'on');
  let answer: { status: number; body: unknown };
  try {
    answer = await send(base, r);
  } catch (e) {
    await toggle(pid, file, 'off');
    throw e;
  }
  const entries = await toggle(pid, file, 'off');
  return { batches: toBatches(entries), ...answer };
}

// The running server's connection handling: long keep-alive, and a stop that no busy client can hold open.
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { KEEP_ALIVE_TIMEOUT_MS, type RunningServer, startServer } from './server.js';

let dataDir: string;
let server: RunningServer;

let closed = false;

// Each test its own server, since one of them stops it.
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'caravan-server-'));
  // PGlite on purpose: this file tests the HTTP server's connections, not the database.
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'test', DATA_DIR: dataDir });
  server = await startServer(config, () => {});
  closed = false;
}, 120_000);

afterEach(async () => {
  if (!closed) await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One GET over `agent`; resolves with the status and the Keep-Alive header, rejects when the connection is cut. */
function get(agent: Agent, path: string): Promise<{ status: number; keepAlive: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, keepAlive: res.headers['keep-alive']?.toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the server', () => {
  it('keeps an idle connection open longer than the load balancers in front of it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await get(agent, '/api/health');
    expect(answer.status).toBe(200);
    // The header tells the client how long the server keeps the idle connection, so it never reuses a closed one.
    expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    agent.destroy();
  });

  it('stops even while a client holds a connection open with a request it has not finished sending', async () => {
    // A browser opens connections ahead of use and a slow client trickles its headers: neither is idle, so
    // server.close() alone waits for the headers time-out (over a minute) before it can finish.
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    // Without the cut after the grace period this waits past the test's time-out.
    await server.close();
    closed = true;
    await cut;
    await expect(get(new Agent(), '/api/health')).rejects.toThrow();
  }, 20_000);
});

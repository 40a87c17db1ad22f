// The container files (issue 27 point 6) against what they must agree with, since CI cannot run `docker build` (no
// registry for base images here): the Dockerfile runs what package.json's `start` builds and runs, on Node 22 or newer,
// as a non-root user, health-checked on the API's health route; compose.yaml wires Caravan to its PostgreSQL service.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_PORT } from '../../apps/api/src/config/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = read('Dockerfile')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
/** The instructions of the last stage: what the image runs. */
const runtime = instructions.slice(instructions.findLastIndex((i) => i.keyword === 'FROM'));
const argsOf = (keyword: string, stage = runtime) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);
const execForm = (args: string) => JSON.parse(args.replace(/^CMD\s+/, '')) as string[];

const startScript: string = JSON.parse(read('package.json')).scripts.start;
const [startBuild = '', startRun = ''] = startScript.split(' && exec ');
const readme = read('README.md');

describe('Dockerfile', () => {
  it('builds every stage on Node 22 or newer', () => {
    const bases = argsOf('FROM', instructions);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) {
      const major = Number(/^node:(\d+)/.exec(base)?.[1]);
      expect(major, base).toBeGreaterThanOrEqual(22);
    }
  });

  it("runs the build `npm start` runs, and as its command the server `npm start` ends with (the README's)", () => {
    expect(argsOf('RUN', instructions)).toContain(startBuild);
    const cmd = argsOf('CMD');
    expect(cmd).toHaveLength(1);
    expect(execForm(cmd[0] ?? '').join(' ')).toBe(startRun);
    // The README names `npm start` and the built server it runs.
    const server = startRun.split(' ').at(-1) ?? '';
    expect(server).toBe('apps/api/dist/main.js');
    expect(readme).toContain('npm start');
    expect(readme).toContain(server);
    // Whatever the server needs at run time is copied into the runtime stage.
    const copied = argsOf('COPY').join('\n');
    for (const path of ['apps/api/dist/main.js', 'apps/api/drizzle', 'apps/portal/dist'])
      expect(copied).toContain(path);
  });

  it('installs only production dependencies in the stage it runs', () => {
    const installs = argsOf('RUN').filter((run) => /\bnpm (ci|install)\b/.test(run));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toMatch(/--omit=dev\b/);
  });

  it('runs as a user that is not root', () => {
    const users = argsOf('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it("exposes the server's port and checks its health on /api/health with Node's own fetch", () => {
    expect(argsOf('EXPOSE')).toEqual([String(DEFAULT_PORT)]);
    expect(argsOf('ENV').join(' ')).toContain(`PORT=${DEFAULT_PORT}`);
    const [healthcheck = ''] = argsOf('HEALTHCHECK');
    const command = execForm(healthcheck.slice(healthcheck.indexOf('CMD')));
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain('fetch(');
    expect(command[2]).toContain('/api/health');
    expect(read('apps/api/src/routes/health.routes.ts')).toContain("path: '/api/health'");
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Record<string, unknown>>;
    volumes?: Record<string, unknown>;
  };
  const caravan = compose.services.caravan ?? {};
  const postgres = compose.services.postgres ?? {};
  const env = (service: Record<string, unknown>) => (service.environment ?? {}) as Record<string, string>;

  it("starts Caravan from this Dockerfile, its DATABASE_URL on the postgres service's database and user", () => {
    expect(caravan.build).toBe('.');
    const url = new URL(env(caravan).DATABASE_URL?.replace(/\$\{POSTGRES_PASSWORD:-(\w+)\}/, '$1') ?? '');
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(url.username).toBe(env(postgres).POSTGRES_USER);
    expect(url.pathname).toBe(`/${env(postgres).POSTGRES_DB}`);
  });

  it('runs PostgreSQL 17 on a named volume, and Caravan waits for its health check', () => {
    expect(postgres.image).toBe('postgres:17');
    const [volume = ''] = (postgres.volumes ?? []) as string[];
    expect(volume).toMatch(/:\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
    expect((postgres.healthcheck as { test: string[] }).test.join(' ')).toContain('pg_isready');
    expect(caravan.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(caravan.ports).toEqual([expect.stringMatching(new RegExp(`:${DEFAULT_PORT}$`))]);
  });

  it('is how the README runs Caravan with PostgreSQL', () => {
    expect(readme).toContain('## Run with PostgreSQL in a container');
    expect(readme).toMatch(/docker compose up/);
  });
});

// Two prepared databases the integration files start from, made once per run by the integration tier's global setup:
// one migrated, one migrated and seeded. Seeding the demo data costs seconds (password hashes, a few thousand rows)
// and about 120 test worlds need it; a copy costs a fraction. On PGlite a snapshot is a data-folder dump in a temp
// file; on a PostgreSQL server it is a template database that `create database … template` copies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed/seed.js';
import { createMemoryMailer } from '../email/mailer.js';
import { createJobQueue } from '../queue/job-queue.js';
import { cheapenDemoPasswords } from './cheap-demo-passwords.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/** Where the two prepared databases are: dump files (PGlite) or template database names (PostgreSQL). */
export interface DatabaseSnapshots {
  kind: 'pglite' | 'postgres';
  empty: string;
  seeded: string;
}

/** pg-boss's schema and Caravan's queues, installed once here so each test world's queue only checks them at start. */
async function installJobQueue(database: Database): Promise<void> {
  const queue = createJobQueue({ database, mailer: createMemoryMailer(), workers: false });
  await queue.start();
  await queue.stop();
}

async function prepare(database: Database, seeded: boolean): Promise<void> {
  await database.migrate();
  await installJobQueue(database);
  if (!seeded) return;
  await seedDemoData(database.db);
  await cheapenDemoPasswords(database.db);
}

async function pgliteSnapshots(): Promise<{ snapshots: DatabaseSnapshots; dispose(): void }> {
  const folder = mkdtempSync(join(tmpdir(), 'caravan-test-snapshots-'));
  const dump = async (seeded: boolean) => {
    const database = await openDatabase({ memory: true });
    try {
      await prepare(database, seeded);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const file = join(folder, seeded ? 'seeded.tar' : 'empty.tar');
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  };
  const snapshots: DatabaseSnapshots = { kind: 'pglite', empty: await dump(false), seeded: await dump(true) };
  return { snapshots, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Runs `statement` on the server's maintenance connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresSnapshots(
  serverUrl: string,
): Promise<{ snapshots: DatabaseSnapshots; dispose(): Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  const template = async (seeded: boolean) => {
    const name = `caravan_template_${seeded ? 'seeded' : 'empty'}_${suffix}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await prepare(database, seeded);
    } finally {
      await database.close();
    }
    // pool.end() resolves before its connections are gone, and a template in use cannot be copied: end them.
    await onServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    return name;
  };
  const snapshots: DatabaseSnapshots = { kind: 'postgres', empty: await template(false), seeded: await template(true) };
  return {
    snapshots,
    dispose: async () => {
      for (const name of [snapshots.empty, snapshots.seeded])
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Prepares both databases on the server of DATABASE_URL, or as PGlite dumps when it is unset. */
export function buildSnapshots(): Promise<{ snapshots: DatabaseSnapshots; dispose(): void | Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresSnapshots(serverUrl) : pgliteSnapshots();
}

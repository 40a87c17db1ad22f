// Preloaded into the Caravan process by the benchmark (--import): on SIGUSR2 it starts recording every SQL statement
// the API sends (text, parameters, connection, timing); on the next SIGUSR2 it writes them to $BENCH_SQL_LOG. The
// raw-SQL baseline replays exactly that. Off, it costs one boolean test per query.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import type { Statement } from './plan.js';

const out = process.env.BENCH_SQL_LOG;
let recording = false;
let entries: Statement[] = [];
const owners = new WeakMap<object, number>();
let nextOwner = 1;
const ownerOf = (o: object) => {
  let id = owners.get(o);
  if (id === undefined) {
    id = nextOwner++;
    owners.set(o, id);
  }
  return id;
};

/** Parameters as JSON can carry them (what node-postgres would send: Dates as ISO text, buffers as hex). */
const plain = (values: unknown): unknown[] =>
  (Array.isArray(values) ? values : []).map((v) =>
    v instanceof Date ? v.toISOString() : Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : v,
  );

function note(owner: object, text: string, values: unknown): Statement {
  const entry: Statement = { owner: ownerOf(owner), text, values: plain(values), start: performance.now(), end: 0 };
  entries.push(entry);
  return entry;
}
const done = (entry: Statement) => {
  entry.end = performance.now();
};

// node-postgres: every query, pooled or on a transaction's client, ends in Client.prototype.query.
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
  if (!recording) return original.apply(this, args);
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
  const text = typeof config === 'string' ? config : config.text;
  const entry = note(this, text, Array.isArray(values) ? values : typeof config === 'object' ? config.values : []);
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...cb: unknown[]) => {
      done(entry);
      return (last as (...a: unknown[]) => unknown)(...cb);
    };
    return original.apply(this, args);
  }
  const result = original.apply(this, args);
  if (result && typeof (result as Promise<unknown>).finally === 'function')
    return (result as Promise<unknown>).finally(() => done(entry));
  done(entry);
  return result;
} as typeof pg.Client.prototype.query;

// PGlite: queries outside a transaction go through query(); a transaction's go through the tx object it hands out.
if (process.env.BENCH_DB === 'pglite') {
  const { PGlite } = await import('@electric-sql/pglite');
  type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  const proto = PGlite.prototype as unknown as { query: Query; transaction: (cb: (tx: object) => unknown) => unknown };
  const query = proto.query;
  const recorded =
    (owner: object, fn: Query): Query =>
    (text, params, options) => {
      if (!recording) return fn(text, params, options);
      const entry = note(owner, text, params);
      return fn(text, params, options).finally(() => done(entry));
    };
  proto.query = function (this: object, text, params, options) {
    return recording
      ? recorded(this, query.bind(this))(text, params, options)
      : query.call(this, text, params, options);
  };
  const transaction = proto.transaction;
  proto.transaction = function (this: object, cb: (tx: object) => unknown) {
    return transaction.call(this, async (tx: object) => {
      const owner = {};
      const t = tx as { query: Query };
      t.query = recorded(owner, t.query.bind(tx));
      if (recording) done(note(owner, 'begin', []));
      const result = await cb(tx);
      if (recording) done(note(owner, 'commit', []));
      return result;
    });
  };
}

process.on('SIGUSR2', () => {
  if (!out) return;
  recording = !recording;
  if (recording) {
    entries = [];
    writeFileSync(out, JSON.stringify({ state: 'on' }));
  } else {
    writeFileSync(out, JSON.stringify({ state: 'off', entries }));
    entries = [];
  }
});

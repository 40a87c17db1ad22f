// A generic record base (PLT-057..061) typed by its table: defineResource keeps one resource's row, view, update and
// create types together, so its view reads a typed row, its create builds a typed insert and its guard and after-update
// hook see typed values. Every read and write goes through auth/policy.ts (can + scope) for the base's area.
import type { Page } from '@caravan/domain';
import type { z } from '@hono/zod-openapi';
import {
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
  and,
  eq,
  getTableColumns,
  ilike,
  or,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { type Action, type PolicyUser, type ResourceKind, can, scope } from '../../auth/policy.js';
import type { Tx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import { type AppEnv, requireSession } from '../../http/context.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { mapDbErrors } from '../../services/db-errors.js';
import type { SearchQuery } from './search-query.js';

/** Where a base is mounted: the admin's bases see every row, the signed-in user's (me) bases their own. */
export type Area = 'admin' | 'me';

/** One resource as its file declares it, typed by its table `T`, its view `V`, its update `U` and its create `C`. */
export interface ResourceSpec<T extends PgTable, V extends z.ZodType, U extends z.ZodObject, C extends z.ZodObject> {
  kind: ResourceKind;
  table: T;
  id: AnyPgColumn;
  /** What `type` filters on in a search (PLT-059). */
  typeColumn?: AnyPgColumn;
  searchColumns: AnyPgColumn[];
  /** What the caller reads of a row: the response schema (strict, documented) and the row's view for this viewer. */
  view: { schema: V; from: (row: InferSelectModel<T>, viewerGroup: string | null) => z.infer<V> };
  update?: U;
  create?: { schema: C; toRow: (body: z.infer<C>, userId: string) => InferInsertModel<T> };
  /** An extra condition every update must meet, and the refusal for a row (of the caller's) that does not meet it. */
  updateGuard?: { where: SQL; refusal: (row: InferSelectModel<T>) => AppError };
  /** What else an update by `user` does, in its transaction (a host's trip edit returns the page to review). */
  afterUpdate?: (tx: Tx, user: PolicyUser, id: string, body: z.infer<U>, now: Date) => Promise<void>;
}

/** A defined resource: its schemas for the routes, and its reads and writes answering views of type `View`. */
export interface Resource<View = unknown> {
  kind: ResourceKind;
  viewSchema: z.ZodType;
  updateSchema: z.ZodObject | undefined;
  createSchema: z.ZodObject | undefined;
  /** A page of the rows the caller may list, filtered by type and search (PLT-057, PLT-059). */
  list(c: Context<AppEnv>, area: Area, q: SearchQuery): Promise<Page<View>>;
  /** The one row the caller may read; someone else's answers exactly like a missing one (no existence leak). */
  read(c: Context<AppEnv>, area: Area, id: string): Promise<View>;
  /** One conditional UPDATE of the fields in `body` (checked again by the update schema). */
  update(c: Context<AppEnv>, area: Area, id: string, body: unknown): Promise<View>;
  /** A new row from `body` (checked again by the create schema), owned by the caller. */
  create(c: Context<AppEnv>, area: Area, body: unknown): Promise<View>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The caller's row condition for `action` on `kind` in `area`, or 403. */
function scopeOrThrow(c: Context<AppEnv>, kind: ResourceKind, area: Area, action: Action): SQL | undefined {
  const { user } = requireSession(c);
  const resource = { kind, area };
  if (!can(user, action, resource)) throw forbidden();
  const s = scope(user, action, resource);
  if (s.kind === 'none') throw forbidden();
  return s.kind === 'where' ? s.where : undefined;
}

/** Declares one generic resource; the result's reads and writes answer the resource's view. */
export function defineResource<
  T extends PgTable,
  V extends z.ZodType,
  U extends z.ZodObject = z.ZodObject,
  C extends z.ZodObject = z.ZodObject,
>(spec: ResourceSpec<T, V, U, C>): Resource<z.infer<V>> {
  type Row = InferSelectModel<T>;
  // Drizzle types a query over a table only when the table is concrete; over `T` it cannot name the row, so every
  // query below reads the table as the PgTable it is, and this one function gives its rows their declared type back.
  const table: PgTable = spec.table;
  const rowsOf = (rows: unknown): Row[] => rows as Row[];
  const viewerGroup = (c: Context<AppEnv>) => c.get('session')?.user.group ?? null;
  const field = Object.entries(getTableColumns(table)).find(([, column]) => column === spec.id)?.[0] ?? 'id';
  // Every generic list is in id order: the primary key is the index that serves it and the unique tie-breaker.
  const order: PageOrder<Row> = {
    keys: [
      {
        column: spec.id,
        of: (row) => String(Object.entries(row).find(([key]) => key === field)?.[1]),
        value: keyValue.uuid,
      },
    ],
  };

  const readRow = async (c: Context<AppEnv>, allowed: SQL | undefined, id: string): Promise<Row | undefined> => {
    const db = c.get('deps').database.db;
    return rowsOf(
      await db
        .select()
        .from(table)
        .where(and(eq(spec.id, id), allowed))
        .limit(1),
    )[0];
  };

  return {
    kind: spec.kind,
    viewSchema: spec.view.schema,
    updateSchema: spec.update,
    createSchema: spec.create?.schema,
    async list(c, area, q) {
      const allowed = scopeOrThrow(c, spec.kind, area, 'list');
      const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
      const rows = rowsOf(
        await c
          .get('deps')
          .database.db.select()
          .from(table)
          .where(
            and(
              allowed,
              q.type && spec.typeColumn ? eq(spec.typeColumn, q.type) : undefined,
              pattern ? or(...spec.searchColumns.map((col) => ilike(col, pattern))) : undefined,
              afterCursor(order, q.cursor),
            ),
          )
          .orderBy(...orderByKeys(order))
          .limit(rowsToRead(q)),
      );
      const group = viewerGroup(c);
      return pageOf(rows, q, order, (row) => spec.view.from(row, group));
    },
    async read(c, area, id) {
      const row = await readRow(c, scopeOrThrow(c, spec.kind, area, 'read'), id);
      if (!row) throw notFound();
      return spec.view.from(row, viewerGroup(c));
    },
    async update(c, area, id, input) {
      const allowed = scopeOrThrow(c, spec.kind, area, 'update');
      if (!spec.update) throw forbidden();
      const body = spec.update.parse(input);
      if (Object.keys(body).length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'Nothing to update.');
      const db = c.get('deps').database.db;
      const guard = spec.updateGuard;
      const now = c.get('deps').now();
      const set: Record<string, unknown> = { ...body };
      if ('updatedAt' in table) set.updatedAt = now;
      const { user } = requireSession(c);
      // One conditional UPDATE: ownership, and the resource's own guard, are part of the WHERE; what else the update
      // does commits with it or not at all.
      const [row] = await mapDbErrors(() =>
        db.transaction(async (tx) => {
          const updated = rowsOf(
            await tx
              .update(table)
              .set(set)
              .where(and(eq(spec.id, id), allowed, guard?.where))
              .returning(),
          );
          if (updated[0] && spec.afterUpdate) await spec.afterUpdate(tx, user, id, body, now);
          return updated;
        }),
      );
      if (row) return spec.view.from(row, viewerGroup(c));
      const exists = guard ? await readRow(c, allowed, id) : undefined;
      if (guard && exists) throw guard.refusal(exists);
      throw notFound();
    },
    async create(c, area, input) {
      scopeOrThrow(c, spec.kind, area, 'create');
      const { user } = requireSession(c);
      if (!spec.create) throw forbidden();
      const values = spec.create.toRow(spec.create.schema.parse(input), user.id);
      const db = c.get('deps').database.db;
      const [row] = rowsOf(await mapDbErrors(() => db.insert(table).values(values).returning()));
      if (!row) throw notFound();
      return spec.view.from(row, viewerGroup(c));
    },
  };
}

// Generic data access (PLT-057..061) on the api/admin, api/me and api/metadata bases, all through auth/policy.ts.
import { createRoute, z } from '@hono/zod-openapi';
import {
  AUDIENCE_LINK_TYPES,
  MAX_HOST_LEVEL,
  type Page,
  pageQuerySchema,
  pageSchema,
  PROFILE_BIO_MAX_LENGTH,
  TRIP_REQUEST_EDITABLE_STATUSES,
  TRIP_REQUEST_NOT_EDITABLE,
  type TripStatus,
  hostTripEditableStatuses,
  hostTripLockedMessage,
} from '@caravan/domain';
import { type SQL, and, eq, getTableColumns, ilike, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { type Action, type PolicyUser, type ResourceKind, can, scope } from '../auth/policy.js';
import { toUserView, userView } from '../auth/user-view.js';
import { bookingRecordView, toBookingRecordView } from '../views/booking.view.js';
import { hostView, toHostView } from '../views/host.view.js';
import { itineraryView, toItineraryView } from '../views/itinerary.view.js';
import { linkView, toLinkView } from '../views/link.view.js';
import { operatorView, toOperatorView } from '../views/operator.view.js';
import { toTravelerView, travelerView } from '../views/traveler.view.js';
import { toTripRequestView, tripRequestView } from '../views/trip-request.view.js';
import { type TripView, toTripView, tripView } from '../views/trip.view.js';
import {
  bookings,
  hosts,
  itineraries,
  links,
  operators,
  travelers,
  tripRequests,
  trips,
  users,
  type TripRow,
} from '../db/schema/index.js';
import { type AppEnv, requireSession } from '../http/context.js';
import { AppError, forbidden, notFound } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, pageOfFixed, rowsToRead } from '../http/paging.js';
import { mapDbErrors } from '../services/db-errors.js';
import { returnToPending } from '../services/host-workspace/publish-edit.js';
import type { Tx } from '../services/lifecycle.js';

/** Text without NUL (PostgreSQL text cannot hold it) and within a sane length. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Contains a forbidden character');

type Row = Record<string, unknown>;

interface ResourceDef {
  kind: ResourceKind;
  table: PgTable;
  id: AnyPgColumn;
  /** What `type` filters on in a search (PLT-059). */
  typeColumn?: AnyPgColumn;
  searchColumns: AnyPgColumn[];
  /** What the caller reads of a row: a response schema (strict, documented) and the row's view for this viewer. */
  view: { schema: z.ZodType; from: (row: Row, viewerGroup: string | null) => unknown };
  update?: z.ZodObject;
  create?: { schema: z.ZodObject; toRow: (body: Row, userId: string) => Row };
  /** An extra condition every update must meet, and the refusal for a row (of the caller's) that does not meet it. */
  updateGuard?: { where: SQL; refusal: (row: Row) => AppError };
  /** What else an update by `user` does, in its own transaction (a host's trip edit returns the page to review). */
  afterUpdate?: (tx: Tx, user: PolicyUser, id: string, body: Row, now: Date) => Promise<void>;
}

const tripUpdate = z
  .object({
    name: safeText(200).min(1),
    tripSummary: safeText(5000),
    categories: z.array(safeText(100)).max(20),
    hasHostCompletedPromoteTutorial: z.boolean(),
    bookingAutoConfirmation: z.boolean(),
  })
  .partial()
  .strict();

/** The generic trip update's fields that are the trip page's details (the workspace's trip details). */
const TRIP_DETAIL_FIELDS = ['name', 'tripSummary', 'categories'] as const;

const RESOURCES = {
  trips: {
    kind: 'trip',
    view: { schema: tripView, from: (row) => toTripView(row as Parameters<typeof toTripView>[0]) },
    table: trips,
    id: trips.id,
    typeColumn: trips.status,
    searchColumns: [trips.name, trips.destination, trips.shortId],
    update: tripUpdate,
    // WSP-065: a host's edit of the trip details sends its page back to publish review, here as in the workspace
    // (one rule, the publish machine's); an admin's correction does not.
    afterUpdate: async (tx, user, id, body, now) => {
      if (user.group === 'host' && TRIP_DETAIL_FIELDS.some((field) => field in body))
        await returnToPending(tx, user, id, 'trip-details', now);
    },
    updateGuard: {
      where: inArray(trips.status, hostTripEditableStatuses()),
      refusal: (row) =>
        new AppError(
          409,
          'TRIP_CLOSED',
          hostTripLockedMessage(row.status as TripStatus) ?? 'This trip cannot be edited.',
        ),
    },
  },
  tripRequests: {
    kind: 'trip-request',
    view: { schema: tripRequestView, from: (row) => toTripRequestView(row as Parameters<typeof toTripRequestView>[0]) },
    table: tripRequests,
    id: tripRequests.id,
    typeColumn: tripRequests.status,
    searchColumns: [tripRequests.additionalRequests],
    update: z
      .object({ additionalRequests: safeText(5000) })
      .partial()
      .strict(),
    // TRP-006: only a pending request is edited; a decided one answers 409 (decision 025).
    updateGuard: {
      where: inArray(tripRequests.status, [...TRIP_REQUEST_EDITABLE_STATUSES]),
      refusal: () => new AppError(409, 'TRIP_REQUEST_CLOSED', TRIP_REQUEST_NOT_EDITABLE),
    },
  },
  itineraries: {
    kind: 'itinerary',
    view: { schema: itineraryView, from: (row) => toItineraryView(row as Parameters<typeof toItineraryView>[0]) },
    table: itineraries,
    id: itineraries.id,
    typeColumn: itineraries.status,
    searchColumns: [itineraries.name, itineraries.destination, itineraries.country],
    update: z
      .object({
        name: safeText(200).min(1),
        tripSummary: safeText(5000),
        categories: z.array(safeText(100)).max(20),
        country: safeText(100),
        destination: safeText(200),
      })
      .partial()
      .strict(),
  },
  bookings: {
    kind: 'booking',
    view: {
      schema: bookingRecordView,
      from: (row, group) => toBookingRecordView(row as Parameters<typeof toBookingRecordView>[0], group),
    },
    table: bookings,
    id: bookings.id,
    typeColumn: bookings.status,
    searchColumns: [bookings.orderId],
  },
  links: {
    kind: 'link',
    view: { schema: linkView, from: (row) => toLinkView(row as Parameters<typeof toLinkView>[0]) },
    table: links,
    id: links.id,
    typeColumn: links.linkType,
    searchColumns: [links.path, links.destination],
    update: z
      .object({ destination: z.url().pipe(safeText(2000)) })
      .partial()
      .strict(),
    create: {
      schema: z
        .object({
          linkType: z.enum(AUDIENCE_LINK_TYPES),
          path: z
            .string()
            .min(1)
            .max(100)
            .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and hyphens'),
          destination: z.url().pipe(safeText(2000)),
        })
        .strict(),
      toRow: (body, userId) => ({ ...body, hostId: userId }),
    },
  },
  travelers: {
    kind: 'traveler',
    view: { schema: travelerView, from: (row) => toTravelerView(row as Parameters<typeof toTravelerView>[0]) },
    table: travelers,
    id: travelers.id,
    typeColumn: travelers.status,
    searchColumns: [travelers.type],
  },
  hosts: {
    kind: 'host',
    view: { schema: hostView, from: (row) => toHostView(row as Parameters<typeof toHostView>[0]) },
    table: hosts,
    id: hosts.userId,
    typeColumn: hosts.status,
    searchColumns: [hosts.displayName, hosts.pagePath],
    update: z
      .object({
        displayName: safeText(200),
        bio: safeText(PROFILE_BIO_MAX_LENGTH),
        level: z.number().int().min(0).max(MAX_HOST_LEVEL),
      })
      .partial()
      .strict(),
  },
  operators: {
    kind: 'operator',
    view: { schema: operatorView, from: (row) => toOperatorView(row as Parameters<typeof toOperatorView>[0]) },
    table: operators,
    id: operators.userId,
    searchColumns: [operators.companyName, operators.operatorCode],
    update: z
      .object({ companyName: safeText(200).min(1) })
      .partial()
      .strict(),
  },
  users: {
    kind: 'user',
    table: users,
    id: users.id,
    typeColumn: users.group,
    searchColumns: [users.email, users.firstName, users.lastName],
    view: { schema: userView, from: (row) => toUserView(row as Parameters<typeof toUserView>[0]) },
  },
} satisfies Record<string, ResourceDef>;

type Area = 'admin' | 'me';
interface Mount {
  base: string;
  area: Area;
  def: ResourceDef;
  ops: ReadonlyArray<'list' | 'get' | 'create' | 'update'>;
  /** The bases' requirement ids, for the OpenAPI summary. */
  req: string;
}

/**
 * DECIDE (PLT-061): a generic base updates by POST {base}/{id}, never PATCH or PUT; those verbs belong to the feature
 * routes that change one part of a record (PATCH a partial change such as a ride's traveler, PUT a whole sub-document
 * such as a trip's pricing), so each generic base has one update call the portal's client can rely on.
 */
export const GENERIC_UPDATE_METHOD = 'post';

/** DECIDE (PLT-061, HAP-018): generic updates are POST {base}/{id}; writes exist only where a role may make them. */
export const MOUNTS: Mount[] = [
  { base: '/api/admin/hosts', area: 'admin', def: RESOURCES.hosts, ops: ['list', 'get', 'update'], req: 'HAP-001' },
  { base: '/api/admin/trips', area: 'admin', def: RESOURCES.trips, ops: ['list', 'get', 'update'], req: 'HAP-011' },
  {
    base: '/api/admin/itineraries',
    area: 'admin',
    def: RESOURCES.itineraries,
    ops: ['list', 'get', 'update'],
    req: 'HAP-002',
  },
  { base: '/api/admin/links', area: 'admin', def: RESOURCES.links, ops: ['list', 'get', 'update'], req: 'HAP-004' },
  {
    base: '/api/admin/operators',
    area: 'admin',
    def: RESOURCES.operators,
    ops: ['list', 'get', 'update'],
    req: 'HAP-006',
  },
  { base: '/api/admin/travelers', area: 'admin', def: RESOURCES.travelers, ops: ['list', 'get'], req: 'HAP-009' },
  {
    base: '/api/admin/trip-requests',
    area: 'admin',
    def: RESOURCES.tripRequests,
    ops: ['list', 'get', 'update'],
    req: 'HAP-010',
  },
  { base: '/api/admin/users', area: 'admin', def: RESOURCES.users, ops: ['get'], req: 'HAP-015' },
  // GET /api/me/trips and /api/me/trips/{id} are read by travelers too: me-trips.routes.ts serves them, by audience.
  { base: '/api/me/trips', area: 'me', def: RESOURCES.trips, ops: ['update'], req: 'HAP-011' },
  {
    base: '/api/me/trip-requests',
    area: 'me',
    def: RESOURCES.tripRequests,
    ops: ['list', 'get'],
    req: 'HAP-010',
  },
  // /api/me/itineraries: routes/operator/itineraries.routes.ts serves it (the operator builder and the catalogue).
  { base: '/api/me/bookings', area: 'me', def: RESOURCES.bookings, ops: ['list', 'get'], req: 'HAP-013' },
  { base: '/api/me/links', area: 'me', def: RESOURCES.links, ops: ['list', 'get', 'create', 'update'], req: 'HAP-004' },
  { base: '/api/me/travelers', area: 'me', def: RESOURCES.travelers, ops: ['list', 'get'], req: 'HAP-009' },
];

const ADMIN_BASE = '/api/admin/';
/** The spec's admin search by kind (HAP-074): `{ADMIN_SEARCH_BASE}{kind}`, a kind being an admin base's name. */
export const ADMIN_SEARCH_BASE = '/api/admin/search/';

/** A page of a list (issue 18), filtered by type and search (PLT-059). */
export const searchQuery = pageQuerySchema.extend({
  type: safeText(100).optional(),
  search: safeText(200).optional(),
});
const idParam = z.object({ id: z.uuid({ message: 'Not an id' }) });
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function scopeOrThrow(c: Context<AppEnv>, m: Mount, action: Action): SQL | undefined {
  const { user } = requireSession(c);
  const resource = { kind: m.def.kind, area: m.area };
  if (!can(user, action, resource)) throw forbidden();
  const s = scope(user, action, resource);
  if (s.kind === 'none') throw forbidden();
  return s.kind === 'where' ? s.where : undefined;
}

const viewOf = (c: Context<AppEnv>, m: Mount, row: Row) => m.def.view.from(row, c.get('session')?.user.group ?? null);

/** Every generic list is in id order: the primary key is the index that serves it and the unique tie-breaker. */
function idOrder(m: Mount): PageOrder<Row> {
  const field = Object.entries(getTableColumns(m.def.table)).find(([, column]) => column === m.def.id)?.[0] ?? 'id';
  return { keys: [{ column: m.def.id, of: (row) => String(row[field]), value: keyValue.uuid }] };
}

/** A page of the rows of `m` the caller may list, filtered by type and search (PLT-057, PLT-059). */
async function listRows(c: Context<AppEnv>, m: Mount, q: z.infer<typeof searchQuery>): Promise<Page<Row>> {
  const allowed = scopeOrThrow(c, m, 'list');
  const db = c.get('deps').database.db;
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const order = idOrder(m);
  const conditions = [
    allowed,
    q.type && m.def.typeColumn ? eq(m.def.typeColumn, q.type) : undefined,
    pattern ? or(...m.def.searchColumns.map((col) => ilike(col, pattern))) : undefined,
    afterCursor(order, q.cursor),
  ];
  const rows = (await db
    .select()
    .from(m.def.table)
    .where(and(...conditions))
    .orderBy(...orderByKeys(order))
    .limit(rowsToRead(q))) as Row[];
  return pageOf(rows, q, order);
}

async function list(c: Context<AppEnv>, m: Mount, q: z.infer<typeof searchQuery>) {
  const page = await listRows(c, m, q);
  const data = { items: page.items.map((r) => viewOf(c, m, r)), nextCursor: page.nextCursor };
  return c.json({ success: true as const, data }, 200);
}

/** The one row of `m` the caller may read; someone else's answers exactly like a missing one (no existence leak). */
async function readRow(c: Context<AppEnv>, m: Mount, id: string): Promise<Row> {
  const allowed = scopeOrThrow(c, m, 'read');
  const db = c.get('deps').database.db;
  const [row] = (await db
    .select()
    .from(m.def.table)
    .where(and(eq(m.def.id, id), allowed))
    .limit(1)) as Row[];
  if (!row) throw notFound();
  return row;
}

async function getOne(c: Context<AppEnv>, m: Mount, id: string) {
  return c.json({ success: true as const, data: viewOf(c, m, await readRow(c, m, id)) }, 200);
}

async function update(c: Context<AppEnv>, m: Mount, id: string, body: Row) {
  const allowed = scopeOrThrow(c, m, 'update');
  if (Object.keys(body).length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'Nothing to update.');
  const db = c.get('deps').database.db;
  const guard = m.def.updateGuard;
  const now = c.get('deps').now();
  const set: Row = { ...body };
  if ('updatedAt' in m.def.table) set.updatedAt = now;
  const { user } = requireSession(c);
  // One conditional UPDATE: ownership, and the resource's own guard, are part of the WHERE; what else the update
  // does commits with it or not at all.
  const rows = (await mapDbErrors(() =>
    db.transaction(async (tx) => {
      const updated = (await tx
        .update(m.def.table)
        .set(set)
        .where(and(eq(m.def.id, id), allowed, guard?.where))
        .returning()) as Row[];
      if (updated[0] && m.def.afterUpdate) await m.def.afterUpdate(tx, user, id, body, now);
      return updated;
    }),
  )) as Row[];
  const row = rows[0];
  if (row) return c.json({ success: true as const, data: viewOf(c, m, row) }, 200);
  if (guard) {
    const [exists] = (await db
      .select()
      .from(m.def.table)
      .where(and(eq(m.def.id, id), allowed))
      .limit(1)) as Row[];
    if (exists) throw guard.refusal(exists);
  }
  throw notFound();
}

async function create(c: Context<AppEnv>, m: Mount, body: Row) {
  scopeOrThrow(c, m, 'create');
  const { user } = requireSession(c);
  const spec = m.def.create;
  if (!spec) throw forbidden();
  const db = c.get('deps').database.db;
  const rows = (await mapDbErrors(() => db.insert(m.def.table).values(spec.toRow(body, user.id)).returning())) as Row[];
  return c.json({ success: true as const, data: viewOf(c, m, rows[0] ?? {}) }, 201);
}

const listResponse = (view: z.ZodType) => ({
  200: {
    description: 'Items',
    content: { 'application/json': { schema: envelopeOf(pageSchema(view)) } },
  },
  ...errorResponses,
});
const refusals = {
  ...errorResponses,
  404: { description: 'Not found (or not yours)', content: errorResponses[403].content },
  409: { description: 'Refused in this state', content: errorResponses[403].content },
};
const record = (view: z.ZodType) => ({
  description: 'The record',
  content: { 'application/json': { schema: envelopeOf(view) } },
});
/** A read or an update answers the record (200); a create answers it as 201. */
const oneResponse = (view: z.ZodType) => ({ 200: record(view), ...refusals });
const createdResponse = (view: z.ZodType) => ({ 201: record(view), ...refusals });

const ME_TRIPS = MOUNTS.find((m) => m.base === '/api/me/trips') as Mount;

/** The organiser's (host, co-host, operator, admin) reads of /api/me/trips, for the route that serves every audience. */
export const organizerTrips = {
  list: async (c: Context<AppEnv>, q: z.infer<typeof searchQuery>): Promise<Page<TripView>> => {
    const page = await listRows(c, ME_TRIPS, q);
    return { items: page.items.map((row) => toTripView(row as TripRow)), nextCursor: page.nextCursor };
  },
  // The shared route's id schema is the traveler app's (any id string); an organiser's trip id is a uuid.
  get: async (c: Context<AppEnv>, id: string): Promise<TripView> => {
    if (!idParam.safeParse({ id }).success) throw notFound();
    return toTripView((await readRow(c, ME_TRIPS, id)) as TripRow);
  },
};

/** Mounts every generic base. */
export function resourceRoutes() {
  const r = router();
  for (const m of MOUNTS) {
    const tag = m.area;
    if (m.ops.includes('list')) {
      // Search (PLT-059) is the same GET at `{base}/`: the app routes with strict: false, so one route serves both.
      r.openapi(
        createRoute({
          method: 'get',
          path: m.base,
          tags: [tag],
          summary: `List and search, a page at a time (${m.req}; query limit, cursor, type, search; also at {base}/, PLT-059)`,
          request: { query: searchQuery },
          responses: listResponse(m.def.view.schema),
        }),
        (c) => list(c, m, c.req.valid('query')),
      );
    }
    if (m.area === 'admin' && m.ops.includes('list')) {
      // GET api/admin/search/{kind} (HAP-074): the admin's search of one kind of record is that kind's list.
      const kind = m.base.slice(ADMIN_BASE.length);
      r.openapi(
        createRoute({
          method: 'get',
          path: `${ADMIN_SEARCH_BASE}${kind}`,
          tags: [tag],
          summary: `Search the ${kind}, a page at a time (HAP-074; query limit, cursor, type, search)`,
          request: { query: searchQuery },
          responses: listResponse(m.def.view.schema),
        }),
        (c) => list(c, m, c.req.valid('query')),
      );
    }
    if (m.ops.includes('get')) {
      r.openapi(
        createRoute({
          method: 'get',
          path: `${m.base}/{id}`,
          tags: [tag],
          summary: `Get one (${m.req})`,
          request: { params: idParam },
          responses: oneResponse(m.def.view.schema),
        }),
        (c) => getOne(c, m, c.req.valid('param').id),
      );
    }
    const updateSchema = m.def.update;
    if (m.ops.includes('update') && updateSchema) {
      r.openapi(
        createRoute({
          method: GENERIC_UPDATE_METHOD,
          path: `${m.base}/{id}`,
          tags: [tag],
          summary: `Update (${m.req}; PLT-061: POST {base}/{id})`,
          request: {
            params: idParam,
            body: { required: true, content: { 'application/json': { schema: updateSchema } } },
          },
          responses: oneResponse(m.def.view.schema),
        }),
        (c) => update(c, m, c.req.valid('param').id, c.req.valid('json')),
      );
    }
    const createSpec = m.def.create;
    if (m.ops.includes('create') && createSpec) {
      r.openapi(
        createRoute({
          method: 'post',
          path: m.base,
          tags: [tag],
          summary: `Create (${m.req}; PLT-060)`,
          request: { body: { required: true, content: { 'application/json': { schema: createSpec.schema } } } },
          responses: createdResponse(m.def.view.schema),
        }),
        (c) => create(c, m, c.req.valid('json')),
      );
    }
  }
  return r;
}

/** GET api/me/host/user (HAP-001): the signed-in host's own host record. */
export const meHostRoute = router().openapi(
  createRoute({
    method: 'get',
    path: '/api/me/host/user',
    tags: ['me'],
    summary: "The signed-in host's record (HAP-001)",
    responses: oneResponse(hostView),
  }),
  async (c) => {
    const { user } = requireSession(c);
    if (!can(user, 'read', { kind: 'host', area: 'me' })) throw forbidden();
    const [row] = await c.get('deps').database.db.select().from(hosts).where(eq(hosts.userId, user.id)).limit(1);
    if (!row) throw notFound('No host record yet.');
    return c.json({ success: true as const, data: toHostView(row) }, 200);
  },
);

/** A registered webhook: where it posts and for which events (none are registered yet). */
const webhookView = z
  .object({ id: z.uuid(), url: z.url(), events: z.array(z.string()) })
  .strict()
  .openapi('Webhook');

/** Admin webhooks (HAP-016) and cache clearing (HAP-073): Caravan keeps neither, so both are honest no-ops. */
export const adminPlatformRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/admin/webhooks',
      tags: ['admin'],
      summary: 'Registered webhooks (HAP-016). DECIDE: none are registered yet; the list is empty.',
      request: { query: searchQuery },
      responses: listResponse(webhookView),
    }),
    (c) => {
      if (!can(requireSession(c).user, 'list', { kind: 'webhook', area: 'admin' })) throw forbidden();
      const none: z.infer<typeof webhookView>[] = [];
      return c.json({ success: true as const, data: pageOfFixed(none, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/admin/cache/clear/trip-details/{id}',
      tags: ['admin'],
      summary: 'Clear the trip details cache (HAP-073). DECIDE: trip details are read live, so nothing is cached.',
      request: { params: idParam },
      responses: {
        200: {
          description: 'Cleared',
          content: { 'application/json': { schema: envelopeOf(z.object({ cleared: z.string() })) } },
        },
        ...errorResponses,
      },
    }),
    (c) => {
      if (!can(requireSession(c).user, 'update', { kind: 'cache', area: 'admin' })) throw forbidden();
      return c.json({ success: true as const, data: { cleared: c.req.valid('param').id } }, 200);
    },
  );

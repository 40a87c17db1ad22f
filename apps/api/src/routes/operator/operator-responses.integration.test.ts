// OAP-032 (decision 021): the operator calls' responses the spec does not state are the typed views of the OpenAPI
// document — JSON in the success envelope with a named data schema, or a text/html page, or a text/csv or PDF file — and every
// refusal is the error envelope (a framed page's refusal is a page). And every route the operator's route families
// register is in the document, as a typed operation: its path parameters, query and body declared by zod schemas.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { operatorAccountRoutes } from './account/account.routes.js';
import { alternativesRoutes } from './alternatives/alternatives.routes.js';
import { fileRoutes } from './files.routes.js';
import { operatorItineraryRoutes } from './itineraries.routes.js';
import { itineraryBuilderRoutes } from './itinerary-builder.routes.js';
import { itineraryInventoryRoutes } from './itinerary-inventory.routes.js';
import { operatorTripRequestRoutes, operatorTripRoutes } from './trips/index.js';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Response = { content?: Record<string, { schema?: Schema }> };
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** The operator's route families, as routes/audiences/operator.router.ts mounts them. */
const FAMILIES = {
  operatorItineraryRoutes,
  itineraryBuilderRoutes,
  itineraryInventoryRoutes,
  alternativesRoutes,
  operatorAccountRoutes,
  operatorTripRoutes,
  operatorTripRequestRoutes,
  fileRoutes,
} as const;

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await (await t.app.request('/api/openapi.json')).json()) as Doc;
});
afterAll(() => t.close());

/** The operator's operations: those tagged operator, inventory or alternatives. */
const operatorOps = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.tags?.some((tag) => tag === 'operator' || tag === 'inventory' || tag === 'alternatives'))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/** What a response carries: the envelope's data schema, or the media type of a page or file; undefined if untyped. */
function shapeOf(response: Response): string | undefined {
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (type === 'text/html' || type === 'text/csv' || type === 'application/pdf')
    return media?.schema?.type === 'string' ? type : undefined;
  const props = media?.schema?.properties;
  const data = props?.data;
  if (type !== 'application/json' || !props?.success || !data) return undefined;
  // A union of named views (an operator's own itinerary or the catalogue's) is typed when each member is named, or a
  // page of typed records (a trip's travelers: a traveler's own records, or every traveler for the trip's operator).
  const typedPage = (m: Schema) => {
    const item = m.properties?.items?.items;
    return Boolean(item?.$ref ?? item?.properties);
  };
  if (data.anyOf) return data.anyOf.every((m) => m.$ref || typedPage(m)) ? 'union' : undefined;
  return data.$ref ?? data.items?.$ref ?? data.type;
}

describe('operator response shapes', () => {
  it('[OAP-032] every operator call answers a typed view, page or file, and refuses with the error envelope', () => {
    const ops = operatorOps();
    expect(ops.length).toBeGreaterThan(20);
    const untyped = ops.flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => status.startsWith('2'))
        .filter(([, r]) => shapeOf(r) === undefined)
        .map(([status]) => `${name} ${status}`),
    );
    expect(untyped).toEqual([]);
    const refusals = ops.flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, r]) => {
          // A page shown in a frame answers its refusal as a page.
          if (r.content?.['text/html']) return false;
          const schema = r.content?.['application/json']?.schema;
          return !(schema?.$ref ?? '').includes('Error') && !schema?.properties?.error;
        })
        .map(([status]) => `${name} ${status}`),
    );
    expect(refusals).toEqual([]);
  });

  it('[OAP-032] every route of the operator families is a typed operation of the document: path parameters, query and body', () => {
    // A family's handlers as Hono holds them (middleware aside): a route added without createRoute is caught here.
    const registered = Object.entries(FAMILIES).flatMap(([family, app]) =>
      (app as unknown as OpenAPIHono).routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => ({ family, method: r.method.toLowerCase(), path: r.path.replace(/:(\w+)/g, '{$1}') })),
    );
    expect(registered.length).toBeGreaterThan(40);
    const problems = registered.flatMap(({ family, method, path }) => {
      const op = doc.paths[path]?.[method];
      if (!op) return [`${family}: ${method.toUpperCase()} ${path} is not in the document`];
      const out: string[] = [];
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
      for (const name of path.match(/\{(\w+)\}/g)?.map((m) => m.slice(1, -1)) ?? [])
        if (!declared.has(name)) out.push(`${method.toUpperCase()} ${path}: path parameter ${name} untyped`);
      for (const p of op.parameters ?? [])
        if (!p.schema) out.push(`${method.toUpperCase()} ${path}: ${p.in} ${p.name} has no schema`);
      if (method !== 'get' && method !== 'delete' && op.requestBody) {
        const media = Object.values(op.requestBody.content ?? {})[0];
        if (!media?.schema) out.push(`${method.toUpperCase()} ${path}: body has no schema`);
      }
      return out;
    });
    expect(problems).toEqual([]);
    // Each write that reads a body declares it (a POST without one is an action on its path: submit, approve, …).
    const writes = registered.filter(({ method }) => method === 'post' || method === 'patch' || method === 'put');
    const withBody = writes.filter(({ method, path }) => doc.paths[path]?.[method]?.requestBody);
    expect(withBody.length).toBeGreaterThan(writes.length / 2);
  });
});

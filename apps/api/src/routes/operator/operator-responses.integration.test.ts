// OAP-032 (decision 021): the operator calls' responses the spec does not state are the typed views of the OpenAPI
// document — JSON in the success envelope with a named data schema, or a text/html page, or a text/csv or PDF file — and every
// refusal is the error envelope (a framed page's refusal is a page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Response = { content?: Record<string, { schema?: Schema }> };
type Doc = { paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, Response> }>> };

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
});

// The strict response check fails a handler that sends a field its schema does not document (a leak).
import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { envelopeOf, router } from '../http/openapi.js';
import { strictResponseValidator } from './strict-schema.js';

const bookingView = z.object({ id: z.string(), status: z.string() }).openapi('LeakBooking');
const route = createRoute({
  method: 'get',
  path: '/api/leak/{id}',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'A booking', content: { 'application/json': { schema: envelopeOf(bookingView) } } },
  },
});

/** One app whose handler is right and one whose handler leaks an internal column, both against the same schema. */
function appAnswering(row: Record<string, unknown>) {
  return router().openapi(route, (c) =>
    c.json({ success: true as const, data: row as z.infer<typeof bookingView> }, 200),
  );
}

async function check(row: Record<string, unknown>) {
  const app = appAnswering(row);
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
  const body = await (await app.request('/api/leak/b1')).json();
  return strictResponseValidator(doc).problems('GET', '/api/leak/{id}', 200, body);
}

describe('strict response validation', () => {
  it('accepts a body with exactly the documented fields', async () => {
    expect(await check({ id: 'b1', status: 'confirmed' })).toBeNull();
  });
  it('fails a handler that adds an undocumented field, naming it', async () => {
    expect(await check({ id: 'b1', status: 'confirmed', internalCancellationReason: 'fraud' })).toMatch(
      /internalCancellationReason/,
    );
  });
  it('refuses to judge a status the route does not document', () => {
    const doc = appAnswering({}).getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(() => strictResponseValidator(doc).problems('GET', '/api/leak/{id}', 201, {})).toThrow(/does not document/);
  });
});

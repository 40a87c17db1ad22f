// The served OpenAPI document passes Redocly's recommended rules with no error, and names every operation.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { operationIdOf } from './openapi-document.js';

type Doc = {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let source: string;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  source = await (await t.app.request('/api/openapi.json')).text();
  doc = JSON.parse(source) as Doc;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules: no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: 'openapi.json' } as Parameters<
      typeof lintFromString
    >[0]);
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, and declares the session cookie for all but the public ones', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([m, op]) => ({ path, m, op })),
    );
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const publicOps = ops.filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0).map((o) => o.path);
    expect(publicOps).toContain('/api/authentication/login');
    expect(publicOps).not.toContain('/api/me/profile');
  });

  it('derives ids from method and path, so a generated client names a call the same on every build', () => {
    expect(operationIdOf('get', '/api/me/bookings/{id}/payments')).toBe('getMeBookingsByIdPayments');
    expect(operationIdOf('post', '/api/authentication/request-new-password')).toBe(
      'postAuthenticationRequestNewPassword',
    );
  });
});

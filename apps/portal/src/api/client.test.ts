// Unit tests for the API client: envelope unwrapping and the 401/403 rule.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, authFailureTarget, configureClient, request } from './client.js';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const navigations: string[] = [];
  configureClient({
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    },
    navigate: (to) => {
      navigations.push(to);
    },
    currentPath: () => '/app/host?tab=trips',
  });
  return { calls, navigations };
}

afterEach(() => configureClient({ fetch: (input, init) => fetch(input, init) }));

describe('request', () => {
  it('[PLT-054] unwraps the data of a success envelope', async () => {
    respond(200, { success: true, data: { id: 'u1' } });
    await expect(request('/api/me/profile')).resolves.toEqual({ id: 'u1' });
  });

  it('sends JSON same-origin with a Content-Type header', async () => {
    const { calls } = respond(200, { success: true, data: {} });
    await request('/api/authentication/login', { body: { email: 'a@b.c', password: 'x' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('adds non-empty query parameters', async () => {
    const { calls } = respond(200, { success: true, data: { items: [] } });
    await request('/api/admin/users', { query: { search: 'maya', page: undefined, type: '' } });
    expect(calls[0]?.url).toBe('/api/admin/users?search=maya');
  });

  it("[PLT-055] throws the server's error text, code and fields on success false", async () => {
    respond(400, { success: false, error: 'Email is required', code: 'VALIDATION', fields: { email: 'Required' } });
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Email is required',
      code: 'VALIDATION',
      status: 400,
      fields: { email: 'Required' },
    });
  });

  it('[PLT-049] sends a signed-in user to login with the current path on 401/403 with X-Logged-In', async () => {
    const { navigations } = respond(
      403,
      { success: false, error: 'Forbidden', code: 'FORBIDDEN' },
      { 'X-Logged-In': 'true' },
    );
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(navigations).toEqual(['/login?destination=%2Fapp%2Fhost%3Ftab%3Dtrips']);
    expect(error).toMatchObject({ status: 403, redirected: true });
  });

  it('[PLT-050] sends the user to /error/{status} on 401/403 without X-Logged-In', async () => {
    const { navigations } = respond(401, { success: false, error: 'Unauthorized', code: 'UNAUTHENTICATED' });
    await request('/api/x').catch(() => undefined);
    expect(navigations).toEqual(['/error/401']);
  });

  it('[PLT-056] leaves a failed login on the page with the server error (no redirect)', async () => {
    const { navigations } = respond(401, {
      success: false,
      error: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    const error = await request('/api/authentication/login', { body: {}, authRedirect: false }).catch(
      (e: unknown) => e,
    );
    expect(navigations).toEqual([]);
    expect(error).toMatchObject({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
      redirected: false,
    });
  });

  it('reports a non-envelope response as BAD_RESPONSE', async () => {
    configureClient({ fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(request('/api/x')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 502 });
  });
});

describe('authFailureTarget', () => {
  it('encodes the destination', () => {
    expect(authFailureTarget(401, true, '/admin?search=a b')).toBe('/login?destination=%2Fadmin%3Fsearch%3Da%20b');
    expect(authFailureTarget(403, false, '/admin')).toBe('/error/403');
  });
});

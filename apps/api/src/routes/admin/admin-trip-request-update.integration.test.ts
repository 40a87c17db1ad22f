// An admin's update of a trip request (TRP-006, decision 025): POST /api/admin/trip-requests/{id} changes a pending
// request's additional requests, refuses a decided one (409), an unknown id (404), bad input (400), and a host.
import { TRIP_REQUEST_NOT_EDITABLE } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripRequests } from '../../db/schema/index.js';
import { seedId } from '../../db/seed/context.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { TripRequestView } from '../../views/trip-request.view.js';

const PENDING = seedId('trip-request/pending');
const ACCEPTED = seedId('trip-request/accepted');
const path = (id: string) => `/api/admin/trip-requests/${id}`;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (await t.database.db.select().from(tripRequests).where(eq(tripRequests.id, id)))[0]?.additionalRequests;

describe('POST /api/admin/trip-requests/{id}', () => {
  it('[TRP-006] an admin saves a pending request’s additional requests: the view answers them and the row holds them', async () => {
    const res = await admin.request<TripRequestView>('POST', path(PENDING), { additionalRequests: 'Vegan lunches' });
    expect(res.status).toBe(200);
    expect(res.body.data?.id).toBe(PENDING);
    expect(res.body.data?.status).toBe('pending');
    expect(res.body.data?.additionalRequests).toBe('Vegan lunches');
    expect(Object.keys(res.body.data ?? {})).not.toContain('formValues');
    expect(await stored(PENDING)).toBe('Vegan lunches');
  });

  it('[TRP-006] a request no longer pending is refused with 409 and stays as it was', async () => {
    const before = await stored(ACCEPTED);
    const res = await admin.request('POST', path(ACCEPTED), { additionalRequests: 'Too late' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TRIP_REQUEST_CLOSED');
    expect(res.body.error).toBe(TRIP_REQUEST_NOT_EDITABLE);
    expect(await stored(ACCEPTED)).toBe(before);
  });

  it('[TRP-006] an unknown id is 404; a bad body or an id that is not one is 400 in the error envelope', async () => {
    expect(
      (await admin.request('POST', path('00000000-0000-4000-8000-000000000000'), { additionalRequests: 'x' })).status,
    ).toBe(404);
    const unknownField = await admin.request('POST', path(PENDING), { status: 'accepted' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.success).toBe(false);
    const wrongType = await admin.request('POST', path(PENDING), { additionalRequests: 42 });
    expect(wrongType.status).toBe(400);
    expect((await admin.request('POST', path('not-an-id'), { additionalRequests: 'x' })).status).toBe(400);
  });

  it('[TRP-006] a host cannot use the admin update, and the request is unchanged', async () => {
    const before = await stored(PENDING);
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request('POST', path(PENDING), { additionalRequests: 'Sneaky' });
    expect(res.status).toBe(403);
    expect(await stored(PENDING)).toBe(before);
  });
});

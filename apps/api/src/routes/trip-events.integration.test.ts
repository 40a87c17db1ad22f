// The trip lifecycle over HTTP: the machine decides per actor, the API persists, others' trips stay invisible.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionsLog } from '../db/schema/index.js';
import { buildWorld, tripStatus, type World } from '../services/test-world.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

describe('POST /api/{me,admin}/trips/{id}/events', () => {
  it('[OPT-020] an operator approves their own created trip: partner-approved, logged with the actor', async () => {
    const operator = await t.signedIn('operator@caravan.test');
    const res = await operator.request('POST', `/api/me/trips/${w.trip.t1}/events`, {
      type: 'trip.approve',
      operatorTerms: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: 'created',
      to: 'partner-approved',
      trip: { id: w.trip.t1, status: 'partner-approved' },
    });
    expect(await tripStatus(t.database.db, w.trip.t1)).toBe('partner-approved');
    const logs = await t.database.db.select().from(transitionsLog).where(eq(transitionsLog.resourceId, w.trip.t1));
    expect(logs.map((l) => [l.event, l.fromState, l.toState, l.actorId])).toEqual([
      ['trip.approve', 'created', 'partner-approved', w.userId.operator],
    ]);
  });

  it("answers 404 for another operator's trip and leaves it unchanged", async () => {
    const other = await t.signedIn('operator2@caravan.test');
    // Whatever state the other tests of this file left it in (they share the world), it must not move.
    const before = await tripStatus(t.database.db, w.trip.t1);
    const res = await other.request('POST', `/api/me/trips/${w.trip.t1}/events`, { type: 'trip.approvePricing' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await tripStatus(t.database.db, w.trip.t1)).toBe(before);
  });

  it("[MKT-045] answers 409 with the guard's reason in words when the actor may not send the event", async () => {
    const host = await t.signedIn('host2@caravan.test');
    const res = await host.request('POST', `/api/me/trips/${w.trip.t2}/events`, {
      type: 'trip.approve',
      operatorTerms: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TRANSITION_REFUSED');
    expect(res.body.error).toBe('Only the trip’s operator can approve it, after accepting the operator terms.');
    expect(await tripStatus(t.database.db, w.trip.t2)).toBe('created');
  });

  it('refuses internal events and malformed bodies with 400, never reaching the machine', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const synced = await admin.request('POST', `/api/admin/trips/${w.trip.t2}/events`, {
      type: 'trip.synced',
      trip: {},
    });
    expect(synced.status).toBe(400);
    const noReason = await admin.request('POST', `/api/admin/trips/${w.trip.t2}/events`, {
      type: 'trip.cancel',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Give a cancellation reason' });
    const badId = await admin.request('POST', '/api/admin/trips/not-a-uuid/events', { type: 'trip.close' });
    expect(badId.status).toBe(400);
    expect(await tripStatus(t.database.db, w.trip.t2)).toBe('created');
  });

  it('keeps the admin variant admin-only', async () => {
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request('POST', `/api/admin/trips/${w.trip.t1}/events`, { type: 'trip.approvePricing' });
    expect(res.status).toBe(403);
  });
});

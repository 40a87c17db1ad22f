// The traveler's waiver travels with their trip list, so the portal's waiver gate can decide (TRV-023..025).
import { type MyTrip, type Page, passesWaiverGate } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIVE_TRIP = 'Machu Picchu with Hana';

describe('waiver on GET /api/me/trips and /api/me/trips/{id}', () => {
  it('[TRV-024] sends a signed waiver for the primary traveler and an unsigned one for the companion on the same trip', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const companion = await t.signedIn('companion@caravan.test');
    const mine = (await traveler.request<Page<MyTrip>>('GET', '/api/me/trips')).body.data?.items ?? [];
    const theirs = (await companion.request<Page<MyTrip>>('GET', '/api/me/trips')).body.data?.items ?? [];
    const signed = mine.find((trip) => trip.name === LIVE_TRIP);
    const unsigned = theirs.find((trip) => trip.name === LIVE_TRIP);
    // The trip's own page carries the same waiver, which is what the portal's gate reads.
    const detail = await companion.request<MyTrip>('GET', `/api/me/trips/${unsigned?.id}`);
    expect(detail.body.data?.waiver).toEqual({});
    expect(signed?.waiver?.dateSigned).toBeDefined();
    expect(unsigned?.waiver).toEqual({});
    expect(passesWaiverGate({ waiver: signed?.waiver, isAdminImpersonating: false })).toBe(true);
    expect(passesWaiverGate({ waiver: unsigned?.waiver, isAdminImpersonating: false })).toBe(false);
    expect(passesWaiverGate({ waiver: unsigned?.waiver, isAdminImpersonating: true })).toBe(true);
  });
});

// The traveler's waiver travels with their trip list, so the portal's waiver gate can decide (TRV-023..025).
import { type MyTrip, passesWaiverGate } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIVE_TRIP = 'Machu Picchu with Hana';

describe('waiver on GET /api/me/trips', () => {
  it('[TRV-024] sends a signed waiver for the primary traveler and an unsigned one for the companion on the same trip', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const companion = await t.signedIn('companion@caravan.test');
    const mine = (await traveler.request<MyTrip[]>('GET', '/api/me/trips')).body.data ?? [];
    const theirs = (await companion.request<MyTrip[]>('GET', '/api/me/trips')).body.data ?? [];
    const signed = mine.find((trip) => trip.name === LIVE_TRIP);
    const unsigned = theirs.find((trip) => trip.name === LIVE_TRIP);
    expect(signed?.waiver?.dateSigned).toBeDefined();
    expect(unsigned?.waiver).toEqual({});
    expect(passesWaiverGate({ waiver: signed?.waiver, isAdminImpersonating: false })).toBe(true);
    expect(passesWaiverGate({ waiver: unsigned?.waiver, isAdminImpersonating: false })).toBe(false);
    expect(passesWaiverGate({ waiver: unsigned?.waiver, isAdminImpersonating: true })).toBe(true);
  });
});

// The traveler's account area on a real database: profile (TAP-009) and mailing address, each read and saved, only
// one's own, and a bad field refused with its message (TRV-065..067).
import type { AccountAddress, AccountProfile } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/me/account/profile', () => {
  it('[TAP-009] [TRV-065] reads and saves the signed-in traveler profile, and nobody else sees the change', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const before = (await traveler.request<AccountProfile>('GET', '/api/me/account/profile')).body.data;
    expect(before).toMatchObject({ firstName: 'Tara', email: 'traveler@caravan.test' });
    const saved = await traveler.request<AccountProfile>('PUT', '/api/me/account/profile', {
      firstName: 'Tara',
      lastName: 'Traveler-Jones',
      phone: '+1 555 010 0123',
      gender: 'female',
      dateOfBirth: '1990-04-02',
      countryCode: 'US',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ lastName: 'Traveler-Jones', phone: '+1 555 010 0123', countryCode: 'US' });
    expect((await traveler.request<AccountProfile>('GET', '/api/me/account/profile')).body.data?.lastName).toBe(
      'Traveler-Jones',
    );
    const other = await t.signedIn('traveler2@caravan.test');
    expect((await other.request<AccountProfile>('GET', '/api/me/account/profile')).body.data?.email).toBe(
      'traveler2@caravan.test',
    );
  });

  it('[TRV-067] refuses an empty name or a bad country with 400 and the field', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const res = await traveler.request('PUT', '/api/me/account/profile', {
      firstName: ' ',
      lastName: 'X',
      phone: null,
      gender: null,
      dateOfBirth: null,
      countryCode: 'usa',
    });
    expect(res.status).toBe(400);
  });
});

describe('/api/me/account/address', () => {
  it('[TRV-065] [TRV-066] is null until saved, then answers the saved address', async () => {
    const traveler = await t.signedIn('traveler2@caravan.test');
    expect((await traveler.request('GET', '/api/me/account/address')).body.data).toBeNull();
    const address: AccountAddress = {
      line1: '1 Main St',
      line2: 'Apt 2',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      countryCode: 'US',
    };
    const res = await traveler.request<AccountAddress>('PUT', '/api/me/account/address', address);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(address);
    expect((await traveler.request('GET', '/api/me/account/address')).body.data).toEqual(address);
  });

  it('[TRV-065] is for travelers only', async () => {
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('GET', '/api/me/account/address')).status).toBe(403);
    expect((await t.anonymous().request('GET', '/api/me/account/address')).status).toBe(401);
  });
});

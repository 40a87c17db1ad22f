// The operator account calls on a real database (OAP-030): read, save the current profile with its fields and address
// array in one go, a refused save (400 with the field) writes nothing, and only operators reach it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
let host: TestClient;
const url = '/api/me/operator/account';
interface Account {
  email: string;
  firstName: string;
  companyName: string;
  phone: string | null;
  website: string | null;
  addresses: { label: string; city: string; line2: string }[];
}

// The tests save the seeded operator's profile: each gets its own world.
beforeEach(async () => {
  t = await createTestApp();
  operator = await t.signedIn('operator@caravan.test');
  operator2 = await t.signedIn('operator2@caravan.test');
  host = await t.signedIn('host@caravan.test');
});
afterEach(() => t.close());

const read = async (c = operator) => (await c.request<Account>('GET', url)).body.data as Account;
const address = {
  label: 'Head office',
  line1: 'Av. El Sol 123',
  city: 'Cusco',
  postalCode: '08002',
  countryCode: 'PE',
};

describe('operator account', () => {
  it("[OAP-030] reads the operator's own profile", async () => {
    const res = await operator.request<Account>('GET', url);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'operator@caravan.test', addresses: [] });
  });

  it('[OAP-030] saves the current profile with the profile fields and an address array', async () => {
    const current = await read();
    const body = {
      firstName: current.firstName,
      lastName: 'Quispe',
      companyName: 'Andes Trails',
      phone: '+51 84 000 000',
      website: 'https://andes.example',
      addresses: [address, { ...address, label: 'Lima office', city: 'Lima' }],
    };
    const res = await operator.request<Account>('PUT', url, body);
    expect(res.status).toBe(200);
    const saved = await read();
    expect(saved).toMatchObject({ companyName: 'Andes Trails', phone: '+51 84 000 000' });
    expect(saved.addresses.map((a) => a.city)).toEqual(['Cusco', 'Lima']);
    expect(saved.addresses[0]?.line2).toBe('');
    // The other operator's account is untouched.
    expect((await read(operator2)).companyName).not.toBe('Andes Trails');
  });

  it('[OAP-030] a refused save answers 400 with the field and writes nothing', async () => {
    const before = await read();
    const res = await operator.request('PUT', url, {
      firstName: before.firstName,
      lastName: 'Other',
      companyName: ' ',
      phone: null,
      website: null,
      addresses: [{ ...address, countryCode: 'Peru' }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Company name is required');
    expect(await read()).toEqual(before);
  });

  it('[OAP-030] only operators reach it', async () => {
    expect((await host.request('GET', url)).status).toBe(403);
    expect((await t.client().request('GET', url)).status).toBe(401);
  });
});

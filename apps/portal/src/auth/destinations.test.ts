// Unit tests for post-login destinations.
import { describe, expect, it } from 'vitest';
import { homeFor } from './destinations.js';

describe('homeFor', () => {
  it('[PLT-019] sends an admin to the admin user list', () => {
    expect(homeFor({ group: 'admin' })).toBe('/admin');
  });
  it('[PLT-020] sends an impersonating user, operator, traveler or host to the app shell', () => {
    expect(homeFor({ group: 'admin', impersonating: { by: { id: 'a', email: 'a@x' } } })).toBe('/app');
    for (const group of ['operator', 'traveler', 'host']) expect(homeFor({ group })).toBe('/app');
  });
  it('[PLT-021] sends any other user back to login', () => {
    expect(homeFor({ group: 'tripManager' })).toBe('/login');
  });
});

// Unit tests for post-login destinations.
import { describe, expect, it } from 'vitest';
import { homeFor, safeDestination } from './destinations.js';

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

describe('safeDestination', () => {
  it('[PLT-008] returns a same-origin destination path', () => {
    expect(safeDestination('?destination=%2Fapp%2Fhost%3Ftab%3D1')).toBe('/app/host?tab=1');
  });
  it('rejects external, protocol-relative and login destinations', () => {
    expect(safeDestination('?destination=https%3A%2F%2Fevil.test')).toBeUndefined();
    expect(safeDestination('?destination=%2F%2Fevil.test')).toBeUndefined();
    expect(safeDestination('?destination=%2F%5Cevil.test')).toBeUndefined();
    expect(safeDestination('?destination=%2Flogin')).toBeUndefined();
    expect(safeDestination('')).toBeUndefined();
  });
});

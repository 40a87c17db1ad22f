// Where an admin lands around an impersonation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminUserPath, impersonationEndPath } from './admin-paths.rules.js';
import { safeReturnPath } from './session.rules.js';

describe('impersonation paths', () => {
  it('[MKT-021] closing the banner with the admin restored returns to the admin page of that user', () => {
    expect(impersonationEndPath({ restored: true, impersonatedUserId: 'u-42' })).toBe('/admin/users/u-42');
  });
  it('[PLT-026] closing the banner without a restored admin session goes to /login', () => {
    expect(impersonationEndPath({ restored: false, impersonatedUserId: 'u-42' })).toBe('/login');
  });
  it('[MKT-021] the admin user path is a same-origin path for any id', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const path = adminUserPath(id);
        expect(path.startsWith('/admin/users/')).toBe(true);
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});

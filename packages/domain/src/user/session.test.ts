// Tests of the shell's session decisions: login redirects, password expiry, auth failures, impersonation (PLT).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_GROUPS } from '../shared/statuses.js';
import { forbiddenCharacterIn } from '../shared/text.js';
import {
  appShellRedirect,
  authFailureRedirect,
  errorPagePath,
  impersonationBannerContent,
  isImpersonationBannerVisible,
  isPasswordChangeRequired,
  postLoginRedirect,
  safeReturnPath,
} from './session.rules.js';

const today = '2025-06-15';

describe('post-login redirect', () => {
  it('[PLT-019] an admin goes to the admin user list', () => {
    expect(postLoginRedirect({ group: 'admin', impersonate: false }, today)).toBe('/admin');
  });
  it('[PLT-020] an impersonating user, operator, traveler or host goes to the app shell', () => {
    for (const group of ['operator', 'traveler', 'host'] as const)
      expect(postLoginRedirect({ group, impersonate: false }, today)).toBe('/app');
    expect(postLoginRedirect({ group: 'tripManager', impersonate: true }, today)).toBe('/app');
  });
  it('[PLT-021] anyone else goes back to login', () => {
    expect(postLoginRedirect({ group: 'tripManager', impersonate: false }, today)).toBe('/login');
    expect(postLoginRedirect({ group: 'accountManager', impersonate: false }, today)).toBe('/login');
    expect(postLoginRedirect({ group: undefined, impersonate: false }, today)).toBe('/login');
  });
  it('[PLT-023] a user whose password expired is sent to /change-password', () => {
    const expires = new Date('2025-06-15T08:00:00Z');
    expect(postLoginRedirect({ group: 'host', impersonate: false, expires }, today)).toBe('/change-password');
    expect(postLoginRedirect({ group: 'host', impersonate: true, expires }, today)).toBe('/app');
  });
  it('[PLT-004] [PLT-005] [PLT-006] an exact /app match redirects operator, traveler and host to their areas', () => {
    expect(appShellRedirect('operator')).toBe('/app/operator');
    expect(appShellRedirect('traveler')).toBe('/app/traveler');
    expect(appShellRedirect('host')).toBe('/app/host');
    expect(appShellRedirect('admin')).toBeNull();
  });
});

describe('password change', () => {
  it('[PLT-022] required when expiry is today or past and not impersonating', () => {
    expect(isPasswordChangeRequired({ expires: new Date('2025-06-15T23:59:00Z'), impersonate: false }, today)).toBe(
      true,
    );
    expect(isPasswordChangeRequired({ expires: new Date('2025-06-14T00:00:00Z'), impersonate: false }, today)).toBe(
      true,
    );
    expect(isPasswordChangeRequired({ expires: new Date('2025-06-16T00:00:00Z'), impersonate: false }, today)).toBe(
      false,
    );
    expect(isPasswordChangeRequired({ expires: new Date('2025-06-01T00:00:00Z'), impersonate: true }, today)).toBe(
      false,
    );
    expect(isPasswordChangeRequired({ expires: null, impersonate: false }, today)).toBe(false);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (expires) => {
          const day = expires.toISOString().slice(0, 10);
          expect(isPasswordChangeRequired({ expires, impersonate: false }, day)).toBe(true);
          expect(isPasswordChangeRequired({ expires, impersonate: true }, day)).toBe(false);
        },
      ),
    );
  });
});

describe('login destination and error page', () => {
  it('[PLT-008] a destination that a browser would resolve to another host is refused', () => {
    for (const hostile of [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /app',
      '/app\u0000',
      '/app\\..\\..\\evil',
    ])
      expect(safeReturnPath(hostile), JSON.stringify(hostile)).toBeNull();
    expect(safeReturnPath('/login?destination=%2Fapp')).toBeNull();
    expect(safeReturnPath('/logout')).toBeNull();
    expect(safeReturnPath('/login-help')).toBe('/login-help');
    expect(safeReturnPath('/app/traveler/trips/1?tab=2#x')).toBe('/app/traveler/trips/1?tab=2#x');
  });
  it('[PLT-008] every accepted destination stays on this origin (property, hostile strings)', () => {
    const origin = 'https://caravan.example';
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      ':',
      '@',
      '.',
      '..',
      '%2F',
      '%5C',
      'evil.example',
      'http:',
      'javascript:',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u2028',
      ' ',
      '?',
      '#',
      'app',
    );
    const hostile = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(hostile, (raw) => {
        const accepted = safeReturnPath(raw);
        if (accepted === null) return;
        expect(accepted).toBe(raw);
        // What a browser does with it: resolve against the current page; the host must not change.
        expect(new URL(accepted, `${origin}/login`).origin).toBe(origin);
        expect(forbiddenCharacterIn(accepted)).toBeNull();
        expect(accepted).not.toContain('\\');
      }),
      { numRuns: 2000 },
    );
  });
  it('[PLT-013] the error page has an optional status code segment', () => {
    expect(errorPagePath()).toBe('/error');
    expect(errorPagePath(404)).toBe('/error/404');
  });
});

describe('auth failures', () => {
  it('[PLT-049] 401/403 with the logged-in header sends the user to login', () => {
    expect(authFailureRedirect({ status: 401, hasLoggedInHeader: true })).toBe('/login');
    expect(authFailureRedirect({ status: 403, hasLoggedInHeader: true })).toBe('/login');
  });
  it('[PLT-050] 401/403 without the header sends the user to /error/{status}', () => {
    expect(authFailureRedirect({ status: 401, hasLoggedInHeader: false })).toBe('/error/401');
    expect(authFailureRedirect({ status: 403, hasLoggedInHeader: false })).toBe('/error/403');
    expect(authFailureRedirect({ status: 500, hasLoggedInHeader: false })).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.boolean(), (status, header) => {
        const r = authFailureRedirect({ status, hasLoggedInHeader: header });
        expect(r === null).toBe(status !== 401 && status !== 403);
      }),
    );
  });
});

describe('impersonation banner', () => {
  it('[PLT-024] shown on large screens only', () => {
    expect(isImpersonationBannerVisible({ impersonate: true }, { isLarge: true })).toBe(true);
    expect(isImpersonationBannerVisible({ impersonate: true }, { isLarge: false })).toBe(false);
    expect(isImpersonationBannerVisible({ impersonate: false }, { isLarge: true })).toBe(false);
  });
  it('[PLT-027] an operator impersonating a user sees the banner', () => {
    for (const group of USER_GROUPS)
      expect(isImpersonationBannerVisible({ impersonate: true, ...{ group } }, { isLarge: true })).toBe(true);
  });
  it('[PLT-025] [PLT-026] shows name, email and id; close goes to /login', () => {
    expect(impersonationBannerContent({ id: 'u42', name: 'Ana Torres', email: 'ana@example.com' })).toEqual({
      text: 'Ana Torres (ana@example.com) · u42',
      closeHref: '/login',
    });
  });
});

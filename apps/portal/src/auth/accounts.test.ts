// Unit tests of the account pages' rules: link problems, login notices, the forced password change redirect.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.js';
import {
  confirmationError,
  LOGIN_NOTICES,
  linkProblemOf,
  loginNoticeOf,
  loginWithNotice,
  parseLinkProblem,
  passwordChangeRedirect,
} from './accounts.js';

describe('passwordChangeRedirect', () => {
  const profile = { id: 'u1', email: 'h@caravan.test', group: 'host', impersonating: null };

  it('[PLT-023] sends a user whose profile requires a password change to /change-password', () => {
    expect(passwordChangeRedirect({ ...profile, passwordChangeRequired: true })).toBe('/change-password');
  });

  it('[PLT-023] leaves every other user where they are', () => {
    expect(passwordChangeRedirect({ ...profile, passwordChangeRequired: false })).toBeNull();
    expect(passwordChangeRedirect(profile)).toBeNull();
    expect(passwordChangeRedirect({ ...profile, passwordChangeRequired: 'yes' })).toBeNull();
  });
});

describe('linkProblemOf', () => {
  it.each([
    ['TOKEN_EXPIRED', 410, 'expired'],
    ['TOKEN_USED', 410, 'used'],
    ['TOKEN_INVALID', 400, 'invalid'],
  ] as const)('[PLT-011] reads %s as %s', (code, status, problem) => {
    expect(linkProblemOf(new ApiError('refused', status, code))).toBe(problem);
  });

  it('[PLT-011] reads a malformed token (validation on the token field) as invalid', () => {
    const error = new ApiError('This link is not valid', 400, 'VALIDATION_FAILED', { token: 'This link is not valid' });
    expect(linkProblemOf(error)).toBe('invalid');
  });

  it('is null for any other failure', () => {
    expect(linkProblemOf(new ApiError('Use at least 10 characters', 400, 'VALIDATION_FAILED', { password: 'x' }))).toBe(
      null,
    );
    expect(linkProblemOf(new ApiError('Too many requests', 429, 'RATE_LIMITED'))).toBeNull();
    expect(linkProblemOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('parseLinkProblem', () => {
  it('[PLT-011] keeps the known reasons and reads anything else as invalid', () => {
    expect(parseLinkProblem('expired')).toBe('expired');
    expect(parseLinkProblem('used')).toBe('used');
    expect(parseLinkProblem('invalid')).toBe('invalid');
    expect(parseLinkProblem('something-else')).toBe('invalid');
    expect(parseLinkProblem(undefined)).toBe('invalid');
  });
});

describe('login notices', () => {
  it('reads the notice named by ?notice= and ignores unknown ones', () => {
    expect(loginNoticeOf(loginWithNotice('activated').slice('/login'.length))).toBe(LOGIN_NOTICES.activated);
    expect(loginNoticeOf('?notice=password-reset&destination=%2Fapp')).toBe(LOGIN_NOTICES['password-reset']);
    expect(loginNoticeOf('?notice=toString')).toBeUndefined();
    expect(loginNoticeOf('')).toBeUndefined();
  });
});

describe('confirmationError', () => {
  it('asks for the same password twice', () => {
    expect(confirmationError('a long password', 'a long password')).toBeUndefined();
    expect(confirmationError('a long password', 'a long passw0rd')).toBe('The passwords do not match.');
  });
});

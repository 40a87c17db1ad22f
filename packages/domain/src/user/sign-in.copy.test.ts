// The /login notices (PLT-009): the one reading of `?notice=` the portal's LoginPage and the server's first render share.
import { describe, expect, it } from 'vitest';
import { LOGIN_NOTICES, loginNoticeOf } from './sign-in.copy.js';

describe('loginNoticeOf', () => {
  it('[PLT-009] reads the notice from a search string with or without its "?", among other parameters', () => {
    expect(loginNoticeOf('?notice=activated')).toBe(LOGIN_NOTICES.activated);
    // wouter's useSearch gives the string without its "?".
    expect(loginNoticeOf('notice=password-reset')).toBe(LOGIN_NOTICES['password-reset']);
    expect(loginNoticeOf('?destination=%2Fapp&notice=password-reset')).toBe(LOGIN_NOTICES['password-reset']);
  });

  it('[PLT-009] names no notice for an unknown, inherited or look-alike name', () => {
    expect(loginNoticeOf('?notice=toString')).toBeUndefined();
    expect(loginNoticeOf('?notice=activated-not')).toBeUndefined();
    expect(loginNoticeOf('?xnotice=activated')).toBeUndefined();
    expect(loginNoticeOf('')).toBeUndefined();
  });
});

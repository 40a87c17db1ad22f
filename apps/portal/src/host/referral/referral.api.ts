// Refer-a-Friend's calls (REF-001): the host's referral link and the hosts who signed up through it.
import { call } from '../../api/typed.js';

export const referralKeys = {
  link: () => ['host', 'referral'] as const,
  referred: () => ['host', 'referrals'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const referralApi = {
  link: (signal?: AbortSignal) => call('get', '/api/me/host/referral', withSignal(signal)),
  referred: (cursor: string | undefined, signal: AbortSignal) =>
    call('get', '/api/me/host/referrals', { query: { limit: 20, ...(cursor ? { cursor } : {}) }, signal }),
};

// The public profile read (no account) and the copy the server rendered into the page.
import { PUBLIC_HOST_PROFILE_DATA_ELEMENT_ID } from '@caravan/domain';
import { call } from '../../api/typed.js';
import type { HostPublicProfile } from './ProfileCard.js';

export const publicProfileKey = (pagePath: string) => ['public', 'host-profile', pagePath] as const;

export const publicProfileApi = {
  profile: (pagePath: string, signal?: AbortSignal) =>
    call('get', '/api/public/hosts/{pagePath}', {
      params: { pagePath },
      ...(signal ? { signal } : {}),
      authRedirect: false,
    }),
};

/** The profile the server rendered this page from, when it is this page path's; else none (the page loads it). */
export function serverRenderedProfile(pagePath: string): HostPublicProfile | undefined {
  const element = document.getElementById(PUBLIC_HOST_PROFILE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const profile = JSON.parse(element.textContent) as HostPublicProfile;
    return profile.pagePath === pagePath ? profile : undefined;
  } catch {
    return undefined;
  }
}

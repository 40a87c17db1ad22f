// The header's avatar badge and drawer links and the Finish Your Profile card, from the host record and the flags.
import { shellDrawerLinks } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinishProfileCard } from '../trip-request/TripRequestStates.js';
import { avatarBadgeFor, HOST_SHELL_FEATURES, isPublicProfileComplete } from './features.js';

const complete = { bio: 'I lead food trips.', profilePictureUrl: 'https://img/x.jpg' };
const noPicture = { bio: 'I lead food trips.', profilePictureUrl: null };

describe('avatar profile-completion badge', () => {
  it('[PLT-035] the badge shows only while the feature flag is on', () => {
    expect(avatarBadgeFor('host', noPicture, false, true)).toBe('warning');
    expect(avatarBadgeFor('host', noPicture, false, false)).toBeNull();
    expect(HOST_SHELL_FEATURES.profileCompletionBadge).toBe(true);
  });

  it('[PLT-036] only a host gets the badge; a complete profile has none; a qualified host sees required (error)', () => {
    for (const group of ['operator', 'traveler', 'admin'] as const)
      expect(avatarBadgeFor(group, null, true)).toBeNull();
    expect(avatarBadgeFor('host', complete, true)).toBeNull();
    expect(avatarBadgeFor('host', noPicture, true)).toBe('error');
    expect(avatarBadgeFor('host', { bio: '   ', profilePictureUrl: 'x' }, false)).toBe('warning');
    expect(isPublicProfileComplete(null)).toBe(false);
  });
});

describe('drawer links', () => {
  const keys = (group: Parameters<typeof shellDrawerLinks>[0], publicProfile = true) =>
    shellDrawerLinks(group, { publicProfile }).map((l) => l.key);

  it('[PLT-040] Public Profile is a host link, shown only with the public profile feature on', () => {
    expect(keys('host')).toContain('public-profile');
    expect(keys('host', false)).not.toContain('public-profile');
    expect(keys('operator')).not.toContain('public-profile');
  });

  it('[PLT-041] [PLT-043] [PLT-045] everyone has Account, Change Password (/change-password) and Log Out', () => {
    for (const group of ['host', 'operator', 'traveler'] as const) {
      const links = shellDrawerLinks(group, { publicProfile: true });
      expect(links.map((l) => l.label)).toEqual(expect.arrayContaining(['Account', 'Change Password', 'Log Out']));
      expect(links.find((l) => l.key === 'change-password')?.href).toBe('/change-password');
      expect(links.at(-1)?.key).toBe('log-out');
    }
  });

  it('[PLT-042] [PLT-044] Refer a Host (/app/host/referral) is for hosts, Get Help for operators', () => {
    expect(shellDrawerLinks('host', { publicProfile: true }).find((l) => l.key === 'refer-a-host')?.href).toBe(
      '/app/host/referral',
    );
    expect(keys('traveler')).not.toContain('refer-a-host');
    expect(keys('operator')).toContain('get-help');
    expect(keys('host')).not.toContain('get-help');
  });
});

describe("'Finish Your Profile to Request a Trip!'", () => {
  it('[CAT-022] the card leads to the public profile while it is incomplete, to the account address page once complete', () => {
    const incomplete = renderToStaticMarkup(<FinishProfileCard publicProfileComplete={false} />);
    expect(incomplete).toContain('Finish Your Profile to Request a Trip!');
    expect(incomplete).toMatch(/href="\/app\/host\/public-profile"/);
    const done = renderToStaticMarkup(<FinishProfileCard publicProfileComplete />);
    expect(done).toMatch(/href="\/app\/host\/account\/address"/);
  });
});

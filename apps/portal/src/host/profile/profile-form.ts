// The profile editor's form: built from the saved profile, compared to it for the Save bar (PRF-012), and sent as
// the save body with interests by id (HAP-026).
import type { HostInterest, HostSocialChannels } from '@caravan/domain';
import type { HostOwnProfile, HostPublicProfileRequest } from './profile.api.js';

export interface ProfileForm {
  displayName: string;
  bio: string;
  profilePictureUrl: string;
  pronouns: string[];
  interests: HostInterest[];
  socialChannels: HostSocialChannels;
}

export const formOf = (p: HostOwnProfile): ProfileForm => ({
  displayName: p.displayName ?? '',
  bio: p.bio ?? '',
  profilePictureUrl: p.profilePictureUrl ?? '',
  pronouns: [...p.pronouns],
  interests: p.interests.map((i) => ({ ...i })),
  socialChannels: { ...p.socialChannels },
});

const canonical = (f: ProfileForm) =>
  JSON.stringify({
    ...f,
    interests: f.interests.map((i) => i._id),
    socialChannels: Object.fromEntries(
      Object.entries(f.socialChannels)
        .filter(([, v]) => (v ?? '') !== '')
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });

/** Whether the form differs from what was saved. */
export const isFormDirty = (form: ProfileForm, saved: ProfileForm) => canonical(form) !== canonical(saved);

export const saveBodyOf = (form: ProfileForm, saved: HostOwnProfile): HostPublicProfileRequest => ({
  displayName: form.displayName,
  bio: form.bio,
  profilePictureUrl: form.profilePictureUrl,
  pronouns: form.pronouns,
  languages: saved.languages,
  country: saved.country,
  interests: form.interests.map((i) => i._id),
  socialChannels: Object.fromEntries(
    Object.entries(form.socialChannels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ),
});

// The portal's feature flags for the host shell (host-and-platform §2.3), and what the shell decides from the host record.
import { profileCompletionBadgeVariant, type UserGroup } from '@caravan/domain';

/**
 * DECIDE: both flags are on, because the spec names them but not their values and the public profile exists in this
 * portal; turning one off hides the drawer's Public Profile link or the avatar's badge (PLT-035, PLT-040).
 */
export const HOST_SHELL_FEATURES = { publicProfile: true, profileCompletionBadge: true } as const;

/** DECIDE: the help icon opens the help centre in a new tab; the spec shows an icon, not its destination. */
export const HOST_HELP_URL = 'https://help.caravan.example/hosts';

/**
 * Whether a host's public profile is complete. DECIDE: a bio and a picture, the two fields the public profile editor
 * requires before saving (publicProfileRequiredFieldsToast); no host record is incomplete.
 */
export function isPublicProfileComplete(
  host: { bio: string | null; profilePictureUrl: string | null } | null,
): boolean {
  return Boolean(host?.bio?.trim() && host.profilePictureUrl);
}

/** The avatar's badge for a signed-in user (PLT-035..038): null unless the flag is on and a host's profile is incomplete. */
export function avatarBadgeFor(
  group: UserGroup | null | undefined,
  host: { bio: string | null; profilePictureUrl: string | null } | null,
  qualified: boolean,
  featureOn: boolean = HOST_SHELL_FEATURES.profileCompletionBadge,
): 'warning' | 'error' | null {
  return profileCompletionBadgeVariant({
    featureOn,
    group,
    isProfileComplete: isPublicProfileComplete(host),
    isQualified: qualified,
  });
}

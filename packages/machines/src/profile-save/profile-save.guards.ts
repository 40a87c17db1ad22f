// Guards of the profile save: one-line adapters over the domain's public profile rules.
import { publicProfileRequiredFieldsToast } from '@caravan/domain';
import type { ProfileSaveEvent } from './profile-save.types.js';

/** PRF-028: the bio or the picture is missing, so the save is not sent. */
export const requiredFieldsMissing = ({ event }: { event: ProfileSaveEvent }): boolean =>
  publicProfileRequiredFieldsToast({
    bio: event.required.bio ?? '',
    profilePictureUrl: event.required.profilePictureUrl ?? '',
  }) !== null;

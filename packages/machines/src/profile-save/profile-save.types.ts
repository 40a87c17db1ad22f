// Public profile save (host-and-platform §2.9, §7.2, §8): context, events and the toast the save leaves behind.

/** What the save checks before sending: the two required fields (PRF-028). */
export interface ProfileSaveRequired {
  bio: string | null | undefined;
  profilePictureUrl: string | null | undefined;
}

/** The toast a save attempt ends with: the missing fields, the success, or the failure. */
export interface ProfileSaveNotice {
  title: string;
  description?: string;
  tone: 'success' | 'danger';
}

export interface ProfileSaveContext {
  /** The latest attempt's toast, null before the first. */
  notice: ProfileSaveNotice | null;
}

export type ProfileSaveEvent = { type: 'profile.save'; required: ProfileSaveRequired };

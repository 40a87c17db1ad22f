// Public host profile rules: display name, social channel cleaning, pronouns, validation and image upload (PRF).
import { type Decision, allow, deny } from '../shared/errors.js';
import type { FieldErrors } from '../shared/errors.js';
import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  PROFILE_PICTURE_MAX_IMAGES,
} from './host.constants.js';
import { HOST_SOCIAL_CHANNEL_KEYS, type HostSocialChannels } from './host.schema.js';

/** The name shown for a host: the display name, else first and last name (PRF-003). */
export function hostDisplayName(host: {
  displayName?: string | undefined;
  firstName?: string;
  lastName?: string;
}): string {
  const display = host.displayName?.trim();
  if (display) return display;
  return [host.firstName?.trim(), host.lastName?.trim()].filter(Boolean).join(' ');
}

/** A social handle with every whitespace character and a leading '@' removed (PRF-023). */
export function sanitizeSocialHandle(handle: string): string {
  return handle.replace(/\s+/g, '').replace(/^@+/, '');
}

/** The personal site with https:// in front unless it already has an http(s) scheme (PRF-022). */
export function normalizePersonalSite(site: string): string {
  const trimmed = site.replace(/\s+/g, '');
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Whether a personal site, once prefixed, is a valid web URL with a dotted host name (PRF-022, ONB-020). */
export function isValidPersonalSite(site: string): boolean {
  return WEB_URL.test(normalizePersonalSite(site));
}
const WEB_URL = /^https?:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The channels with the empty ones removed, as submitted (PRF-004). */
export function stripEmptySocialChannels(channels: HostSocialChannels): HostSocialChannels {
  const out: HostSocialChannels = {};
  for (const key of HOST_SOCIAL_CHANNEL_KEYS) {
    const value = channels[key];
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** The channels as submitted: handles sanitised, the site prefixed, empty ones stripped (PRF-004, PRF-022, PRF-023). */
export function cleanSocialChannels(channels: HostSocialChannels): HostSocialChannels {
  const out: HostSocialChannels = {};
  for (const key of HOST_SOCIAL_CHANNEL_KEYS) {
    const value = channels[key];
    if (value === undefined) continue;
    out[key] = key === 'personalSite' ? normalizePersonalSite(value) : sanitizeSocialHandle(value);
  }
  return stripEmptySocialChannels(out);
}

/** Whether at least one social channel holds a non-blank value (PRF-021, ONB-019). */
export function hasNonEmptySocialChannel(channels: HostSocialChannels): boolean {
  return HOST_SOCIAL_CHANNEL_KEYS.some((k) => (channels[k] ?? '').trim() !== '');
}

/** Whether the pronoun entry can be added: not blank (PRF-013). */
export function canAddPronoun(entry: string): boolean {
  return entry.trim() !== '';
}

/** The pronoun list after adding an entry: trimmed, blank and duplicate (case-insensitive) entries not added (PRF-014). */
export function addPronoun(pronouns: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (value === '' || pronouns.some((p) => p.trim().toLowerCase() === value.toLowerCase())) return [...pronouns];
  return [...pronouns, value];
}

/** The fields of the public profile form that validation looks at. */
export interface PublicProfileForm {
  bio?: string | undefined;
  profilePictureUrl?: string | undefined;
  interests: readonly unknown[];
  socialChannels: HostSocialChannels;
}

/** Validation of the public profile form, keyed by field, with the spec's messages (PRF-016..022). */
export function validatePublicProfileForm(form: PublicProfileForm): FieldErrors {
  const errors: FieldErrors = {};
  const bio = form.bio?.trim() ?? '';
  const picture = form.profilePictureUrl?.trim() ?? '';
  if (bio === '' && picture === '') {
    errors.bio = PROFILE_MESSAGES.bioAndPhotoRequired;
    errors.profilePictureUrl = PROFILE_MESSAGES.bioAndPhotoRequired;
  } else if (bio === '') errors.bio = PROFILE_MESSAGES.bioRequired;
  else if (picture === '') errors.profilePictureUrl = PROFILE_MESSAGES.pictureRequired;
  if ((form.bio ?? '').length > PROFILE_BIO_MAX_LENGTH) errors.bio = PROFILE_MESSAGES.bioTooLong;
  if (form.interests.length < 1) errors.interests = PROFILE_MESSAGES.interestRequired;
  if (!hasNonEmptySocialChannel(form.socialChannels)) errors.socialChannels = PROFILE_MESSAGES.socialChannelRequired;
  const site = form.socialChannels.personalSite ?? '';
  if (site.trim() !== '' && !isValidPersonalSite(site)) errors.personalSite = PROFILE_MESSAGES.personalSiteInvalid;
  return errors;
}

/** The 'Required Fields are Missing' toast for a save without bio or picture, or null when both are set (PRF-028). */
export function publicProfileRequiredFieldsToast(form: Pick<PublicProfileForm, 'bio' | 'profilePictureUrl'>): {
  title: string;
  description: string;
} | null {
  const bioMissing = (form.bio?.trim() ?? '') === '';
  const pictureMissing = (form.profilePictureUrl?.trim() ?? '') === '';
  if (!bioMissing && !pictureMissing) return null;
  const description =
    bioMissing && pictureMissing
      ? PROFILE_MESSAGES.bioAndPhotoRequired
      : bioMissing
        ? PROFILE_MESSAGES.bioRequired
        : PROFILE_MESSAGES.pictureRequired;
  return { title: PROFILE_MESSAGES.requiredFieldsMissingTitle, description };
}

/** A file chosen for upload: its size in bytes and MIME type. */
interface ProfileImageCandidate {
  size: number;
  type: string;
}

/** Whether the chosen files may be uploaded as the profile picture: one image, at most 2 MB (PRF-024..026, ONB-023). */
export function profileImageUploadDecision(files: readonly ProfileImageCandidate[]): Decision {
  if (files.length !== PROFILE_PICTURE_MAX_IMAGES) return deny('single-image', PROFILE_MESSAGES.singleImage);
  const [file] = files as [ProfileImageCandidate];
  if (!file.type.toLowerCase().startsWith('image/')) return deny('not-an-image', PROFILE_MESSAGES.imageTypeInvalid);
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return deny('image-too-large', PROFILE_MESSAGES.imageTooLargeDescription);
  return allow();
}

/** The fields of the public profile editor, each edited on its own. */
export type PublicProfileField =
  | 'bio'
  | 'displayName'
  | 'interests'
  | 'languages'
  | 'country'
  | 'pronouns'
  | 'profilePictureUrl'
  | 'socialChannels';

/** Opening a field editor replaces any open one: one editor at a time (PRF-010). */
export function openPublicProfileFieldEditor<F extends PublicProfileField>(
  _openField: PublicProfileField | null,
  field: F,
): F {
  return field;
}

/**
 * Done on a field editor: the field is validated against the form; when valid the value is written back to the
 * form, else the field's message is returned and the form is unchanged (PRF-011).
 */
export function applyPublicProfileFieldEdit<F extends PublicProfileForm, K extends PublicProfileField & keyof F>(
  form: F,
  field: K,
  value: F[K],
): { ok: true; form: F } | { ok: false; error: string } {
  const next = { ...form, [field]: value } as F;
  const errors = validatePublicProfileForm(next);
  const error = field === 'socialChannels' ? (errors.socialChannels ?? errors.personalSite) : errors[field];
  return error ? { ok: false, error } : { ok: true, form: next };
}

/** Whether the Save bar is enabled: the form is dirty and not already saving (PRF-012). */
export function isPublicProfileSaveEnabled(state: { isDirty: boolean; isSaving?: boolean }): boolean {
  return state.isDirty && !state.isSaving;
}

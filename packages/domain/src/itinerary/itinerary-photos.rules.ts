// Itinerary photo uploads (§5: at most 10; §7 POST /api/me/files/new-upload-image): the types and size the API takes,
// and the messages shown when a file is refused. The portal checks before sending; the API checks the bytes again.
import { PROFILE_MESSAGES, PROFILE_PICTURE_MAX_IMAGES } from '../host/host.constants.js';
import { TRIP_DETAILS_MESSAGES, TRIP_PHOTOS_MAX } from '../workspace/workspace.constants.js';
import { ITINERARY_PHOTOS_MAX } from './itinerary.constants.js';

export const IMAGE_UPLOAD_PATH = '/api/me/files/new-upload-image';
/** The image types taken, by MIME type, with the file extension they are stored under. */
export const IMAGE_UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type ImageUploadType = keyof typeof IMAGE_UPLOAD_TYPES;
/** DECIDE: 5 MiB per image: a full-width photo compressed for the web is well under it; a camera original is not. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many images in any one upload (it bounds the request body): an itinerary holds no more (OPI-022). */
export const IMAGE_UPLOAD_MAX_FILES = ITINERARY_PHOTOS_MAX;

export const IMAGE_UPLOAD_MESSAGES = {
  /** DECIDE: the spec names the limits, not their messages. */
  notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  tooLarge: `Each image must be at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  tooMany: `An itinerary can have at most ${ITINERARY_PHOTOS_MAX} photos`,
  none: 'Choose at least one image',
} as const;

/** What an upload is for (HAP-036): the multipart field `purpose` names it, and it bounds how many images one call takes. */
export const IMAGE_UPLOAD_PURPOSES = ['itinerary-photos', 'trip-photos', 'profile-picture'] as const;
export type ImageUploadPurpose = (typeof IMAGE_UPLOAD_PURPOSES)[number];
/** DECIDE: an upload naming no purpose is for itinerary photos, the call's first user (OAP-012), so it keeps working. */
export const DEFAULT_IMAGE_UPLOAD_PURPOSE: ImageUploadPurpose = 'itinerary-photos';
/** The most images one upload takes, and the refusal past it, per purpose (§9: one profile picture, 10 trip photos). */
export const IMAGE_UPLOAD_LIMITS: Record<ImageUploadPurpose, { maxFiles: number; tooMany: string }> = {
  'itinerary-photos': { maxFiles: ITINERARY_PHOTOS_MAX, tooMany: IMAGE_UPLOAD_MESSAGES.tooMany },
  'trip-photos': { maxFiles: TRIP_PHOTOS_MAX, tooMany: TRIP_DETAILS_MESSAGES.tooManyPhotos },
  'profile-picture': { maxFiles: PROFILE_PICTURE_MAX_IMAGES, tooMany: PROFILE_MESSAGES.singleImage },
};

/**
 * Why a file cannot be uploaded as an image (by its declared type and size), or null when it can. The type is looked
 * up among the table's own keys: `in` would also take an Object property's name ('toString', 'constructor').
 */
export function imageUploadRefusal(file: { type: string; size: number }): string | null {
  if (!Object.hasOwn(IMAGE_UPLOAD_TYPES, file.type)) return IMAGE_UPLOAD_MESSAGES.notAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The image type the bytes are, by their signature, or null: the declared type alone is the sender's word. */
export function sniffImageType(bytes: Uint8Array): ImageUploadType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

/** How many of `chosen` files fit beside `existing` photos (at most 10 in all). */
export function photosThatFit(existing: number, chosen: number): number {
  return Math.max(0, Math.min(chosen, ITINERARY_PHOTOS_MAX - existing));
}

// The photos field's rules apart from React: which chosen files may be sent (type, size, room left of the 10) and how
// uploaded urls join the list (the first photo is the hero until another is chosen).
import { IMAGE_UPLOAD_MESSAGES, imageUploadRefusal, photosThatFit } from '@caravan/domain';
import type { ReviewDetailsValues } from './review-details-form.js';

type Photo = ReviewDetailsValues['photos'][number];

/**
 * The chosen files when they fit the room left (`fits` their count) and each is an image the API takes, or the
 * message saying why none are sent (`tooMany` when they do not fit). Itinerary photos and service images share it.
 */
export function imagesToUpload<F extends { type: string; size: number }>(
  chosen: readonly F[],
  room: { fits: (count: number) => boolean; tooMany: string },
): { ok: true; files: F[] } | { ok: false; message: string } {
  if (chosen.length === 0) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.none };
  if (!room.fits(chosen.length)) return { ok: false, message: room.tooMany };
  for (const file of chosen) {
    const refusal = imageUploadRefusal(file);
    if (refusal) return { ok: false, message: refusal };
  }
  return { ok: true, files: [...chosen] };
}

/** The itinerary photos to upload beside `existing` ones (at most 10 in all, OPI-022), or why none are sent. */
export function photosToUpload<F extends { type: string; size: number }>(existing: number, chosen: readonly F[]) {
  return imagesToUpload(chosen, {
    fits: (count) => photosThatFit(existing, count) >= count,
    tooMany: IMAGE_UPLOAD_MESSAGES.tooMany,
  });
}

/** The photos with the uploaded urls added; with no hero yet, the first becomes it. */
export function withUploadedPhotos(photos: readonly Photo[], urls: readonly string[]): Photo[] {
  const hasHero = photos.some((p) => p.hero === true);
  return [...photos, ...urls.map((url, i) => ({ url, hero: !hasHero && i === 0 }))];
}

/** The photos without the one at `index`; a removed hero passes the role to the first left. */
export function withoutPhoto(photos: readonly Photo[], index: number): Photo[] {
  const left = photos.filter((_, i) => i !== index);
  if (photos[index]?.hero && left[0]) left[0] = { ...left[0], hero: true };
  return left;
}

// The photos field's rules apart from React: which chosen files may be sent (type, size, room left of the 10) and how
// uploaded urls join the list (the first photo is the hero until another is chosen).
import { IMAGE_UPLOAD_MESSAGES, imageUploadRefusal, photosThatFit } from '@caravan/domain';
import type { ReviewDetailsValues } from './review-details-form.js';

type Photo = ReviewDetailsValues['photos'][number];

/** The files to upload, or the message saying why none are sent. */
export function photosToUpload<F extends { type: string; size: number }>(
  existing: number,
  chosen: readonly F[],
): { ok: true; files: F[] } | { ok: false; message: string } {
  if (chosen.length === 0) return { ok: false, message: IMAGE_UPLOAD_MESSAGES.none };
  if (photosThatFit(existing, chosen.length) < chosen.length)
    return { ok: false, message: IMAGE_UPLOAD_MESSAGES.tooMany };
  for (const file of chosen) {
    const refusal = imageUploadRefusal(file);
    if (refusal) return { ok: false, message: refusal };
  }
  return { ok: true, files: [...chosen] };
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

// POST /api/me/files/new-upload-image (OAP-012): one or several images, each checked by its bytes (not its declared
// type) and size, at most as many at once as their purpose takes (HAP-036: one profile picture, 10 trip or itinerary
// photos); all are refused if one is (nothing half-stored), else stored and their urls given.
import {
  DEFAULT_IMAGE_UPLOAD_PURPOSE,
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  type ImageUploadPurpose,
  sniffImageType,
} from '@caravan/domain';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../errors/app-error.js';
import type { FileStore } from './file-store.js';

/** Where a stored file is read back. */
export const FILES_PATH = '/api/files';
/** A stored file's name: a uuid and one of the image extensions (the GET route accepts only this shape). */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

export async function uploadImages(
  store: FileStore,
  files: File[],
  purpose: ImageUploadPurpose = DEFAULT_IMAGE_UPLOAD_PURPOSE,
): Promise<string[]> {
  if (files.length === 0) throw badRequest(IMAGE_UPLOAD_MESSAGES.none, { files: IMAGE_UPLOAD_MESSAGES.none });
  const limit = IMAGE_UPLOAD_LIMITS[purpose];
  if (files.length > limit.maxFiles) throw badRequest(limit.tooMany, { files: limit.tooMany });
  const checked: { bytes: Uint8Array; ext: string }[] = [];
  for (const [i, file] of files.entries()) {
    if (file.size > IMAGE_UPLOAD_MAX_BYTES)
      throw badRequest(IMAGE_UPLOAD_MESSAGES.tooLarge, { [`files.${i}`]: IMAGE_UPLOAD_MESSAGES.tooLarge });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw badRequest(IMAGE_UPLOAD_MESSAGES.notAnImage, { [`files.${i}`]: IMAGE_UPLOAD_MESSAGES.notAnImage });
    checked.push({ bytes, ext: IMAGE_UPLOAD_TYPES[type] });
  }
  const urls: string[] = [];
  for (const { bytes, ext } of checked) {
    const name = `${randomUUID()}.${ext}`;
    await store.put(name, bytes);
    urls.push(`${FILES_PATH}/${name}`);
  }
  return urls;
}

/** The MIME type a stored name is served with. */
export function typeOfStoredName(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const found = Object.entries(IMAGE_UPLOAD_TYPES).find(([, e]) => e === ext);
  return found?.[0] ?? 'application/octet-stream';
}

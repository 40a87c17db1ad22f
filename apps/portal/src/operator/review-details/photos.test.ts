// The photos field's rules: what may be sent and how the list (and its hero) changes.
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { photosToUpload, withUploadedPhotos, withoutPhoto } from './photos.js';

const png = (size = 100) => ({ type: 'image/png', size });

describe('itinerary photos field', () => {
  it('[OPI-022] refuses what would take the itinerary past 10 photos', () => {
    expect(photosToUpload(9, [png()])).toEqual({ ok: true, files: [png()] });
    expect(photosToUpload(9, [png(), png()])).toEqual({ ok: false, message: IMAGE_UPLOAD_MESSAGES.tooMany });
    expect(
      photosToUpload(
        0,
        Array.from({ length: 11 }, () => png()),
      ),
    ).toMatchObject({ ok: false });
  });

  it('[OPI-022] refuses a non-image or an oversize file before sending it', () => {
    expect(photosToUpload(0, [{ type: 'application/pdf', size: 10 }])).toEqual({
      ok: false,
      message: IMAGE_UPLOAD_MESSAGES.notAnImage,
    });
    expect(photosToUpload(0, [png(IMAGE_UPLOAD_MAX_BYTES + 1)])).toEqual({
      ok: false,
      message: IMAGE_UPLOAD_MESSAGES.tooLarge,
    });
  });

  it('[OPI-022] the first photo is the hero; removing it passes the role on', () => {
    const photos = withUploadedPhotos([], ['/a', '/b']);
    expect(photos).toEqual([
      { url: '/a', hero: true },
      { url: '/b', hero: false },
    ]);
    expect(withUploadedPhotos(photos, ['/c'])[2]).toEqual({ url: '/c', hero: false });
    expect(withoutPhoto(photos, 0)).toEqual([{ url: '/b', hero: true }]);
  });
});

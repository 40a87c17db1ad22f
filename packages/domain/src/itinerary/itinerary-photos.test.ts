// Tests of the image upload rules: the refusal by declared type and size, the type read from the bytes, how many
// chosen photos fit, and the per-purpose limits (§5 at most 10 photos; §9 one profile picture).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_UPLOAD_PURPOSE,
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_FILES,
  IMAGE_UPLOAD_MESSAGES,
  imageUploadRefusal,
  photosThatFit,
  sniffImageType,
} from './itinerary-photos.rules.js';
import { itineraryInternalEventTypes } from './itinerary.events.js';

const MiB = 1024 * 1024;

describe('image upload refusal', () => {
  it('takes JPEG, PNG, WebP and GIF up to 5 MB, size included', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(imageUploadRefusal({ type, size: 5 * MiB })).toBeNull();
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(5 * MiB);
  });

  it('refuses a file one byte over 5 MB with the size message', () => {
    expect(imageUploadRefusal({ type: 'image/png', size: 5 * MiB + 1 })).toBe('Each image must be at most 5 MB');
  });

  it("refuses any other type, an Object property's name included, with the type message", () => {
    for (const type of ['image/svg+xml', 'application/pdf', '', 'IMAGE/PNG', 'toString', 'constructor'])
      expect(imageUploadRefusal({ type, size: 10 })).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    expect(imageUploadRefusal({ type: 'text/plain', size: 6 * MiB })).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });

  it('[OPI-022] the messages name the limits', () => {
    expect(IMAGE_UPLOAD_MESSAGES).toEqual({
      notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      tooLarge: 'Each image must be at most 5 MB',
      tooMany: 'An itinerary can have at most 10 photos',
      none: 'Choose at least one image',
    });
  });
});

describe('image type by signature', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  const webp = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

  it('reads each type from its first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(sniffImageType(bytes(...webp))).toBe('image/webp');
  });

  it('needs every byte of a signature: one byte changed anywhere is no image', () => {
    const signatures = [
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0x47, 0x49, 0x46, 0x38],
      webp,
    ];
    for (const sig of signatures)
      sig.forEach((b, i) => {
        // A RIFF file's size bytes (4..7) are not part of the WebP signature.
        if (sig === webp && i >= 4 && i < 8) return;
        const changed = [...sig];
        changed[i] = (b + 1) & 0xff;
        expect(sniffImageType(bytes(...changed)), `signature ${sig} byte ${i}`).toBeNull();
      });
  });

  it('a RIFF file that is not WebP, a cut signature and no bytes at all are no image', () => {
    expect(sniffImageType(bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('photos that fit', () => {
  it('[OPI-022] as many chosen as fit beside the existing ones, at most 10 in all, never fewer than none', () => {
    expect(photosThatFit(0, 3)).toBe(3);
    expect(photosThatFit(7, 3)).toBe(3);
    expect(photosThatFit(8, 3)).toBe(2);
    expect(photosThatFit(10, 1)).toBe(0);
    expect(photosThatFit(12, 1)).toBe(0);
    fc.assert(
      fc.property(fc.nat(15), fc.nat(15), (existing, chosen) => {
        const fit = photosThatFit(existing, chosen);
        expect(fit).toBe(Math.max(0, Math.min(chosen, 10 - existing)));
      }),
    );
  });
});

describe('upload limits per purpose', () => {
  it('[OPI-022] itinerary and trip photos take 10 at a time, a profile picture one', () => {
    expect(IMAGE_UPLOAD_MAX_FILES).toBe(10);
    expect(DEFAULT_IMAGE_UPLOAD_PURPOSE).toBe('itinerary-photos');
    expect(IMAGE_UPLOAD_LIMITS).toEqual({
      'itinerary-photos': { maxFiles: 10, tooMany: 'An itinerary can have at most 10 photos' },
      'trip-photos': { maxFiles: 10, tooMany: 'A trip can have at most 10 photos' },
      'profile-picture': { maxFiles: 1, tooMany: 'Choose one image' },
    });
  });
});

describe('itinerary events', () => {
  it('the one internal event type, which the API refuses from a request', () => {
    expect(itineraryInternalEventTypes).toEqual(['itinerary.synced']);
  });
});

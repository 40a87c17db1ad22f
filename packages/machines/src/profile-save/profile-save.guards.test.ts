// The profile save's guard on its own: a bio or picture the form never filled (null or absent) is missing (PRF-028).
import { describe, expect, it } from 'vitest';
import { requiredFieldsMissing } from './profile-save.guards.js';

const save = (bio: string | null | undefined, profilePictureUrl: string | null | undefined) =>
  requiredFieldsMissing({ event: { type: 'profile.save', required: { bio, profilePictureUrl } } });

describe('profile save guard', () => {
  it('[PRF-028] a bio or picture left null or absent is missing; both filled is not', () => {
    expect(save('I lead food trips.', '/hana.jpg')).toBe(false);
    expect(save(null, '/hana.jpg')).toBe(true);
    expect(save(undefined, '/hana.jpg')).toBe(true);
    expect(save('I lead food trips.', null)).toBe(true);
    expect(save('I lead food trips.', undefined)).toBe(true);
  });
});

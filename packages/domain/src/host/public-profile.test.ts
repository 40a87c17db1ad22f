// Tests of the public host profile entity and its rules (PRF).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_PICTURE_SIZE_PX } from './host.constants.js';
import { hostPublicProfileSchema, hostRecordSchema } from './host.schema.js';
import {
  type PublicProfileForm,
  addPronoun,
  applyPublicProfileFieldEdit,
  isPublicProfileSaveEnabled,
  openPublicProfileFieldEditor,
  canAddPronoun,
  cleanSocialChannels,
  hostDisplayName,
  isValidPersonalSite,
  normalizePersonalSite,
  profileImageUploadDecision,
  publicProfileRequiredFieldsToast,
  sanitizeSocialHandle,
  stripEmptySocialChannels,
  validatePublicProfileForm,
} from './public-profile.rules.js';

const validForm: PublicProfileForm = {
  bio: 'I lead food trips.',
  profilePictureUrl: 'https://cdn.example.com/me.jpg',
  interests: [{ _id: 'i1' }],
  socialChannels: { instagram: 'me' },
};

describe('public profile entity', () => {
  it('[PRF-001] has bio (max 350), displayName, interests, languages, country, pronouns, picture and socialChannels', () => {
    const profile = hostPublicProfileSchema.parse({
      bio: 'Hi',
      displayName: 'Ana T.',
      interests: [{ _id: 'i1', name: 'Food', icon: 'fork', colour: '#f00' }],
      languages: [{ name: 'English', code: 'en' }],
      country: { name: 'Mexico', code: 'MX' },
      pronouns: ['she/her'],
      profilePictureUrl: 'https://x.io/p.jpg',
      socialChannels: { facebook: 'f', instagram: 'i', tiktok: 't', youtube: 'y', personalSite: 'https://a.io' },
    });
    expect(profile.interests[0]).toEqual({ _id: 'i1', name: 'Food', icon: 'fork', colour: '#f00' });
    expect(profile.socialChannels.personalSite).toBe('https://a.io');
    expect(hostPublicProfileSchema.parse({})).toEqual({
      interests: [],
      languages: [],
      pronouns: [],
      socialChannels: {},
    });
    const tooLong = hostPublicProfileSchema.safeParse({ bio: 'x'.repeat(351) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Maximum 350 characters allowed');
    expect(hostPublicProfileSchema.safeParse({ bio: 'x'.repeat(350) }).success).toBe(true);
  });

  it('[PRF-002] the host record adds _id, pagePath, names, status, active, level, email and onboardingCompleted', () => {
    const host = hostRecordSchema.parse({
      _id: 'h1',
      pagePath: 'ana',
      firstName: 'Ana',
      lastName: 'Torres',
      status: 'ready_to_qualify',
      active: true,
      level: 'ONE',
      email: 'ana@example.com',
      onboardingCompleted: true,
    });
    expect(host).toMatchObject({ _id: 'h1', status: 'ready-to-qualify', level: 1, onboardingCompleted: true });
    const minimal = hostRecordSchema.parse({ _id: 'h2', email: 'b@example.com' });
    expect(minimal).toMatchObject({ status: 'created', active: true, level: 0, onboardingCompleted: false });
    expect(hostRecordSchema.safeParse({ _id: 'h3', email: 'nope' }).success).toBe(false);
  });

  it('[PRF-003] first and last name are the display fallback', () => {
    expect(hostDisplayName({ displayName: 'Chef Ana', firstName: 'Ana', lastName: 'Torres' })).toBe('Chef Ana');
    expect(hostDisplayName({ displayName: '  ', firstName: 'Ana', lastName: 'Torres' })).toBe('Ana Torres');
    expect(hostDisplayName({ firstName: 'Ana', lastName: '' })).toBe('Ana');
    expect(hostDisplayName({ firstName: ' Ana ', lastName: ' Torres ' })).toBe('Ana Torres');
    expect(hostDisplayName({ lastName: 'Torres' })).toBe('Torres');
    expect(hostDisplayName({ firstName: 'Ana' })).toBe('Ana');
    expect(hostDisplayName({})).toBe('');
  });
});

describe('social channels', () => {
  it('[PRF-004] empty social channels are stripped before submit', () => {
    expect(stripEmptySocialChannels({ instagram: 'ana', tiktok: '', youtube: '   ', facebook: 'fb' })).toEqual({
      instagram: 'ana',
      facebook: 'fb',
    });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('facebook', 'instagram', 'tiktok', 'youtube'), fc.string()), (ch) => {
        for (const v of Object.values(stripEmptySocialChannels(ch))) expect(v?.trim()).not.toBe('');
      }),
    );
  });

  it('[PRF-022] the personal site is prefixed with https:// and validated as a URL', () => {
    expect(normalizePersonalSite('ana.travel')).toBe('https://ana.travel');
    expect(normalizePersonalSite('https://ana.travel/trips')).toBe('https://ana.travel/trips');
    expect(normalizePersonalSite('http://ana.travel')).toBe('http://ana.travel');
    expect(normalizePersonalSite('HTTPS://Ana.travel')).toBe('HTTPS://Ana.travel');
    expect(normalizePersonalSite(' ana . travel ')).toBe('https://ana.travel');
    expect(normalizePersonalSite('   ')).toBe('');
    expect(normalizePersonalSite('')).toBe('');
    // Only a scheme at the start counts: a URL inside the text still gets its prefix.
    expect(normalizePersonalSite('ana.travel/?next=https://x.io')).toBe('https://ana.travel/?next=https://x.io');
    expect(isValidPersonalSite('ana.travel')).toBe(true);
    expect(isValidPersonalSite('not a site')).toBe(false);
    expect(isValidPersonalSite('localhost')).toBe(false);
    expect(
      validatePublicProfileForm({ ...validForm, socialChannels: { instagram: 'a', personalSite: 'nope' } })
        .personalSite,
    ).toBe(PROFILE_MESSAGES.personalSiteInvalid);
    expect(cleanSocialChannels({ personalSite: 'ana.travel' })).toEqual({ personalSite: 'https://ana.travel' });
  });

  it('[PRF-023] handles are sanitised and whitespace removed', () => {
    expect(sanitizeSocialHandle(' @ana  torres ')).toBe('anatorres');
    // Every leading '@' goes, an '@' inside the handle stays; tabs and line breaks are whitespace too.
    expect(sanitizeSocialHandle('@@ana@home')).toBe('ana@home');
    expect(sanitizeSocialHandle('ana@home')).toBe('ana@home');
    expect(sanitizeSocialHandle('\tana\n torres')).toBe('anatorres');
    expect(cleanSocialChannels({ instagram: ' @ana ', tiktok: '  ' })).toEqual({ instagram: 'ana' });
    fc.assert(
      fc.property(fc.string(), (h) => {
        expect(sanitizeSocialHandle(h)).not.toMatch(/\s/);
      }),
    );
  });
});

describe('pronouns', () => {
  it('[PRF-013] Add is disabled when the pronoun entry is empty', () => {
    expect(canAddPronoun('')).toBe(false);
    expect(canAddPronoun('   ')).toBe(false);
    expect(canAddPronoun('they')).toBe(true);
  });

  it('[PRF-014] a pronoun is trimmed before it is added and duplicates are not added', () => {
    expect(addPronoun([], '  she/her ')).toEqual(['she/her']);
    expect(addPronoun(['she/her'], 'she/her')).toEqual(['she/her']);
    expect(addPronoun(['she/her'], ' She/Her ')).toEqual(['she/her']);
    expect(addPronoun(['she/her'], 'they/them')).toEqual(['she/her', 'they/them']);
    expect(addPronoun(['she/her'], '   ')).toEqual(['she/her']);
    // A stored entry with blanks around it is the same pronoun.
    expect(addPronoun([' she/her '], 'she/her')).toEqual([' she/her ']);
    fc.assert(
      fc.property(fc.array(fc.string()), (entries) => {
        const list = entries.reduce<string[]>((acc, e) => addPronoun(acc, e), []);
        expect(new Set(list.map((p) => p.toLowerCase())).size).toBe(list.length);
        for (const p of list) expect(p).toBe(p.trim());
      }),
    );
  });
});

describe('public profile validation', () => {
  it('[PRF-016] the bio is required', () => {
    expect(validatePublicProfileForm({ ...validForm, bio: '  ' }).bio).toBe('Bio is required');
    expect(validatePublicProfileForm(validForm)).toEqual({});
    expect(validatePublicProfileForm({ ...validForm, bio: undefined }).bio).toBe('Bio is required');
    expect(validatePublicProfileForm({ ...validForm, profilePictureUrl: undefined }).profilePictureUrl).toBe(
      'Profile photo is required',
    );
    expect(validatePublicProfileForm({ ...validForm, profilePictureUrl: '  ' }).profilePictureUrl).toBe(
      'Profile photo is required',
    );
  });

  it("[PRF-017] a missing bio and photo give 'Bio and profile photo are required'", () => {
    const errors = validatePublicProfileForm({ ...validForm, bio: '', profilePictureUrl: undefined });
    expect(errors.bio).toBe('Bio and profile photo are required');
    expect(errors.profilePictureUrl).toBe('Bio and profile photo are required');
  });

  it('[PRF-018] the bio is at most 350 characters', () => {
    expect(validatePublicProfileForm({ ...validForm, bio: 'a'.repeat(350) }).bio).toBeUndefined();
    expect(validatePublicProfileForm({ ...validForm, bio: 'a'.repeat(351) }).bio).toBe(
      'Maximum 350 characters allowed',
    );
  });

  it("[PRF-019] at least one interest is required: 'At least one interest is required'", () => {
    expect(validatePublicProfileForm({ ...validForm, interests: [] }).interests).toBe(
      'At least one interest is required',
    );
  });

  it('[PRF-022] a blank personal site is no site: only the channel rule applies', () => {
    const blankSite = { ...validForm, socialChannels: { instagram: 'ana', personalSite: '   ' } };
    expect(validatePublicProfileForm(blankSite)).toEqual({});
  });

  it('[PRF-020] the profile picture is required', () => {
    expect(validatePublicProfileForm({ ...validForm, profilePictureUrl: '' }).profilePictureUrl).toBe(
      'Profile photo is required',
    );
  });

  it("[PRF-021] at least one non-empty social channel: 'At least one social channel is required'", () => {
    expect(
      validatePublicProfileForm({ ...validForm, socialChannels: { instagram: ' ', tiktok: '' } }).socialChannels,
    ).toBe('At least one social channel is required');
    expect(
      validatePublicProfileForm({ ...validForm, socialChannels: { youtube: 'ana' } }).socialChannels,
    ).toBeUndefined();
  });

  it("[PRF-028] a save missing bio or picture shows 'Required Fields are Missing' with the message", () => {
    expect(publicProfileRequiredFieldsToast({ bio: '', profilePictureUrl: 'x' })).toEqual({
      title: 'Required Fields are Missing',
      description: 'Bio is required',
    });
    expect(publicProfileRequiredFieldsToast({})).toEqual({
      title: 'Required Fields are Missing',
      description: 'Bio and profile photo are required',
    });
    expect(publicProfileRequiredFieldsToast({ bio: 'b', profilePictureUrl: 'p' })).toBeNull();
    expect(publicProfileRequiredFieldsToast({ bio: 'b', profilePictureUrl: '  ' })?.description).toBe(
      'Profile photo is required',
    );
  });
});

describe('profile image upload', () => {
  it("[PRF-024] an image over 2 MB is refused with 'Image size is too large' / 'Image must be under 2mb.'", () => {
    expect(profileImageUploadDecision([{ size: 2 * 1024 * 1024, type: 'image/png' }])).toEqual({ ok: true });
    expect(profileImageUploadDecision([{ size: 2 * 1024 * 1024 + 1, type: 'image/png' }])).toEqual({
      ok: false,
      code: 'image-too-large',
      reason: 'Image must be under 2mb.',
    });
  });

  it('[PRF-025] only image files can be uploaded', () => {
    expect(profileImageUploadDecision([{ size: 10, type: 'application/pdf' }])).toMatchObject({
      ok: false,
      code: 'not-an-image',
    });
    expect(profileImageUploadDecision([{ size: 10, type: 'image/jpeg' }]).ok).toBe(true);
  });

  it('[PRF-026] the profile picture is a single image', () => {
    const img = { size: 10, type: 'image/jpeg' };
    expect(profileImageUploadDecision([img, img])).toMatchObject({ ok: false, code: 'single-image' });
    expect(profileImageUploadDecision([])).toMatchObject({ ok: false, code: 'single-image' });
  });
});

describe('profile editor', () => {
  it('[PRF-010] only one field editor is open at a time', () => {
    expect(openPublicProfileFieldEditor(null, 'bio')).toBe('bio');
    expect(openPublicProfileFieldEditor('bio', 'pronouns')).toBe('pronouns');
  });

  it('[PRF-011] Done validates the field and writes the value back to the form', () => {
    const ok = applyPublicProfileFieldEdit(validForm, 'bio', 'New bio');
    expect(ok).toEqual({ ok: true, form: { ...validForm, bio: 'New bio' } });
    expect(applyPublicProfileFieldEdit(validForm, 'bio', 'x'.repeat(351))).toEqual({
      ok: false,
      error: 'Maximum 350 characters allowed',
    });
    expect(applyPublicProfileFieldEdit(validForm, 'socialChannels', { personalSite: 'bad site' })).toEqual({
      ok: false,
      error: 'Enter a valid URL',
    });
    expect(applyPublicProfileFieldEdit(validForm, 'interests', [])).toEqual({
      ok: false,
      error: 'At least one interest is required',
    });
  });

  it('[PRF-012] the Save bar is enabled only when the form is dirty', () => {
    expect(isPublicProfileSaveEnabled({ isDirty: false })).toBe(false);
    expect(isPublicProfileSaveEnabled({ isDirty: true })).toBe(true);
    expect(isPublicProfileSaveEnabled({ isDirty: true, isSaving: true })).toBe(false);
  });
});

// Texts and a size no domain rule reads yet (the profile editor's machine and screen): the behaviour test comes with
// the screen.
describe('spec values', () => {
  it.each([
    [
      '[PRF-027] [PRF-029] the save messages',
      [PROFILE_MESSAGES.saveFailed, PROFILE_MESSAGES.saveFailedTitle, PROFILE_MESSAGES.saveSucceeded],
      ['Profile form failed to save.', 'Error', 'Your public host profile was updated successfully.'],
    ],
    ['[PRF-024] the image too large title', PROFILE_MESSAGES.imageTooLargeTitle, 'Image size is too large'],
    ['[PRF-015] the profile picture size (px)', PROFILE_PICTURE_SIZE_PX, 520],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});

// Tests of onboarding visibility, steps, validation, social connection and submission (ONB).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOST_STATUSES } from './host.constants.js';
import {
  buildOnboardingSubmission,
  canAdvanceOnboardingStep,
  isOnboardingBioNextEnabled,
  isSocialPlatformDisabled,
  onboardingNextTarget,
  shouldShowOnboarding,
  socialConnectErrorToast,
  validateOnboardingBio,
  validateOnboardingInterests,
  validateOnboardingSocials,
  validateOnboardingStep,
} from './onboarding.rules.js';
import {
  ONBOARDING_STEPPER_STEPS,
  ONBOARDING_STEPS,
  SOCIAL_CONNECT_PLATFORMS,
  SOCIAL_CONNECTION_STATES,
  onboardingDataSchema,
  onboardingPersonalSiteSchema,
  socialConnectResponseSchema,
} from './onboarding.schema.js';
import { profileImageUploadDecision } from './public-profile.rules.js';

const data = (over: object = {}) => onboardingDataSchema.parse(over);

describe('onboarding visibility and steps', () => {
  it('[ONB-001] a host created..qualified and not onboarded sees onboarding', () => {
    for (const status of ['created', 'ready-to-qualify', 'qualifying', 'qualified'] as const) {
      expect(shouldShowOnboarding({ status, onboardingCompleted: false })).toBe(true);
      expect(shouldShowOnboarding({ status, onboardingCompleted: true })).toBe(false);
    }
    for (const status of ['planning', 'launched', 'confirmed', 'renewed'] as const)
      expect(shouldShowOnboarding({ status, onboardingCompleted: false })).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...HOST_STATUSES), (status) => {
        expect(shouldShowOnboarding({ status, onboardingCompleted: true })).toBe(false);
      }),
    );
  });

  it('[ONB-005] [ONB-007] Congrats is never reached: after Bio the flow sends the host to /', () => {
    expect(onboardingNextTarget('Welcome')).toEqual({ step: 'Interests' });
    expect(onboardingNextTarget('Interests')).toEqual({ step: 'Socials' });
    expect(onboardingNextTarget('Socials')).toEqual({ step: 'Bio' });
    expect(onboardingNextTarget('Bio')).toEqual({ navigate: '/' });
    for (const s of ONBOARDING_STEPS) expect(onboardingNextTarget(s)).not.toEqual({ step: 'Congrats' });
    expect(onboardingNextTarget('Congrats')).toEqual({ navigate: '/' });
  });

  it('[ONB-006] Welcome and Congrats have nothing to validate; each other step its own fields', () => {
    const empty = { ...data({ isManualConnect: true }), bio: 'a'.repeat(351) };
    expect(validateOnboardingStep('Welcome', empty)).toEqual({});
    expect(validateOnboardingStep('Congrats', empty)).toEqual({});
    expect(validateOnboardingStep('Interests', empty)).toEqual({
      categoryInterests: 'At least one interest is required',
    });
    expect(validateOnboardingStep('Socials', empty)).toEqual({
      socialChannels: 'At least one social media account is required',
    });
    expect(validateOnboardingStep('Bio', empty)).toEqual({ bio: 'Maximum 350 characters allowed' });
    expect(validateOnboardingStep('Bio', data())).toEqual({});
  });

  it('[ONB-006] a step advances only when it validates', () => {
    expect(canAdvanceOnboardingStep('Welcome', data())).toBe(true);
    expect(canAdvanceOnboardingStep('Interests', data())).toBe(false);
    expect(canAdvanceOnboardingStep('Interests', data({ categoryInterests: ['c1'] }))).toBe(true);
    expect(canAdvanceOnboardingStep('Socials', data({ isManualConnect: true }))).toBe(false);
    expect(canAdvanceOnboardingStep('Bio', data({ bio: 'ok' }))).toBe(true);
  });

  it("[ONB-022] the step rule holds Bio until a bio is there: a blank one is for 'Skip and Complete'", () => {
    expect(canAdvanceOnboardingStep('Bio', data())).toBe(false);
    expect(canAdvanceOnboardingStep('Bio', data({ bio: '  ' }))).toBe(false);
    expect(canAdvanceOnboardingStep('Bio', data({ bio: 'x'.repeat(350) }))).toBe(true);
  });
});

describe('onboarding entities', () => {
  it('[ONB-010] onboarding data has categoryInterests, pagePath, socialChannels, socialEngagementUserId, isManualConnect, bio and profilePictureUrl', () => {
    expect(data()).toEqual({ categoryInterests: [], socialChannels: {}, isManualConnect: false });
    const full = data({
      categoryInterests: ['c1'],
      pagePath: 'ana',
      socialChannels: { instagram: 'ana' },
      socialEngagementUserId: 'u1',
      isManualConnect: true,
      bio: 'Hello',
      profilePictureUrl: 'https://x.io/p.png',
    });
    expect(full.pagePath).toBe('ana');
    expect(full.socialEngagementUserId).toBe('u1');
  });

  it('[ONB-011] a connect response has token {token}, socialEngagementUserId and channel ids per platform', () => {
    const r = socialConnectResponseSchema.parse({
      token: { token: 'sdk-token' },
      socialEngagementUserId: 'u1',
      socialEngagementChannelIds: { instagram: 'ig-1', youtube: 'yt-1' },
    });
    expect(r.token.token).toBe('sdk-token');
    expect(r.socialEngagementChannelIds.instagram).toBe('ig-1');
    expect(
      socialConnectResponseSchema.safeParse({
        token: 'flat',
        socialEngagementUserId: 'u1',
        socialEngagementChannelIds: {},
      }).success,
    ).toBe(false);
  });
});

describe('social connection', () => {
  it('[ONB-013] while one platform connects the others are disabled', () => {
    const states = { instagram: 'in-process', tiktok: 'idle' } as const;
    expect(isSocialPlatformDisabled(states, 'tiktok')).toBe(true);
    expect(isSocialPlatformDisabled(states, 'instagram')).toBe(false);
    expect(isSocialPlatformDisabled({ instagram: 'idle', youtube: 'idle' }, 'youtube')).toBe(false);
    expect(isSocialPlatformDisabled({ facebook: 'initializing-sdk' }, 'youtube')).toBe(true);
    // A platform whose state was cleared (a spread with undefined, which the type does not show) is not connecting.
    const cleared = { facebook: undefined } as unknown as Parameters<typeof isSocialPlatformDisabled>[0];
    expect(isSocialPlatformDisabled(cleared, 'youtube')).toBe(false);
    expect(isSocialPlatformDisabled({}, 'youtube')).toBe(false);
  });

  it('[ONB-015] [ONB-025] SDK and user-data failures show the initialising error and switch to manual', () => {
    for (const code of ['failed-to-fetch-phyllo-user-data', 'failed-to-initialize-phyllo-sdk'] as const)
      expect(socialConnectErrorToast(code)).toEqual({
        title: 'Error initializing our social connection platform',
        description: 'Please try again or connect manually',
        switchToManual: true,
      });
  });

  it("[ONB-026] failed-to-connect-account shows 'Error connecting your account'", () => {
    expect(socialConnectErrorToast('failed-to-connect-account')).toEqual({
      title: 'Error connecting your account',
      description: 'Please try again or connect manually',
      switchToManual: false,
    });
  });
});

describe('onboarding validation', () => {
  it('[ONB-017] the Interests step requires at least 1 interest', () => {
    expect(validateOnboardingInterests({ categoryInterests: [] })).toEqual({
      categoryInterests: 'At least one interest is required',
    });
    expect(validateOnboardingInterests({ categoryInterests: ['c'] })).toEqual({});
  });

  it("[ONB-018] the Socials step needs one account: 'At least one social media account is required'", () => {
    expect(validateOnboardingSocials(data()).socialChannels).toBe('At least one social media account is required');
  });

  it('[ONB-019] manual mode needs a non-empty channel; connected mode a socialEngagementUserId', () => {
    expect(validateOnboardingSocials(data({ isManualConnect: true, socialChannels: { tiktok: '  ' } }))).toEqual({
      socialChannels: 'At least one social media account is required',
    });
    expect(validateOnboardingSocials(data({ isManualConnect: true, socialChannels: { tiktok: 'ana' } }))).toEqual({});
    expect(validateOnboardingSocials(data({ socialChannels: { tiktok: 'ana' } })).socialChannels).toBeDefined();
    expect(validateOnboardingSocials(data({ socialEngagementUserId: 'u1' }))).toEqual({});
    expect(validateOnboardingSocials(data({ socialEngagementUserId: '  ' }))).toEqual({
      socialChannels: 'At least one social media account is required',
    });
  });

  it('[ONB-020] the personal site is checked only in manual mode and only when filled', () => {
    const site = (personalSite: string, isManualConnect: boolean) =>
      validateOnboardingSocials(
        data({ isManualConnect, socialEngagementUserId: 'u1', socialChannels: { tiktok: 'ana', personalSite } }),
      );
    expect(site('bad site', false)).toEqual({});
    expect(site('   ', true)).toEqual({});
    expect(site('ana.travel', true)).toEqual({});
    expect(site('bad site', true)).toEqual({ personalSite: 'Enter a valid URL' });
  });

  it('[ONB-020] the personal site takes a host and is schema-checked', () => {
    expect(onboardingPersonalSiteSchema.safeParse('ana.travel').success).toBe(true);
    expect(onboardingPersonalSiteSchema.safeParse('ana travel').success).toBe(false);
    expect(
      validateOnboardingSocials(data({ isManualConnect: true, socialChannels: { personalSite: 'bad site' } }))
        .personalSite,
    ).toBe('Enter a valid URL');
  });

  it('[ONB-021] the bio is at most 350 characters', () => {
    expect(validateOnboardingBio('a'.repeat(350))).toEqual({});
    expect(validateOnboardingBio('a'.repeat(351))).toEqual({ bio: 'Maximum 350 characters allowed' });
    expect(onboardingDataSchema.safeParse({ bio: 'a'.repeat(351) }).success).toBe(false);
    expect(validateOnboardingBio(undefined)).toEqual({});
  });

  it('[ONB-022] Next on the Bio step is disabled when the bio is empty or invalid', () => {
    expect(isOnboardingBioNextEnabled('')).toBe(false);
    expect(isOnboardingBioNextEnabled('   ')).toBe(false);
    expect(isOnboardingBioNextEnabled('a'.repeat(351))).toBe(false);
    expect(isOnboardingBioNextEnabled('Hello')).toBe(true);
    expect(isOnboardingBioNextEnabled(undefined)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (bio) => {
        expect(isOnboardingBioNextEnabled(bio)).toBe(bio.trim() !== '' && bio.length <= 350);
      }),
    );
  });

  it('[ONB-023] the profile image accepts one image only', () => {
    const img = { size: 100, type: 'image/png' };
    expect(profileImageUploadDecision([img]).ok).toBe(true);
    expect(profileImageUploadDecision([img, img]).ok).toBe(false);
  });
});

describe('onboarding submission', () => {
  const d = data({
    categoryInterests: ['c1'],
    pagePath: 'ana',
    isManualConnect: true,
    socialChannels: { instagram: ' @ana ', tiktok: '' },
    bio: 'Hello there',
    profilePictureUrl: 'https://x.io/p.png',
  });

  it('[ONB-009] a skipped Bio step saves no bio', () => {
    expect(buildOnboardingSubmission('h1', d, { bioSkipped: true }).profile).toBeNull();
    expect(buildOnboardingSubmission('h1', d, { bioSkipped: false }).profile).toEqual({
      bio: 'Hello there',
      profilePictureUrl: 'https://x.io/p.png',
    });
    expect(buildOnboardingSubmission('h1', { ...d, bio: 'a'.repeat(351) }, { bioSkipped: false }).profile).toBeNull();
  });

  it('[ONB-009] the saved bio is trimmed, and a bio without a picture is saved alone', () => {
    const { profilePictureUrl: _, ...noPicture } = d;
    expect(
      buildOnboardingSubmission('h1', { ...noPicture, bio: '  Hi  ' }, { bioSkipped: false }).profile,
    ).toStrictEqual({
      bio: 'Hi',
    });
    expect(buildOnboardingSubmission('h1', { ...d, bio: '   ' }, { bioSkipped: false }).profile).toBeNull();
  });

  it('sends socialChannels in manual mode, else socialEngagementUserId', () => {
    expect(buildOnboardingSubmission('h1', d, { bioSkipped: true }).host).toEqual({
      _id: 'h1',
      categoryInterests: ['c1'],
      pagePath: 'ana',
      socialChannels: { instagram: 'ana' },
    });
    const connected = { ...d, isManualConnect: false, socialEngagementUserId: 'u9' };
    expect(buildOnboardingSubmission('h1', connected, { bioSkipped: true }).host).toEqual({
      _id: 'h1',
      categoryInterests: ['c1'],
      pagePath: 'ana',
      socialEngagementUserId: 'u9',
    });
  });

  it('leaves out a page path and a social engagement user that were never given', () => {
    const bare = data({ categoryInterests: ['c1'] });
    const { host } = buildOnboardingSubmission('h1', bare, { bioSkipped: true });
    expect(host).toEqual({ _id: 'h1', categoryInterests: ['c1'] });
    expect(Object.keys(host)).toEqual(['_id', 'categoryInterests']);
    // The saved interests are a copy: editing the form afterwards does not change what was sent.
    expect(host.categoryInterests).not.toBe(bare.categoryInterests);
  });
});

// The spec's lists of the onboarding flow, held against the spec's table (the onboarding machine's selectors read the
// stepper steps and the platforms).
describe("the spec's lists", () => {
  it.each([
    ['[ONB-004] the stepper steps', ONBOARDING_STEPPER_STEPS, ['Welcome', 'Interests', 'Socials', 'Bio']],
    ['[ONB-012] the connection states', SOCIAL_CONNECTION_STATES, ['idle', 'initializing-sdk', 'in-process']],
    [
      '[ONB-014] the SDK platforms (no personal site)',
      SOCIAL_CONNECT_PLATFORMS,
      ['instagram', 'tiktok', 'youtube', 'facebook'],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});

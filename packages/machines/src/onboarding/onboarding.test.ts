import {
  canAdvanceOnboardingStep,
  ONBOARDING_STEPS,
  onboardingDataSchema,
  SOCIAL_CONNECT_PLATFORMS,
  type SocialConnectPlatform,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { allStateNodes } from '../shared/diagram.js';
import { explainEvent } from '../shared/explain.js';
import { onboardingMachine } from './onboarding.machine.js';
import { onboardingModel } from './onboarding.model.js';
import {
  selectCanGoNext,
  selectIsManualConnect,
  selectOnboardingRedirect,
  selectOnboardingSaveError,
  selectOnboardingSubmitting,
  selectProviderWindowOpen,
  selectOnboardingStep,
  selectIsSocialConnected,
  selectSocialConnectionStates,
  selectSocialConnectToast,
  selectSocialPlatformDisabled,
  selectSocialPlatformsDisabled,
  selectStepErrors,
} from './onboarding.selectors.js';
import type { OnboardingEvent, OnboardingInput, OnboardingSubmission } from './onboarding.types.js';

const input: OnboardingInput = { hostId: 'host-1' };
const run = (events: OnboardingEvent[], from = initialTransition(onboardingMachine, input)[0]) =>
  events.reduce((s, e) => transition(onboardingMachine, s, e)[0], from);
const next = { type: 'onboarding.next' } as const;
const toSocials: OnboardingEvent[] = [next, { type: 'interests.toggle', id: 'hiking' }, next];
const sdkReady = {
  type: 'xstate.done.actor.initializeSocialSdk',
  output: { token: { token: 't' }, socialEngagementUserId: 'seu-1', socialEngagementChannelIds: {} },
} as unknown as OnboardingEvent;
const userFetched = {
  type: 'xstate.done.actor.fetchSocialUserData',
  output: { socialEngagementUserId: 'seu-1' },
} as unknown as OnboardingEvent;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(id) }) as unknown as OnboardingEvent;
const connect = (platform: SocialConnectPlatform = 'instagram') => ({ type: 'socials.connect', platform }) as const;
const toBio: OnboardingEvent[] = [
  ...toSocials,
  { type: 'socials.setManual', manual: true },
  { type: 'socials.changeChannel', channel: 'instagram', value: 'wanderer' },
  next,
];

describe('onboarding machine', () => {
  it('[ONB-006] an onboarding step advances only when the current step validates', () => {
    const interests = run([next]);
    expect(selectOnboardingStep(interests)).toBe('Interests');
    expect(selectCanGoNext(interests)).toBe(false);
    expect(explainEvent(interests, next)).toEqual({ allowed: false, reason: 'guard', guards: ['interestsValid'] });
    expect(selectStepErrors(interests)).toEqual({ categoryInterests: 'At least one interest is required' });
    expect(selectOnboardingStep(run([next], interests))).toBe('Interests');

    const socials = run(toSocials);
    expect(selectOnboardingStep(socials)).toBe('Socials');
    expect(socials.can(next)).toBe(false);
    expect(selectStepErrors(socials)).toEqual({ socialChannels: 'At least one social media account is required' });

    const bio = run(toBio);
    expect(selectOnboardingStep(bio)).toBe('Bio');
    // ONB-022: a blank bio does not submit by Next (Skip and Complete does).
    expect(bio.can(next)).toBe(false);
    expect(run([{ type: 'bio.change', bio: '   ' }], bio).can(next)).toBe(false);
    const tooLong = run([{ type: 'bio.change', bio: 'x'.repeat(351) }], bio);
    expect(tooLong.can(next)).toBe(false);
    expect(run([{ type: 'bio.change', bio: 'x'.repeat(350) }], bio).can(next)).toBe(true);
  });

  it('the step guards agree with the domain rule canAdvanceOnboardingStep for any data', () => {
    const data = fc.record({
      categoryInterests: fc.array(fc.constantFrom('hiking', 'food', 'art'), { maxLength: 2 }),
      isManualConnect: fc.boolean(),
      socialChannels: fc.record({
        instagram: fc.constantFrom('', ' ', 'me'),
        personalSite: fc.constantFrom('', 'bad site', 'example.com'),
      }),
      socialEngagementUserId: fc.option(fc.constantFrom('', 'seu-1'), { nil: undefined }),
      bio: fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(data, (raw) => {
        const parsed = onboardingDataSchema.safeParse(raw);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const start = (state: 'interests' | 'socials' | 'bio') =>
          onboardingMachine.resolveState({
            value: state,
            context: { ...initialTransition(onboardingMachine, input)[0].context, data: parsed.data },
          });
        expect(start('interests').can(next)).toBe(canAdvanceOnboardingStep('Interests', parsed.data));
        expect(start('socials').can(next)).toBe(canAdvanceOnboardingStep('Socials', parsed.data));
        expect(start('bio').can(next)).toBe(canAdvanceOnboardingStep('Bio', parsed.data));
      }),
    );
  });

  it('[ONB-003] the machine walks the steps in the domain order Welcome, Interests, Socials, Bio', () => {
    const seen = [initialTransition(onboardingMachine, input)[0], run([next]), run(toSocials), run(toBio)].map(
      selectOnboardingStep,
    );
    expect(seen).toEqual(ONBOARDING_STEPS.slice(0, 4));
  });

  it('[ONB-005] the Congrats step is never reached: the flow ends by sending the host to /', () => {
    const ids = allStateNodes(onboardingMachine).map((n) => n.key.toLowerCase());
    expect(ids).not.toContain('congrats');
    const coverage = modelCoverage(onboardingModel);
    expect(coverage.reachedStates.some((id) => id.toLowerCase().includes('congrats'))).toBe(false);
    const done = run([
      ...toBio,
      { type: 'bio.skip' },
      { type: 'xstate.done.actor.submitOnboarding', output: {} } as never,
    ]);
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ navigateTo: '/' });
  });

  it('[ONB-007] the last onboarding step submits and then navigates to /', async () => {
    const submitted: OnboardingSubmission[] = [];
    const machine = onboardingMachine.provide({
      actors: {
        submitOnboarding: fromPromise<unknown, OnboardingSubmission>(async ({ input: s }) => {
          submitted.push(s);
          return { ok: true };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of [...toBio, { type: 'bio.change', bio: '  I lead slow trips.  ' } as const, next]) actor.send(e);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    // The page shows its spinner from the submit on, and keeps it once done (it is navigating away).
    expect(selectOnboardingSubmitting(run(toBio))).toBe(false);
    expect(selectOnboardingSubmitting(actor.getSnapshot())).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(selectOnboardingSubmitting(done)).toBe(true);
    expect(selectOnboardingRedirect(done)).toBe('/');
    expect(submitted).toEqual([
      {
        host: { _id: 'host-1', categoryInterests: ['hiking'], socialChannels: { instagram: 'wanderer' } },
        profile: { bio: 'I lead slow trips.' },
      },
    ]);
  });

  it("[ONB-008] [ONB-009] 'Skip and Complete' submits from Bio without saving the bio", async () => {
    let submitted: OnboardingSubmission | undefined;
    const machine = onboardingMachine.provide({
      actors: {
        submitOnboarding: fromPromise<unknown, OnboardingSubmission>(async ({ input: s }) => {
          submitted = s;
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of [...toBio, { type: 'bio.change', bio: 'draft' } as const, { type: 'bio.skip' } as const])
      actor.send(e);
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted?.profile).toBeNull();
  });

  it("[ONB-024] a failed host save returns to Bio with 'Error saving Host'", async () => {
    const machine = onboardingMachine.provide({
      actors: {
        submitOnboarding: fromPromise<unknown, OnboardingSubmission>(async () => Promise.reject(new Error('500'))),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of [...toBio, { type: 'bio.skip' } as const]) actor.send(e);
    const back = await waitFor(actor, (s) => s.matches('bio') && s.context.saveError !== null);
    expect(back.context.saveError).toBe('Error saving Host');
    expect(selectOnboardingSaveError(back)).toBe('Error saving Host');
    expect(selectOnboardingSubmitting(back)).toBe(false);
    expect(back.status).toBe('active');
  });

  it("[ONB-012] each social platform's connection state is idle, initializing-sdk or in-process", () => {
    const socials = run(toSocials);
    expect(Object.values(selectSocialConnectionStates(socials))).toEqual(SOCIAL_CONNECT_PLATFORMS.map(() => 'idle'));
    const initializing = run([connect('tiktok')], socials);
    expect(selectSocialConnectionStates(initializing)).toEqual({
      instagram: 'idle',
      tiktok: 'initializing-sdk',
      youtube: 'idle',
      facebook: 'idle',
    });
    const inProcess = run([sdkReady], initializing);
    expect(selectSocialConnectionStates(inProcess).tiktok).toBe('in-process');
    expect(inProcess.context.connectToken).toBe('t');
    const fetching = run([{ type: 'socials.accountConnected', platform: 'tiktok' }], inProcess);
    expect(selectSocialConnectionStates(fetching).tiktok).toBe('in-process');
    const connected = run([userFetched], fetching);
    expect(selectSocialConnectionStates(connected).tiktok).toBe('idle');
    expect(selectIsSocialConnected(connected)).toBe(true);
    expect(connected.context.data.socialEngagementUserId).toBe('seu-1');
    expect(connected.can(next)).toBe(true);
  });

  it('[ONB-013] while one platform is connecting, the other platforms are disabled', () => {
    const initializing = run([...toSocials, connect('youtube')]);
    expect(selectSocialPlatformDisabled(initializing, 'instagram')).toBe(true);
    expect(selectSocialPlatformDisabled(initializing, 'youtube')).toBe(false);
    expect(selectSocialPlatformsDisabled(initializing)).toEqual({
      instagram: true,
      tiktok: true,
      youtube: false,
      facebook: true,
    });
    expect(selectProviderWindowOpen(initializing)).toBe(false);
    expect(initializing.can(connect('instagram'))).toBe(false);
    const inProcess = run([sdkReady], initializing);
    expect(inProcess.can(connect('facebook'))).toBe(false);
    // The provider's window shows while the connection waits for the provider.
    expect(selectProviderWindowOpen(inProcess)).toBe(true);
    expect(
      run([{ type: 'socials.accountConnected', platform: 'facebook' }], inProcess).matches({
        socials: { inProcess: 'awaitingProvider' },
      }),
    ).toBe(true);
  });

  it('[ONB-015] a failed user-data fetch switches the Socials step to manual entry', () => {
    const fetching = run([
      ...toSocials,
      connect(),
      sdkReady,
      { type: 'socials.accountConnected', platform: 'instagram' },
    ]);
    expect(selectIsManualConnect(fetching)).toBe(false);
    const after = run([failed('fetchSocialUserData')], fetching);
    expect(after.matches({ socials: 'idle' })).toBe(true);
    expect(selectIsManualConnect(after)).toBe(true);
    expect(after.context.connectError).toBe('failed-to-fetch-phyllo-user-data');
    const reported = run([
      ...toSocials,
      connect(),
      sdkReady,
      { type: 'socials.error', code: 'failed-to-fetch-phyllo-user-data' },
    ]);
    expect(selectIsManualConnect(reported)).toBe(true);
  });

  it('[ONB-025] an SDK failure shows the platform error toast and switches to manual mode', () => {
    const after = run([...toSocials, connect(), failed('initializeSocialSdk')]);
    expect(after.matches({ socials: 'idle' })).toBe(true);
    expect(selectIsManualConnect(after)).toBe(true);
    expect(selectSocialConnectToast(after)).toEqual({
      title: 'Error initializing our social connection platform',
      description: 'Please try again or connect manually',
      switchToManual: true,
    });
  });

  it("[ONB-026] a failed account connect shows 'Error connecting your account' and stays in connect mode", () => {
    const after = run([
      ...toSocials,
      connect(),
      sdkReady,
      { type: 'socials.error', code: 'failed-to-connect-account' },
    ]);
    expect(after.matches({ socials: 'idle' })).toBe(true);
    expect(selectIsManualConnect(after)).toBe(false);
    expect(selectSocialConnectToast(after)?.title).toBe('Error connecting your account');
  });

  it('[ONB-016] abandoning a social connection is not an error', () => {
    const after = run([...toSocials, connect(), sdkReady, { type: 'socials.exit' }]);
    expect(after.matches({ socials: 'idle' })).toBe(true);
    expect(after.context.connectError).toBeNull();
    expect(selectSocialConnectToast(after)).toBeNull();
    expect(selectIsManualConnect(after)).toBe(false);
  });

  it('runs a connection end to end through the injected provider actors', async () => {
    const machine = onboardingMachine.provide({
      actors: {
        initializeSocialSdk: fromPromise(async () => ({
          token: { token: 'sdk' },
          socialEngagementUserId: 'seu-9',
          socialEngagementChannelIds: {},
        })),
        openSocialConnect: fromCallback<OnboardingEvent, { platform: SocialConnectPlatform; token: string }>(
          ({ sendBack, input: i }) => {
            expect(i.token).toBe('sdk');
            sendBack({ type: 'socials.accountConnected', platform: i.platform });
          },
        ),
        fetchSocialUserData: fromPromise(async () => ({ socialEngagementUserId: 'seu-9' })),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of [...toSocials, connect('facebook')]) actor.send(e);
    const s = await waitFor(actor, (x) => selectIsSocialConnected(x));
    expect(s.context.data.socialEngagementUserId).toBe('seu-9');
    expect(s.can(next)).toBe(true);
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(onboardingModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});

// Host onboarding: Welcome, Interests, Socials (per-platform connection), Bio, then submit and go to / (host-and-platform §2.7, §4.7).
import {
  buildOnboardingSubmission,
  ONBOARDING_MESSAGES,
  onboardingDataSchema,
  onboardingNextTarget,
  type SocialConnectPlatform,
} from '@caravan/domain';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { onboardingGuards } from './onboarding.guards.js';
import type {
  OnboardingContext,
  OnboardingEvent,
  OnboardingInput,
  OnboardingSubmission,
  SocialConnectResponse,
  SocialUserData,
} from './onboarding.types.js';

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: supply it with machine.provide({ actors })`);
};

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    output: {} as { navigateTo: string | null },
  },
  guards: onboardingGuards,
  actors: {
    /** Initialises the social-connection provider SDK for a platform and returns its token (ONB-011, ONB-014). */
    initializeSocialSdk: fromPromise<SocialConnectResponse, { hostId: string; platform: SocialConnectPlatform }>(
      async () => notProvided('initializeSocialSdk')(),
    ),
    /** The provider's connect window: reports socials.accountConnected, socials.exit or socials.error back. */
    openSocialConnect: fromCallback<OnboardingEvent, { platform: SocialConnectPlatform; token: string }>(
      () => () => undefined,
    ),
    /** Fetches the connected engagement user's data (ONB-015 when it fails). */
    fetchSocialUserData: fromPromise<SocialUserData, { hostId: string; platform: SocialConnectPlatform }>(async () =>
      notProvided('fetchSocialUserData')(),
    ),
    /** Saves the host (and the profile unless the bio was skipped) at the end of onboarding (ONB-007, ONB-009). */
    submitOnboarding: fromPromise<unknown, OnboardingSubmission>(async () => notProvided('submitOnboarding')()),
  },
  actions: {
    toggleInterest: assign({
      data: ({ context, event }) => {
        if (event.type !== 'interests.toggle') return context.data;
        const has = context.data.categoryInterests.includes(event.id);
        const categoryInterests = has
          ? context.data.categoryInterests.filter((id) => id !== event.id)
          : [...context.data.categoryInterests, event.id];
        return { ...context.data, categoryInterests };
      },
    }),
    startConnecting: assign(({ event }) =>
      event.type === 'socials.connect' ? { connectingPlatform: event.platform, connectError: null } : {},
    ),
    setConnectToken: assign({ connectToken: (_, token: string) => token }),
    setConnectedUser: assign(({ context }, user: SocialUserData) => ({
      data: { ...context.data, socialEngagementUserId: user.socialEngagementUserId, isManualConnect: false },
    })),
    endConnecting: assign({ connectingPlatform: null, connectToken: null }),
    clearConnectError: assign({ connectError: null }),
    setConnectError: assign({
      connectError: ({ event }) => (event.type === 'socials.error' ? event.code : null),
    }),
    failSdk: assign({ connectError: 'failed-to-initialize-phyllo-sdk' }),
    failUserData: assign({ connectError: 'failed-to-fetch-phyllo-user-data' }),
    switchToManual: assign({ data: ({ context }) => ({ ...context.data, isManualConnect: true }) }),
    setManual: assign({
      data: ({ context, event }) =>
        event.type === 'socials.setManual' ? { ...context.data, isManualConnect: event.manual } : context.data,
    }),
    changeChannel: assign({
      data: ({ context, event }) =>
        event.type === 'socials.changeChannel'
          ? { ...context.data, socialChannels: { ...context.data.socialChannels, [event.channel]: event.value } }
          : context.data,
    }),
    changeBio: assign({
      data: ({ context, event }) => (event.type === 'bio.change' ? { ...context.data, bio: event.bio } : context.data),
    }),
    changePicture: assign({
      data: ({ context, event }) => {
        if (event.type !== 'bio.changePicture') return context.data;
        if (event.profilePictureUrl !== undefined)
          return { ...context.data, profilePictureUrl: event.profilePictureUrl };
        const { profilePictureUrl: _cleared, ...rest } = context.data;
        return rest;
      },
    }),
    markBioSkipped: assign({ bioSkipped: true }),
    markBioKept: assign({ bioSkipped: false }),
    clearSaveError: assign({ saveError: null }),
    setSaveError: assign({ saveError: ONBOARDING_MESSAGES.saveHostFailed }),
    /** ONB-005, ONB-007: after Bio the flow navigates to / (Congrats is never reached). */
    navigateHome: assign(() => {
      const target = onboardingNextTarget('Bio');
      return { navigateTo: 'navigate' in target ? target.navigate : null };
    }),
  },
}).createMachine({
  id: 'onboarding',
  description:
    'Host onboarding at /onboarding: Welcome, Interests, Socials and Bio; the last step submits and sends the host to /.',
  context: ({ input }) => ({
    hostId: input.hostId,
    data: onboardingDataSchema.parse(input.data ?? {}),
    connectingPlatform: null,
    connectToken: null,
    connectError: null,
    bioSkipped: false,
    saveError: null,
    navigateTo: null,
  }),
  initial: 'welcome',
  output: ({ context }) => ({ navigateTo: context.navigateTo }),
  states: {
    welcome: {
      description: 'Step 0, Welcome: an introduction with nothing to validate.',
      on: {
        'onboarding.next': { target: 'interests', description: 'ONB-003: Welcome leads to Interests.' },
      },
    },
    interests: {
      description: 'Step 1, Interests: the host picks at least one interest (ONB-017).',
      on: {
        'interests.toggle': { actions: 'toggleInterest', description: 'Adds or removes one interest.' },
        'onboarding.next': {
          guard: 'interestsValid',
          target: 'socials',
          description: 'ONB-006: Interests advances to Socials only with at least one interest.',
        },
        'onboarding.back': { target: 'welcome', description: 'Back to Welcome.' },
      },
    },
    socials: {
      description:
        'Step 2, Socials: connect accounts through the provider, one platform at a time, or enter them manually (ONB-012).',
      initial: 'idle',
      exit: ['clearConnectError', 'endConnecting'],
      on: {
        'onboarding.next': {
          guard: 'socialsValid',
          target: 'bio',
          description:
            'ONB-006, ONB-018, ONB-019: Socials advances to Bio only with a connected account, or a channel in manual mode.',
        },
        'onboarding.back': { target: 'interests', description: 'Back to Interests.' },
        'socials.setManual': {
          actions: 'setManual',
          description: 'The host switches between connecting through the provider and entering channels manually.',
        },
        'socials.changeChannel': {
          actions: 'changeChannel',
          description: 'The host types a channel handle or the personal site (ONB-020).',
        },
      },
      states: {
        idle: {
          description: "ONB-012: no platform is connecting; every platform's connection state is idle.",
          on: {
            'socials.connect': {
              target: 'initializingSdk',
              actions: 'startConnecting',
              description: 'The host picks a platform: its provider SDK starts initialising.',
            },
          },
        },
        initializingSdk: {
          description:
            'ONB-012: the chosen platform is initializing-sdk; the others are disabled until it ends (ONB-013).',
          invoke: {
            id: 'initializeSocialSdk',
            src: 'initializeSocialSdk',
            input: ({ context }) => ({ hostId: context.hostId, platform: context.connectingPlatform ?? 'instagram' }),
            onDone: {
              target: 'inProcess',
              actions: { type: 'setConnectToken', params: ({ event }) => event.output.token.token },
              description: 'The SDK is ready: the provider connect window opens.',
            },
            onError: {
              target: 'idle',
              actions: ['failSdk', 'switchToManual', 'endConnecting'],
              description:
                'ONB-025: the SDK failed to initialise; the Socials step switches to manual entry with an error.',
            },
          },
        },
        inProcess: {
          description: 'ONB-012: the chosen platform is in-process in the provider window; the others stay disabled.',
          initial: 'awaitingProvider',
          on: {
            'socials.exit': {
              target: 'idle',
              actions: 'endConnecting',
              description: 'ONB-016: the host abandoned the connection; this is not an error.',
            },
            'socials.error': [
              {
                guard: 'errorSwitchesToManual',
                target: 'idle',
                actions: ['setConnectError', 'switchToManual', 'endConnecting'],
                description:
                  'ONB-015, ONB-025: a provider initialisation or user-data failure switches to manual entry.',
              },
              {
                target: 'idle',
                actions: ['setConnectError', 'endConnecting'],
                description: 'ONB-026: the account failed to connect; the host may try again or connect manually.',
              },
            ],
          },
          states: {
            awaitingProvider: {
              description: 'The provider window is open and the host is signing in to the platform.',
              invoke: {
                id: 'openSocialConnect',
                src: 'openSocialConnect',
                input: ({ context }) => ({
                  platform: context.connectingPlatform ?? 'instagram',
                  token: context.connectToken ?? '',
                }),
              },
              on: {
                'socials.accountConnected': {
                  guard: 'isConnectingPlatform',
                  target: 'fetchingUserData',
                  description: "The provider connected the platform's account: its user data is fetched.",
                },
              },
            },
            fetchingUserData: {
              description: "Fetching the connected engagement user's data.",
              invoke: {
                id: 'fetchSocialUserData',
                src: 'fetchSocialUserData',
                input: ({ context }) => ({
                  hostId: context.hostId,
                  platform: context.connectingPlatform ?? 'instagram',
                }),
                onDone: {
                  target: '#onboarding.socials.idle',
                  actions: [{ type: 'setConnectedUser', params: ({ event }) => event.output }, 'endConnecting'],
                  description: 'The account is connected: its socialEngagementUserId satisfies the Socials step.',
                },
                onError: {
                  target: '#onboarding.socials.idle',
                  actions: ['failUserData', 'switchToManual', 'endConnecting'],
                  description: 'ONB-015: the user-data fetch failed; the Socials step switches to manual entry.',
                },
              },
            },
          },
        },
      },
    },
    bio: {
      description:
        "Step 3, Bio: at most 350 characters (ONB-021); it can be skipped with 'Skip and Complete' (ONB-008).",
      entry: 'markBioKept',
      exit: 'clearSaveError',
      on: {
        'bio.change': { actions: 'changeBio', description: 'The host edits the bio.' },
        'bio.changePicture': { actions: 'changePicture', description: 'The host sets or clears the profile picture.' },
        'onboarding.next': {
          guard: 'bioValid',
          target: 'submitting',
          actions: 'markBioKept',
          description: 'ONB-006, ONB-007: the last step validates, then submits with the bio.',
        },
        'bio.skip': {
          target: 'submitting',
          actions: 'markBioSkipped',
          description: "ONB-008, ONB-009: 'Skip and Complete' submits without saving the bio.",
        },
        'onboarding.back': { target: 'socials', description: 'Back to Socials.' },
      },
    },
    submitting: {
      description: 'ONB-007: saving the host (and the profile unless the bio was skipped).',
      invoke: {
        id: 'submitOnboarding',
        src: 'submitOnboarding',
        input: ({ context }) =>
          buildOnboardingSubmission(context.hostId, context.data, { bioSkipped: context.bioSkipped }),
        onDone: {
          target: 'done',
          actions: 'navigateHome',
          description: 'ONB-005, ONB-007: saved; the flow ends by sending the host to / (Congrats is never reached).',
        },
        onError: {
          target: 'bio',
          actions: 'setSaveError',
          description: "ONB-024: the host save failed; back on Bio with 'Error saving Host'.",
        },
      },
    },
    done: {
      type: 'final',
      description: 'Onboarding is complete and the host is sent to /.',
    },
  },
});

// Sample events that explore the onboarding machine, for its model-based test and its story.
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { onboardingMachine } from './onboarding.machine.js';

export const onboardingModel = defineMachineModel({
  id: 'onboarding',
  title: 'Host onboarding',
  machine: onboardingMachine,
  // Valid data from the start, and edit samples that repeat it, keep the explored snapshots few.
  input: {
    hostId: 'host-1',
    data: {
      categoryInterests: ['hiking'],
      isManualConnect: true,
      socialChannels: { instagram: 'wanderer' },
      bio: 'I lead slow trips.',
      profilePictureUrl: 'https://img.example/me.jpg',
    },
  },
  events: {
    'onboarding.next': [{ type: 'onboarding.next' }],
    'onboarding.back': [{ type: 'onboarding.back' }],
    'interests.toggle': [{ type: 'interests.toggle', id: 'food' }],
    'socials.connect': [{ type: 'socials.connect', platform: 'instagram' }],
    'socials.accountConnected': [{ type: 'socials.accountConnected', platform: 'instagram' }],
    'socials.exit': [{ type: 'socials.exit' }],
    'socials.error': [
      { type: 'socials.error', code: 'failed-to-connect-account' },
      { type: 'socials.error', code: 'failed-to-fetch-phyllo-user-data' },
    ],
    'socials.setManual': [{ type: 'socials.setManual', manual: true }],
    'socials.changeChannel': [{ type: 'socials.changeChannel', channel: 'instagram', value: 'wanderer' }],
    'bio.change': [{ type: 'bio.change', bio: 'I lead slow trips.' }],
    'bio.changePicture': [{ type: 'bio.changePicture', profilePictureUrl: 'https://img.example/me.jpg' }],
    'bio.skip': [{ type: 'bio.skip' }],
    // Exploration never runs the injected actors: their outcomes are played as events.
    'xstate.done.actor.initializeSocialSdk': [
      {
        type: 'xstate.done.actor.initializeSocialSdk',
        output: { token: { token: 'sdk-token' }, socialEngagementUserId: 'seu-1', socialEngagementChannelIds: {} },
      },
    ],
    'xstate.error.actor.initializeSocialSdk': [
      { type: 'xstate.error.actor.initializeSocialSdk', error: new Error('failed-to-initialize-phyllo-sdk') },
    ],
    'xstate.done.actor.fetchSocialUserData': [
      { type: 'xstate.done.actor.fetchSocialUserData', output: { socialEngagementUserId: 'seu-1' } },
    ],
    'xstate.error.actor.fetchSocialUserData': [
      { type: 'xstate.error.actor.fetchSocialUserData', error: new Error('failed-to-fetch-phyllo-user-data') },
    ],
    'xstate.done.actor.submitOnboarding': [{ type: 'xstate.done.actor.submitOnboarding', output: { ok: true } }],
    'xstate.error.actor.submitOnboarding': [
      { type: 'xstate.error.actor.submitOnboarding', error: new Error('Error saving Host') },
    ],
  } as MachineModel<typeof onboardingMachine>['events'],
});

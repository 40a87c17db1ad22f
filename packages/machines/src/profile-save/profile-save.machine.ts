// Public profile save (PRF-028, PRF-029): refused with 'Required Fields are Missing' without bio or picture; else the
// profile is sent, the success toast shown and the host record reloaded; a failure shows the error toast. The save
// and the reload are injected actors; `announce` (provided by the screen) shows context.notice as a toast.
import { PROFILE_MESSAGES, publicProfileRequiredFieldsToast } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { requiredFieldsMissing } from './profile-save.guards.js';
import type { ProfileSaveContext, ProfileSaveEvent, ProfileSaveNotice } from './profile-save.types.js';

const SAVED: ProfileSaveNotice = { title: PROFILE_MESSAGES.saveSucceeded, tone: 'success' };
const FAILED: ProfileSaveNotice = {
  title: PROFILE_MESSAGES.saveFailedTitle,
  description: PROFILE_MESSAGES.saveFailed,
  tone: 'danger',
};

export const profileSaveMachine = setup({
  types: { context: {} as ProfileSaveContext, events: {} as ProfileSaveEvent },
  actors: {
    /** Sends the profile (POST api/me/host/{id}/public-profile); the screen provides it. */
    saveProfile: fromPromise<void>(async () => {
      throw new Error('saveProfile actor not provided');
    }),
    /** Reads the host record again, so the shell's name and badge follow (PRF-029). */
    reloadHost: fromPromise<void>(async () => undefined),
  },
  guards: { requiredFieldsMissing },
  actions: {
    noteMissing: assign({
      notice: ({ event }) => {
        const missing = publicProfileRequiredFieldsToast({
          bio: event.required.bio ?? '',
          profilePictureUrl: event.required.profilePictureUrl ?? '',
        });
        return missing ? { ...missing, tone: 'danger' as const } : null;
      },
    }),
    noteSaved: assign({ notice: SAVED }),
    noteFailed: assign({ notice: FAILED }),
    /** Shows context.notice; the screen provides it (a toast). */
    announce: () => undefined,
  },
}).createMachine({
  id: 'profileSave',
  description: 'PRF-028, PRF-029: saving the public host profile from the editor.',
  context: { notice: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing being saved; Save sends the profile when the required fields are set.',
      on: {
        'profile.save': [
          {
            guard: 'requiredFieldsMissing',
            actions: ['noteMissing', 'announce'],
            description: "PRF-028: without bio or picture, 'Required Fields are Missing' and nothing is sent.",
          },
          { target: 'saving', description: 'The profile is sent.' },
        ],
      },
    },
    saving: {
      description: 'The profile is being saved; Save cannot be pressed twice.',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        onDone: {
          target: 'reloading',
          actions: ['noteSaved', 'announce'],
          description: 'PRF-029: saved: the success toast, then the host record is read again.',
        },
        onError: {
          target: 'idle',
          actions: ['noteFailed', 'announce'],
          description: "The save failed: 'Profile form failed to save.'",
        },
      },
    },
    reloading: {
      description: 'PRF-029: the host record is read again after a successful save.',
      invoke: {
        id: 'reloadHost',
        src: 'reloadHost',
        onDone: { target: 'idle', description: 'The host record is fresh.' },
        onError: { target: 'idle', description: 'The save stands; the record is read again on the next visit.' },
      },
    },
  },
});

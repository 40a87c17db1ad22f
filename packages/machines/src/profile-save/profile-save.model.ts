// Sample events that explore the profile-save machine, for its model-based test.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { profileSaveMachine } from './profile-save.machine.js';

const machine = profileSaveMachine.provide({
  actors: {
    saveProfile: fromPromise<void>(async () => undefined),
    reloadHost: fromPromise<void>(async () => undefined),
  },
});

export const profileSaveModel = defineMachineModel({
  id: 'profile-save',
  title: 'Public profile save',
  machine,
  events: {
    'profile.save': [
      { type: 'profile.save', required: { bio: 'I lead food trips.', profilePictureUrl: '/p.jpg' } },
      { type: 'profile.save', required: { bio: '', profilePictureUrl: '/p.jpg' } },
    ],
    'xstate.done.actor.saveProfile': [{ type: 'xstate.done.actor.saveProfile', output: undefined }],
    'xstate.error.actor.saveProfile': [{ type: 'xstate.error.actor.saveProfile', error: new Error('offline') }],
    'xstate.done.actor.reloadHost': [{ type: 'xstate.done.actor.reloadHost', output: undefined }],
    'xstate.error.actor.reloadHost': [{ type: 'xstate.error.actor.reloadHost', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});

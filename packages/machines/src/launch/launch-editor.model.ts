// Sample events that explore the launch editor, for its model-based test and its story (storing always succeeds,
// and its failures are sampled as the actor's error events).
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { launchEditorMachine } from './launch-editor.machine.js';
import type { PersistLaunchInput } from './launch-editor.types.js';

const machine = launchEditorMachine.provide({
  actors: { persistLaunch: fromPromise<void, PersistLaunchInput>(async () => undefined) },
});

export const launchEditorModel = defineMachineModel({
  id: 'launch-editor',
  title: 'Launch editor',
  machine,
  input: {
    tripStatus: 'host-approved',
    launchDate: new Date('2026-12-05T14:00:00Z'),
    now: new Date('2026-11-21T12:00:00Z'),
    today: '2026-11-21',
    zone: 'UTC',
  },
  events: {
    'dialog.open': [{ type: 'dialog.open' }],
    'dialog.close': [{ type: 'dialog.close' }],
    'draft.change': [
      { type: 'draft.change', values: { date: '2026-12-01', time: '09:00' } },
      { type: 'draft.change', values: { date: '2026-11-01' } },
    ],
    'editor.schedule': [{ type: 'editor.schedule' }],
    'editor.scheduleLater': [{ type: 'editor.scheduleLater' }],
    'editor.unschedule': [{ type: 'editor.unschedule' }],
    'xstate.done.actor.storeSchedule': [{ type: 'xstate.done.actor.storeSchedule', output: undefined }],
    'xstate.error.actor.storeSchedule': [{ type: 'xstate.error.actor.storeSchedule', error: new Error('offline') }],
    'xstate.done.actor.storeUnschedule': [{ type: 'xstate.done.actor.storeUnschedule', output: undefined }],
    'xstate.error.actor.storeUnschedule': [{ type: 'xstate.error.actor.storeUnschedule', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});

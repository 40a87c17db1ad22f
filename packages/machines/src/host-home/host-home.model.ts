// Sample events that explore the host-home machine, for its model-based test.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { hostHomeMachine } from './host-home.machine.js';

const machine = hostHomeMachine.provide({ actors: { loadHomeTripCount: fromPromise<number>(async () => 1) } });

export const hostHomeModel = defineMachineModel({
  id: 'host-home',
  title: 'Host Home landing',
  machine,
  events: {
    'home.retry': [{ type: 'home.retry' }],
    'xstate.done.actor.loadHomeTripCount': [
      { type: 'xstate.done.actor.loadHomeTripCount', output: 0 },
      { type: 'xstate.done.actor.loadHomeTripCount', output: 3 },
    ],
    'xstate.error.actor.loadHomeTripCount': [{ type: 'xstate.error.actor.loadHomeTripCount', error: new Error('x') }],
  } as MachineModel<typeof machine>['events'],
});

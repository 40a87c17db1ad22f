// Sample events that explore the gatherings editor machine, for its model-based test and its story.
import type { HostService, HostServicesByDay } from '@caravan/domain';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { gatheringsEditorMachine } from './gatherings-editor.machine.js';

const service = (over: Partial<HostService> & Pick<HostService, '_id' | 'type' | 'dayIndex'>): HostService => ({
  name: '',
  description: '',
  removed: false,
  deleted: false,
  ...over,
});

/** A three-day itinerary: a gathering on day 1, a workshop space on day 2, an activity on day 3. */
export const sampleServicesByDay: HostServicesByDay = [
  [service({ _id: 'g1', type: 'INFORMAL_GATHERING', dayIndex: 0, name: 'Welcome drinks', description: 'On the roof' })],
  [service({ _id: 'w1', type: 'WORKSHOP_SPACE', dayIndex: 1, name: 'Studio', description: 'Morning session' })],
  [service({ _id: 'a1', type: 'ACTIVITY', dayIndex: 2, name: 'Kayaking', description: 'Guided' })],
];

export const gatheringsEditorModel = defineMachineModel({
  id: 'gatherings-editor',
  title: 'Gatherings editor',
  machine: gatheringsEditorMachine,
  input: { tripStatus: 'live', tripDayCount: 3, servicesByDay: sampleServicesByDay },
  events: {
    'gathering.add': [{ type: 'gathering.add', dayIndex: 1 }],
    'item.edit': [
      { type: 'item.edit', id: 'g1' },
      { type: 'item.edit', id: 'a1' },
    ],
    'draft.change': [{ type: 'draft.change', name: 'Sunset walk', description: 'Meet at the pier', dayIndex: 2 }],
    'item.save': [{ type: 'item.save' }],
    'item.cancel': [{ type: 'item.cancel' }],
    'gathering.delete': [{ type: 'gathering.delete', id: 'g1' }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    // Exploration never runs the injected actors: their outcomes are played as events.
    'xstate.done.actor.saveItineraryItem': [
      {
        type: 'xstate.done.actor.saveItineraryItem',
        output: service({
          _id: 'g1',
          type: 'INFORMAL_GATHERING',
          dayIndex: 2,
          name: 'Sunset walk',
          description: 'Meet at the pier',
        }),
      },
    ],
    'xstate.error.actor.saveItineraryItem': [
      { type: 'xstate.error.actor.saveItineraryItem', error: new Error('Something went wrong') },
    ],
    'xstate.done.actor.deleteGathering': [{ type: 'xstate.done.actor.deleteGathering', output: undefined }],
    'xstate.error.actor.deleteGathering': [
      { type: 'xstate.error.actor.deleteGathering', error: new Error('Something went wrong') },
    ],
  } as MachineModel<typeof gatheringsEditorMachine>['events'],
});

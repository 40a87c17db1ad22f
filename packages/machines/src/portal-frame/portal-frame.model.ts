// Sample events that explore the portal-frame machine, for its model-based test.
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { portalFrameMachine } from './portal-frame.machine.js';

export const portalFrameModel = defineMachineModel({
  id: 'portal-frame',
  title: 'Itinerary portal frame',
  machine: portalFrameMachine,
  events: {
    'frame.message': [
      { type: 'frame.message', data: { itineraryId: 'it-1' } },
      { type: 'frame.message', data: { startSurveying: true } },
      { type: 'frame.message', data: 'hello' },
    ],
    'frame.navigated': [{ type: 'frame.navigated' }],
  } as MachineModel<typeof portalFrameMachine>['events'],
});

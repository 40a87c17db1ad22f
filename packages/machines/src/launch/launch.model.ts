// Sample events that explore the launch machine, for its model-based test and its story.
import { defineMachineModel } from '../shared/model.js';
import { launchMachine } from './launch.machine.js';

const now = new Date('2026-11-21T12:00:00Z');

export const launchModel = defineMachineModel({
  id: 'launch',
  title: 'Launch scheduling',
  machine: launchMachine,
  input: { tripStatus: 'host-approved', launchDate: null, now, today: '2026-11-21' },
  events: {
    'launch.schedule': [
      { type: 'launch.schedule', launchDate: new Date('2026-12-01T14:00:00Z'), date: '2026-12-01', time: '09:00' },
      { type: 'launch.schedule', launchDate: new Date('2026-11-01T14:00:00Z'), date: '2026-11-01', time: '09:00' },
    ],
    'launch.unschedule': [{ type: 'launch.unschedule' }],
    'launch.scheduleLater': [{ type: 'launch.scheduleLater' }],
    'clock.tick': [
      { type: 'clock.tick', now: new Date('2026-11-25T00:00:00Z'), today: '2026-11-25' },
      { type: 'clock.tick', now: new Date('2026-12-02T00:00:00Z'), today: '2026-12-02' },
    ],
  },
});

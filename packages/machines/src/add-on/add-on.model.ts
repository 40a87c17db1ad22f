// The add-on machine's model: every event, from each stored status, for the model-based test and the story.
import { defineMachineModel } from '../shared/model.js';
import { addOnMachine } from './add-on.machine.js';

export const addOnModel = defineMachineModel({
  id: 'add-on',
  title: 'Add-on',
  machine: addOnMachine,
  input: { status: 'AVAILABLE' },
  events: {
    'addOn.toggle': [{ type: 'addOn.toggle' }],
    'addOn.undo': [{ type: 'addOn.undo' }],
    'changes.discard': [{ type: 'changes.discard' }],
    'changes.save': [{ type: 'changes.save' }],
    'addOn.cancel': [{ type: 'addOn.cancel' }],
  },
});

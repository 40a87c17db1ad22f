// Sample events that explore the inventory accommodation card machine, for its model-based test and its story.
import { defineMachineModel } from '../shared/model.js';
import { accommodationCardMachine } from './accommodation-card.machine.js';

export const accommodationCardModel = defineMachineModel({
  id: 'accommodation-card',
  title: 'Inventory accommodation card',
  machine: accommodationCardMachine,
  input: { accommodationId: 'acc-1', savedSelection: 'acc-1' },
  events: {
    'card.select': [{ type: 'card.select' }],
    'selection.change': [
      { type: 'selection.change', draftSelection: 'acc-2' },
      { type: 'selection.change', draftSelection: undefined },
    ],
    'card.setDisabled': [
      { type: 'card.setDisabled', disabled: true },
      { type: 'card.setDisabled', disabled: false },
    ],
    'save.start': [{ type: 'save.start' }],
    'save.done': [
      { type: 'save.done', savedSelection: 'acc-2' },
      { type: 'save.done', savedSelection: 'acc-1' },
    ],
    'save.fail': [{ type: 'save.fail' }],
  },
});

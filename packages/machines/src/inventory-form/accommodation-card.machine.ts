// Inventory accommodation card of the alternatives inventory panel: assigned, selected, unselected, disabled,
// saving or idle (operator-and-inventory §2 Create Alternative dialog, ALT-010).
import { assign, setup } from 'xstate';
import { accommodationCardGuards } from './accommodation-card.guards.js';
import type {
  AccommodationCardContext,
  AccommodationCardEvent,
  AccommodationCardInput,
} from './accommodation-card.types.js';

export const accommodationCardMachine = setup({
  types: {
    context: {} as AccommodationCardContext,
    events: {} as AccommodationCardEvent,
    input: {} as AccommodationCardInput,
  },
  guards: accommodationCardGuards,
  actions: {
    select: assign({ draftSelection: ({ context }) => context.accommodationId }),
    changeSelection: assign({
      draftSelection: ({ context, event }) =>
        event.type === 'selection.change' ? event.draftSelection : context.draftSelection,
    }),
    setDisabled: assign({
      disabled: ({ context, event }) => (event.type === 'card.setDisabled' ? event.disabled : context.disabled),
    }),
    startSaving: assign({ saving: true }),
    finishSaving: assign(({ context, event }) =>
      event.type === 'save.done'
        ? { saving: false, savedSelection: event.savedSelection, draftSelection: undefined }
        : { saving: false, savedSelection: context.savedSelection },
    ),
    failSaving: assign({ saving: false }),
  },
}).createMachine({
  id: 'accommodationCard',
  description: "One accommodation card for an inventory item's day range in the alternatives inventory panel.",
  context: ({ input }) => ({
    accommodationId: input.accommodationId,
    savedSelection: input.savedSelection,
    draftSelection: input.draftSelection,
    disabled: input.disabled ?? false,
    saving: input.saving ?? false,
  }),
  initial: 'resolving',
  on: {
    'card.select': {
      guard: 'isSelectable',
      actions: 'select',
      target: '.resolving',
      description: 'ALT-010: choosing an idle or unselected card makes it the choice for its day range.',
    },
    'selection.change': {
      actions: 'changeSelection',
      target: '.resolving',
      description: 'Another card of the day range was chosen (or the choice was reset).',
    },
    'card.setDisabled': {
      actions: 'setDisabled',
      target: '.resolving',
      description: 'The panel disables or enables the card.',
    },
    'save.start': {
      actions: 'startSaving',
      target: '.resolving',
      description: 'ALT-019: the panel saves the selections.',
    },
    'save.done': {
      actions: 'finishSaving',
      target: '.resolving',
      description: 'ALT-019, ALT-021: saved; the stored selection is the new one.',
    },
    'save.fail': {
      actions: 'failSaving',
      target: '.resolving',
      description: 'ALT-020: the save failed; the draft choice is kept.',
    },
  },
  states: {
    resolving: {
      description: 'Picks the card state from the saved and draft selections by the domain rule.',
      always: [
        { guard: { type: 'cardStateIs', params: 'saving' }, target: 'saving', description: 'A save is under way.' },
        {
          guard: { type: 'cardStateIs', params: 'disabled' },
          target: 'disabled',
          description: 'The card is disabled.',
        },
        {
          guard: { type: 'cardStateIs', params: 'assigned' },
          target: 'assigned',
          description: 'Saved and still chosen.',
        },
        {
          guard: { type: 'cardStateIs', params: 'selected' },
          target: 'selected',
          description: 'Newly chosen, not saved yet.',
        },
        {
          guard: { type: 'cardStateIs', params: 'unselected' },
          target: 'unselected',
          description: 'Saved, but another accommodation is now chosen.',
        },
        { target: 'idle', description: 'Neither saved nor chosen.' },
      ],
    },
    assigned: { description: 'ALT-010 assigned: the stored accommodation of the item for this day range.' },
    selected: { description: 'ALT-010 selected: chosen in the panel, waiting to be saved.' },
    unselected: { description: 'ALT-010 unselected: stored, but another accommodation is chosen instead.' },
    disabled: { description: 'ALT-010 disabled: the card cannot be chosen.' },
    saving: { description: 'ALT-010 saving: the selection is being saved.' },
    idle: { description: 'ALT-010 idle: an option of the day range that is neither stored nor chosen.' },
  },
});

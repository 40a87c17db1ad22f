// The add-on lifecycle statechart: AVAILABLE, PENDING_ADDITION, CONFIRMED, PENDING_REMOVAL (MBK-025), and what the
// traveler's toggles, undo, Clear All, a saved (or paid) update and a cancelled policy do to them.
import { setup } from 'xstate';
import { addOnGuards } from './add-on.guards.js';
import type { AddOnContext, AddOnEvent, AddOnInput } from './add-on.types.js';

export const addOnMachine = setup({
  types: { input: {} as AddOnInput, context: {} as AddOnContext, events: {} as AddOnEvent },
  guards: addOnGuards,
}).createMachine({
  id: 'addOn',
  description: 'One add-on of a booking in Manage Booking: on offer, booked, or with a change pending until saved.',
  context: ({ input }) => ({ stored: input.status }),
  initial: 'stored',
  states: {
    stored: {
      description: 'Resolves the stored status the add-on starts in.',
      always: [
        { target: 'CONFIRMED', guard: 'startsConfirmed', description: 'Booked and not deleted.' },
        { target: 'PENDING_ADDITION', guard: 'startsPendingAddition', description: 'An addition not yet saved.' },
        { target: 'PENDING_REMOVAL', guard: 'startsPendingRemoval', description: 'A removal not yet saved.' },
        { target: 'AVAILABLE', description: 'On offer, not booked.' },
      ],
    },
    AVAILABLE: {
      description: 'On offer and not held (MBK-025).',
      on: {
        'addOn.toggle': {
          target: 'PENDING_ADDITION',
          description: 'MBK-026: adding moves AVAILABLE to PENDING_ADDITION.',
        },
      },
    },
    PENDING_ADDITION: {
      description: 'Added by the traveler, held, not yet saved (MBK-028).',
      on: {
        'addOn.toggle': { target: 'AVAILABLE', description: 'MBK-027: removing moves PENDING_ADDITION to AVAILABLE.' },
        'addOn.undo': { target: 'AVAILABLE', description: 'MBK-029: undo returns it to its original status.' },
        'changes.discard': { target: 'AVAILABLE', description: 'MBK-032: Clear All discards the addition.' },
        'changes.save': { target: 'CONFIRMED', description: 'The saved (or paid) update books it.' },
      },
    },
    CONFIRMED: {
      description: 'Booked and held (MBK-028).',
      on: {
        'addOn.toggle': {
          target: 'PENDING_REMOVAL',
          description: 'MBK-027: removing moves CONFIRMED to PENDING_REMOVAL.',
        },
        'addOn.cancel': {
          target: 'AVAILABLE',
          description: 'A policy cancelled on its own is given back at once (TAP-014).',
        },
      },
    },
    PENDING_REMOVAL: {
      description: 'Booked, with its removal pending until the update is saved; no longer held.',
      on: {
        'addOn.toggle': { target: 'CONFIRMED', description: 'MBK-026: adding moves PENDING_REMOVAL to CONFIRMED.' },
        'addOn.undo': { target: 'CONFIRMED', description: 'MBK-029: undo returns it to its original status.' },
        'changes.discard': { target: 'CONFIRMED', description: 'MBK-032: Clear All keeps it booked.' },
        'changes.save': {
          target: 'AVAILABLE',
          description: 'The saved update gives it back (the row is kept, deleted).',
        },
      },
    },
  },
});

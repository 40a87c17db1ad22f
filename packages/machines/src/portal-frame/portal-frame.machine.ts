// The itinerary portal frame (CAT-006, CAT-007): listens to the frame's messages; an itinerary id navigates to its
// request, a start-surveying flag to audience research; any other message is ignored (a frame can post anything).
import { portalFrameMessageTarget } from '@caravan/domain';
import { assign, setup } from 'xstate';
import type { PortalFrameContext, PortalFrameEvent } from './portal-frame.types.js';

const targetOf = (event: PortalFrameEvent) =>
  event.type === 'frame.message' ? portalFrameMessageTarget(event.data) : null;

export const portalFrameMachine = setup({
  types: { context: {} as PortalFrameContext, events: {} as PortalFrameEvent },
  guards: {
    /** Only a message the domain rule maps to a route navigates. */
    leadsSomewhere: ({ event }) => targetOf(event) !== null,
  },
  actions: {
    setDestination: assign({ destination: ({ event }) => targetOf(event) }),
    clearDestination: assign({ destination: null }),
  },
}).createMachine({
  id: 'portalFrame',
  description: 'CAT-006, CAT-007: the portal frame listens to its messages and navigates on the known ones.',
  context: { destination: null },
  initial: 'listening',
  states: {
    listening: {
      description: 'The frame is shown; its messages are read.',
      on: {
        'frame.message': {
          guard: 'leadsSomewhere',
          target: 'navigating',
          actions: 'setDestination',
          description: 'CAT-006 an itinerary id opens its request; CAT-007 start-surveying opens audience research.',
        },
      },
    },
    navigating: {
      description: 'The portal navigates to the destination; later messages are ignored until it has.',
      on: {
        'frame.navigated': {
          target: 'listening',
          actions: 'clearDestination',
          description: 'The portal has navigated (or the frame is shown again): listen once more.',
        },
      },
    },
  },
});

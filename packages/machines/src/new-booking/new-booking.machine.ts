// MKT-008: where a new booking enters the booking lifecycle: waitlist when the trip is full, confirmed when the
// trip auto-confirms, otherwise pending the host's confirmation. The API persists the state this machine ends in.
import { setup } from 'xstate';
import { newBookingGuards } from './new-booking.guards.js';
import type { NewBookingContext, NewBookingEvent, NewBookingInput } from './new-booking.types.js';

export const newBookingMachine = setup({
  types: { context: {} as NewBookingContext, events: {} as NewBookingEvent, input: {} as NewBookingInput },
  guards: {
    isTripFull: newBookingGuards.isTripFull,
    tripAutoConfirms: newBookingGuards.tripAutoConfirms,
  },
}).createMachine({
  id: 'newBooking',
  description: 'MKT-008: a new booking enters the booking lifecycle as waitlist, confirmed or pending.',
  context: ({ input }) => ({ tripAutoConfirms: input.tripAutoConfirms, spotsTaken: input.spotsTaken }),
  initial: 'entering',
  states: {
    entering: {
      description: 'Picks the first booking status from the trip and the spots taken.',
      always: [
        {
          guard: 'isTripFull',
          target: 'waitlist',
          description: 'MKT-008: the trip is full: the booking joins the waitlist (no payment taken).',
        },
        {
          guard: 'tripAutoConfirms',
          target: 'confirmed',
          description: 'MKT-008: the trip auto-confirms: the paid booking is confirmed at once.',
        },
        { target: 'pending', description: "MKT-008: the paid booking waits for the host's confirmation." },
      ],
    },
    pending: { type: 'final', description: "Pending the host's confirmation." },
    confirmed: { type: 'final', description: 'Confirmed by the trip’s auto-confirmation.' },
    waitlist: { type: 'final', description: 'On the waitlist until a spot frees up.' },
  },
});

// The manage-booking machine's actor for the Manage Booking screens (xstate's createActorContext): the area provides
// it with the API as its actors (ManageBookingArea), and each screen reads it through a named selector and sends it
// events, with no actor reference passed by hand.
import { manageBookingMachine } from '@caravan/machines';
import { createActorContext } from '@xstate/react';

export const ManageBookingActor = createActorContext(manageBookingMachine);

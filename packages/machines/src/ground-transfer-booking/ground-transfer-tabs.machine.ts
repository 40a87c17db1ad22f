// The transfer flow's tabs and their navigation rules (traveler-app §2): a tab opens only when it is enabled.
import { assign, setup } from 'xstate';
import type {
  GroundTransferTabsContext,
  GroundTransferTabsEvent,
  GroundTransferTabsInput,
} from './ground-transfer-booking.types.js';
import { groundTransferTabsGuards } from './ground-transfer-tabs.guards.js';

export const groundTransferTabsMachine = setup({
  types: {
    context: {} as GroundTransferTabsContext,
    events: {} as GroundTransferTabsEvent,
    input: {} as GroundTransferTabsInput,
  },
  guards: { isTabEnabled: groundTransferTabsGuards.isTabEnabled },
  actions: {
    syncFlow: assign({
      tabContext: ({ context, event }) => (event.type === 'flow.changed' ? event.tabContext : context.tabContext),
    }),
  },
}).createMachine({
  id: 'groundTransferTabs',
  description: 'GTF-002: the tabs of the transfer flow (travel_detail, vehicle, contact, payment, success).',
  context: ({ input }) => ({
    isHostType: input.user.isHostType,
    tabContext: input.tabContext ?? {
      tabs: { travelDetail: 'incomplete', vehicle: 'incomplete', contact: 'incomplete' },
      hasTravelerRole: input.user.hasTravelerRole,
      status: 'started',
    },
  }),
  initial: 'travelDetail',
  on: {
    'flow.changed': {
      actions: 'syncFlow',
      description: "The flow's tab statuses or overall status changed; enablement follows them.",
    },
    'tab.go': [
      {
        guard: { type: 'isTabEnabled', params: { tab: 'travel_detail' } },
        target: '.travelDetail',
        description: 'GTF-018: the travel_detail tab is always enabled.',
      },
      {
        guard: { type: 'isTabEnabled', params: { tab: 'vehicle' } },
        target: '.vehicle',
        description: 'GTF-019: the vehicle tab opens once travel detail is complete, for users with the traveler role.',
      },
      {
        guard: { type: 'isTabEnabled', params: { tab: 'contact' } },
        target: '.contact',
        description: 'GTF-020: the contact tab opens once the vehicle tab is complete.',
      },
      {
        guard: { type: 'isTabEnabled', params: { tab: 'payment' } },
        target: '.payment',
        description: 'GTF-021: the payment tab opens once contact is complete, for users with the traveler role.',
      },
      {
        guard: { type: 'isTabEnabled', params: { tab: 'success' } },
        target: '.success',
        description: 'GTF-022: the success tab opens only once the flow succeeded (status complete).',
      },
    ],
  },
  states: {
    travelDetail: { description: 'GTF-002: pickup, drop-off, date, time, flight, passengers and luggage per leg.' },
    vehicle: { description: 'GTF-002: the vehicle quotes of each leg; the traveler picks one.' },
    contact: { description: 'GTF-002: the contact details and the terms and conditions.' },
    payment: { description: "GTF-002, GTF-003: payment (labelled 'Booking' for hosts)." },
    success: { description: 'GTF-002, GTF-023: the transfers are booked; the screen returns to the trip page.' },
  },
});

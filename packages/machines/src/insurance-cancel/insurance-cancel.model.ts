// Sample events that explore the insurance-cancel machine, for its model-based test and its story.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { insuranceCancelMachine } from './insurance-cancel.machine.js';
import type { CancelInsuranceRequest } from './insurance-cancel.types.js';

const now = new Date('2026-11-21T12:00:00Z');

/** The machine as explored: the actors answer at once (the done/error events below drive the graph). */
const machine = insuranceCancelMachine.provide({
  actors: {
    cancelInsurance: fromPromise<unknown, CancelInsuranceRequest>(async () => ({ success: true })),
    reloadBookings: fromPromise<unknown, { bookingId: string }>(async () => undefined),
  },
});

export const insuranceCancelModel = defineMachineModel({
  id: 'insurance-cancel',
  title: 'Insurance policy cancel',
  machine,
  input: {
    bookingId: 'booking-1',
    travelerType: 'traveler-primary',
    policies: {
      'ins-1': { status: 'confirmed', policyNumber: 'P-100', createdDate: new Date('2026-11-18T12:00:00Z') },
      'ins-2': { status: 'confirmed', policyNumber: 'P-200', createdDate: new Date('2026-10-01T12:00:00Z') },
    },
    now,
  },
  events: {
    'insurance.cancel': [
      { type: 'insurance.cancel', addOnId: 'ins-1' },
      { type: 'insurance.cancel', addOnId: 'ins-2' },
    ],
    'insurance.keep': [{ type: 'insurance.keep' }],
    'insurance.confirmCancel': [{ type: 'insurance.confirmCancel' }],
    'insurance.back': [{ type: 'insurance.back' }],
    'clock.tick': [{ type: 'clock.tick', now: new Date('2026-11-22T12:00:00Z') }],
    'xstate.done.actor.cancelInsurance': [{ type: 'xstate.done.actor.cancelInsurance', output: { success: true } }],
    'xstate.error.actor.cancelInsurance': [
      { type: 'xstate.error.actor.cancelInsurance', error: { title: 'Too late', description: 'Policy started.' } },
    ],
    'xstate.done.actor.reloadBookings': [{ type: 'xstate.done.actor.reloadBookings', output: undefined }],
    'xstate.error.actor.reloadBookings': [{ type: 'xstate.error.actor.reloadBookings', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});

// Trip lifecycle machine: statuses, who may move them, the technical itinerary.
export { tripMachine } from './trip.machine.js';
export * from './trip.selectors.js';
export {
  isAdminActor,
  isAutomaticCancellationReason,
  isHostActor,
  isOperatorActor,
  isSystemActor,
} from './trip.guards.js';
export { tripModel } from './trip.model.js';
export type * from './trip.types.js';

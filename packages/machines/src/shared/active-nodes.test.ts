// The public-API reading of a snapshot's active nodes, and so every refused-event explanation (the API's 409
// messages), agrees with what XState holds internally, in every snapshot every model reaches.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookingModel } from '../booking/booking.model.js';
import { cancelBookingModel } from '../cancel-booking/cancel-booking.model.js';
import { gatheringsEditorModel } from '../gatherings-editor/gatherings-editor.model.js';
import { groundTransferBookingModel } from '../ground-transfer-booking/ground-transfer-booking.model.js';
import { groundTransferTabsModel } from '../ground-transfer-booking/ground-transfer-tabs.model.js';
import { insuranceCancelModel } from '../insurance-cancel/insurance-cancel.model.js';
import { accommodationCardModel } from '../inventory-form/accommodation-card.model.js';
import { inventoryFormModel } from '../inventory-form/inventory-form.model.js';
import { itineraryModel } from '../itinerary/itinerary.model.js';
import { launchModel } from '../launch/launch.model.js';
import { manageBookingModel } from '../manage-booking/manage-booking.model.js';
import { onboardingModel } from '../onboarding/onboarding.model.js';
import { publishModel } from '../publish/publish.model.js';
import { quotesModel } from '../quotes/quotes.model.js';
import { rideModel } from '../ride/ride.model.js';
import { sessionModel } from '../session/session.model.js';
import { tripRequestModel } from '../trip-request/trip-request.model.js';
import { tripModel } from '../trip/trip.model.js';
import { activeStateNodes } from './active-nodes.js';
import { explainEvent } from './explain.js';
import type { MachineModel } from './model.js';

const MODELS: MachineModel[] = [
  bookingModel,
  cancelBookingModel,
  gatheringsEditorModel,
  groundTransferBookingModel,
  groundTransferTabsModel,
  insuranceCancelModel,
  accommodationCardModel,
  inventoryFormModel,
  itineraryModel,
  launchModel,
  manageBookingModel,
  onboardingModel,
  publishModel,
  quotesModel,
  rideModel,
  sessionModel,
  tripRequestModel,
  tripModel,
] as MachineModel[];

/** The snapshots a model's sample events reach, breadth-first, up to `limit` of them (the big machines have more). */
function reachableSnapshots(model: MachineModel, limit = 500): AnyMachineSnapshot[] {
  const machine = model.machine as AnyStateMachine;
  const events = Object.values(model.events).flat() as EventObject[];
  const key = (s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: s.context });
  const [first] = initialTransition(machine, model.input);
  const seen = new Map<string, AnyMachineSnapshot>([[key(first), first]]);
  const queue = [first];
  while (queue.length > 0 && seen.size < limit) {
    const snapshot = queue.shift() as AnyMachineSnapshot;
    for (const event of events) {
      const [next] = transition(machine, snapshot, event);
      if (seen.has(key(next))) continue;
      seen.set(key(next), next);
      queue.push(next);
    }
  }
  return [...seen.values()];
}

describe('active state nodes through the public API', () => {
  it.each(MODELS.map((m) => [m.id, m] as const))(
    '%s: the same nodes XState holds, in every reachable snapshot',
    (_, model) => {
      const events = Object.values(model.events).flat() as EventObject[];
      for (const snapshot of reachableSnapshots(model)) {
        // The test alone reads the internal list, as the oracle the public walk must match.
        const internal = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id).sort();
        expect(
          activeStateNodes(snapshot)
            .map((n) => n.id)
            .sort(),
        ).toEqual(internal);
        for (const event of events) {
          const why = explainEvent(snapshot, event);
          expect(why.allowed).toBe(snapshot.can(event));
        }
      }
    },
    // A few hundred snapshots with every event each: seconds on a loaded 2-core machine, not milliseconds.
    60_000,
  );
});

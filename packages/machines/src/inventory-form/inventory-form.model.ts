// Sample events that explore the inventory form machine, for its model-based test and its story.
import { type InventoryItem, inventoryItemSchema } from '@caravan/domain';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { inventoryFormMachine } from './inventory-form.machine.js';

/** An in-use departure: one trip request pending on 2027-06-01 (amounts in cents). */
export const sampleInventoryItem: InventoryItem = inventoryItemSchema.parse({
  id: 'inv-1',
  itinerary: 'itin-1',
  startDate: '2027-06-01',
  packageLevel: 'standard',
  quantityAvailable: 4,
  quantityPending: 1,
  singleSupplementPrice: 25_000,
  costSchedule: [{ numberOfTravelers: 2, price: 150_000 }],
  pendingTrips: [{ _id: 'trip-1', name: 'Lisbon Spring' }],
});

export const inventoryFormModel = defineMachineModel({
  id: 'inventory-form',
  title: 'Inventory item form',
  machine: inventoryFormMachine,
  input: {
    group: 'host',
    itinerary: 'itin-1',
    today: '2026-11-21',
    items: [sampleInventoryItem],
    spots: { minimumSpots: 2, maximumSpots: 4 },
  },
  events: {
    'form.open': [
      { type: 'form.open', mode: 'create' },
      { type: 'form.open', mode: 'update', item: sampleInventoryItem },
      { type: 'form.open', mode: 'duplicate', item: sampleInventoryItem },
      { type: 'form.open', mode: 'delete', item: sampleInventoryItem },
      { type: 'form.open', mode: 'update', item: sampleInventoryItem, readOnly: true },
    ],
    'form.change': [
      { type: 'form.change', values: { quantityAvailable: 2 } },
      { type: 'form.change', values: { startDate: '2027-07-01', quantityAvailable: 6 } },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'form.delete': [{ type: 'form.delete' }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'clock.tick': [{ type: 'clock.tick', today: '2026-11-21' }],
    'items.sync': [{ type: 'items.sync', items: [sampleInventoryItem] }],
    // Exploration never runs the injected actor: its outcomes are played as events.
    'xstate.done.actor.saveInventoryItem': [
      { type: 'xstate.done.actor.saveInventoryItem', output: sampleInventoryItem },
    ],
    'xstate.error.actor.saveInventoryItem': [
      { type: 'xstate.error.actor.saveInventoryItem', error: new Error('Inventory item not found') },
    ],
    'xstate.done.actor.deleteInventoryItem': [{ type: 'xstate.done.actor.deleteInventoryItem', output: null }],
    'xstate.error.actor.deleteInventoryItem': [
      { type: 'xstate.error.actor.deleteInventoryItem', error: new Error('Item is in use') },
    ],
  } as MachineModel<typeof inventoryFormMachine>['events'],
});

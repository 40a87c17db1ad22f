import {
  INVENTORY_FORM_MODES,
  type InventoryFormMode,
  inventoryFormModesFor,
  USER_GROUPS,
  type UserGroup,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { inventoryFormMachine } from './inventory-form.machine.js';
import { inventoryFormModel, sampleInventoryItem as item } from './inventory-form.model.js';
import {
  selectInUseNotice,
  selectInventoryDeleteConfirming,
  selectInventoryFailure,
  selectInventoryFormErrors,
  selectInventoryFormOffersDelete,
  selectInventoryFormOffersSave,
  selectInventoryFormReadOnly,
  selectInventorySavedToast,
  selectPriceTiers,
  selectStartDateEditable,
  selectStartDateNotice,
} from './inventory-form.selectors.js';
import type { InventoryFormEvent, InventoryFormInput, InventorySaveRequest } from './inventory-form.types.js';

const input = inventoryFormModel.input as InventoryFormInput;
const start = (group: UserGroup = 'host') => initialTransition(inventoryFormMachine, { ...input, group })[0];
const step = (events: InventoryFormEvent[], from = start()) =>
  events.reduce((s, e) => transition(inventoryFormMachine, s, e)[0], from);
const open = (mode: InventoryFormMode, extra: Partial<Extract<InventoryFormEvent, { type: 'form.open' }>> = {}) =>
  ({ type: 'form.open', mode, ...(mode === 'create' ? {} : { item }), ...extra }) as const;
const submit = { type: 'form.submit' } as const;

/** Runs the form with a recording save actor and returns what it was asked to save. */
async function saveWith(events: InventoryFormEvent[], outcome: 'ok' | Error = 'ok') {
  const requests: InventorySaveRequest[] = [];
  const machine = inventoryFormMachine.provide({
    actors: {
      saveInventoryItem: fromPromise<unknown, InventorySaveRequest>(async ({ input: r }) => {
        requests.push(r);
        if (outcome !== 'ok') throw outcome;
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const e of events) actor.send(e);
  const settled = await waitFor(actor, (s) => !s.matches('saving') && !s.matches('deleting'));
  return { requests, snapshot: settled };
}

describe('inventory form machine', () => {
  it('[INV-024] the inventory form modes are create, update, duplicate and delete', () => {
    expect(step([open('create')]).value).toBe('editing');
    expect(step([open('update')]).value).toBe('editing');
    expect(step([open('duplicate')]).value).toBe('editing');
    expect(step([open('delete')]).value).toBe('confirmingDelete');
    for (const mode of INVENTORY_FORM_MODES) expect(step([open(mode)]).context.mode).toBe(mode);
  });

  it('[INV-025] duplicate mode copies an existing inventory item without its id and is available to hosts only', async () => {
    const dup = step([open('duplicate')]);
    expect(dup.context.values).toMatchObject({
      startDate: '2027-06-01',
      packageLevel: 'standard',
      quantityAvailable: 4,
    });
    expect(selectStartDateEditable(dup)).toBe(true);
    const { requests } = await saveWith([
      open('duplicate'),
      { type: 'form.change', values: { startDate: '2027-07-01' } },
      submit,
    ]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.mode).toBe('duplicate');
    expect(request && 'id' in request).toBe(false);
    if (request?.mode === 'duplicate') {
      expect(request.item).not.toHaveProperty('id');
      expect(request.item).not.toHaveProperty('_id');
      expect(request.item).toMatchObject({
        startDate: '2027-07-01',
        quantityAvailable: 4,
        singleSupplementPrice: 25_000,
      });
    }
    for (const group of ['operator', 'admin', 'traveler'] as const) {
      const s = start(group);
      expect(s.can(open('duplicate'))).toBe(false);
      expect(explainEvent(s, open('duplicate'))).toMatchObject({ allowed: false, reason: 'guard' });
    }
  });

  it('[INV-018] which modes a group may open agrees with the domain permissions', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_GROUPS), fc.constantFrom(...INVENTORY_FORM_MODES), (group, mode) => {
        expect(start(group).can(open(mode))).toBe(inventoryFormModesFor(group).includes(mode));
      }),
    );
  });

  it('the submit guard agrees with the domain form schema for any trip quantity on update', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 12 }), (quantity) => {
        const s = step([open('update'), { type: 'form.change', values: { quantityAvailable: quantity } }, submit]);
        expect(s.matches('saving')).toBe(quantity >= item.quantityAvailable);
      }),
      { numRuns: 20 },
    );
  });

  it('[INV-032] on update, a lower trip quantity shows "Trip Quantity can only be increased" and is not saved', () => {
    const s = step([open('update'), { type: 'form.change', values: { quantityAvailable: 2 } }, submit]);
    expect(s.value).toBe('editing');
    expect(selectInventoryFormErrors(s)).toEqual({ quantityAvailable: 'Trip Quantity can only be increased' });
    expect(selectStartDateEditable(s)).toBe(false);
    expect(selectInUseNotice(s)).toEqual({
      title: 'This date is in use',
      text: 'Trip Quantity can only be increased.',
    });
  });

  it('[INV-027] a blank package shows the required message naming the field', () => {
    const s = step([open('create'), { type: 'form.change', values: { packageLevel: '' } }, submit]);
    expect(selectInventoryFormErrors(s)).toMatchObject({ packageLevel: 'Package is required' });
  });

  it('[INV-039] a reserved start date cannot be saved: "This date has been reserved"', () => {
    const s = step([open('duplicate'), submit]);
    expect(s.value).toBe('editing');
    expect(selectInventoryFormErrors(s)).toEqual({ startDate: 'This date has been reserved' });
  });

  it('[INV-039] [INV-040] the loaded inventory decides the start date notice: reserved refused, a taken date warned', () => {
    const free = { ...item, id: 'inv-2', startDate: '2027-07-01', quantityPending: 0, pendingTrips: [] };
    const s = step([{ type: 'items.sync', items: [item, free] }, open('create')]);
    const at = (startDate: string) => selectStartDateNotice(step([{ type: 'form.change', values: { startDate } }], s));
    expect(at(item.startDate)).toEqual({ tone: 'error', text: 'This date has been reserved' });
    expect(at('2027-07-01')).toEqual({ tone: 'warning', text: 'You already have a departure available on this date' });
    expect(at('2027-07-02')).toBeUndefined();
    // The warned date stays savable.
    const warned = { type: 'form.change', values: { startDate: '2027-07-01', singleSupplementPrice: 100 } } as const;
    expect(step([warned, submit], s).value).toBe('saving');
  });

  it('[INV-042] [INV-043] a new item opens with one tier per count from the minimum to the maximum spots', () => {
    const s = step([open('create')]);
    expect(selectPriceTiers(s).map((t) => [t.numberOfTravelers, t.price, t.removable])).toEqual([
      [2, undefined, true],
      [3, undefined, true],
      [4, undefined, true],
    ]);
  });

  it('[INV-045] [INV-046] create opens with the domain defaults and saves them in minor units', async () => {
    const created = step([open('create')]);
    expect(created.context.values).toMatchObject({ quantityAvailable: 1, singleSupplementQuantityAvailable: 10 });
    const { requests, snapshot } = await saveWith([
      open('create'),
      { type: 'form.change', values: { singleSupplementPrice: 250, preTransferPrice: '' } },
      submit,
    ]);
    expect(requests[0]).toMatchObject({ mode: 'create', item: { itinerary: 'itin-1', singleSupplementPrice: 25_000 } });
    expect(requests[0] && 'item' in requests[0] && 'preTransferPrice' in requests[0].item).toBe(false);
    expect(snapshot.value).toBe('closed');
    expect(selectInventorySavedToast(snapshot)).toEqual({
      title: 'Itinerary Saved',
      message: 'The inventory item has been created',
    });
  });

  it('[INV-014] a read-only inventory form offers no save', () => {
    const s = step([open('update', { readOnly: true })]);
    expect(s.value).toBe('readOnly');
    expect(selectInventoryFormOffersSave(s)).toBe(false);
    expect(s.can(submit)).toBe(false);
    expect(selectInventoryFormOffersSave(step([open('update')]))).toBe(true);
    expect(selectInventoryFormReadOnly(s)).toBe(true);
    expect(selectInventoryFormReadOnly(step([open('update')]))).toBe(false);
  });

  it('[INV-015] deleting goes through a confirmation, then asks the save actor to delete the id', async () => {
    const s = step([open('delete')]);
    expect(step([{ type: 'form.cancel' }], s).value).toBe('closed');
    const { requests, snapshot } = await saveWith([open('delete'), { type: 'delete.confirm' }]);
    expect(requests).toEqual([{ mode: 'delete', id: 'inv-1' }]);
    expect(selectInventorySavedToast(snapshot)?.message).toBe('The inventory item has been deleted');
  });

  it('[INV-015] [INV-018] a departure open for update is deleted from its form through the same confirmation, by groups that may delete', async () => {
    const editing = step([open('update')]);
    expect(selectInventoryFormOffersDelete(editing)).toBe(true);
    const asked = step([{ type: 'form.delete' }], editing);
    expect(asked.value).toBe('confirmingDelete');
    // The card shows the confirmation while it is asked and while its delete runs, not before nor after a cancel.
    expect(selectInventoryDeleteConfirming(editing)).toBe(false);
    expect(selectInventoryDeleteConfirming(asked)).toBe(true);
    expect(selectInventoryDeleteConfirming(step([{ type: 'delete.confirm' }], asked))).toBe(true);
    expect(step([{ type: 'form.cancel' }], asked).value).toBe('closed');
    expect(selectInventoryDeleteConfirming(step([{ type: 'form.cancel' }], asked))).toBe(false);
    const { requests } = await saveWith([open('update'), { type: 'form.delete' }, { type: 'delete.confirm' }]);
    expect(requests).toEqual([{ mode: 'delete', id: 'inv-1' }]);
    // Not from a new departure, a duplicate or a read-only form; and only for a group that may delete.
    for (const other of [step([open('create')]), step([open('duplicate')]), step([open('update', { readOnly: true })])])
      expect(selectInventoryFormOffersDelete(other)).toBe(false);
    for (const group of USER_GROUPS) {
      const mayDelete = inventoryFormModesFor(group).includes('delete');
      const opened = step([open('update')], start(group));
      if (opened.value === 'editing') expect(selectInventoryFormOffersDelete(opened)).toBe(mayDelete);
    }
  });

  it('[INV-054] a successful update says the item was updated', async () => {
    const { requests, snapshot } = await saveWith([
      open('update'),
      { type: 'form.change', values: { quantityAvailable: 6 } },
      submit,
    ]);
    expect(requests[0]).toMatchObject({ mode: 'update', id: 'inv-1', item: { quantityAvailable: 6 } });
    expect(selectInventorySavedToast(snapshot)).toEqual({
      title: 'Itinerary Saved',
      message: 'The inventory item has been updated',
    });
  });

  it("[INV-050] [INV-051] a failed create or update stays on the form with an 'Error' alert of the server text", async () => {
    const { snapshot } = await saveWith([open('update'), submit], new Error('Inventory item not found'));
    expect(snapshot.value).toBe('editing');
    expect(selectInventoryFailure(snapshot)).toEqual({ title: 'Error', message: 'Inventory item not found' });
  });

  it("[INV-053] a failed delete shows 'Cannot delete inventory item' with the error message", async () => {
    const { snapshot } = await saveWith([open('delete'), { type: 'delete.confirm' }], new Error('Item is in use'));
    expect(snapshot.value).toBe('confirmingDelete');
    expect(selectInventoryFailure(snapshot)).toEqual({
      title: 'Cannot delete inventory item',
      message: 'Item is in use',
    });
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(inventoryFormModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});

// The inventory form's guards read whole: which mode opens which state with which item, and the form's errors (the
// schema's first word per field, a tier's place, the start date's own reading and its bounds, INV-036, INV-037).
import { INVENTORY_FORM_MODES, inventoryFormModesFor, USER_GROUPS } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { inventoryFormErrors } from './inventory-form.guards.js';
import { inventoryFormMachine } from './inventory-form.machine.js';
import { inventoryFormModel, sampleInventoryItem } from './inventory-form.model.js';
import { selectInventoryFormErrors } from './inventory-form.selectors.js';
import type { InventoryFormEvent, InventoryFormInput } from './inventory-form.types.js';

const input = inventoryFormModel.input as InventoryFormInput;
const errorsAfter = (startDate: string, more: Record<string, unknown> = {}) => {
  const events: InventoryFormEvent[] = [
    { type: 'form.open', mode: 'create' },
    { type: 'form.change', values: { startDate, singleSupplementPrice: 250, ...more } },
    { type: 'form.submit' },
  ];
  const s = events.reduce(
    (acc, e) => transition(inventoryFormMachine, acc, e)[0],
    initialTransition(inventoryFormMachine, input)[0],
  );
  return selectInventoryFormErrors(s);
};

/** The form after `events` from closed, for a viewer of `group`. */
const after = (events: InventoryFormEvent[], group = input.group) =>
  events.reduce(
    (acc, e) => transition(inventoryFormMachine, acc, e)[0],
    initialTransition(inventoryFormMachine, { ...input, group })[0],
  );
const items = {
  stored: sampleInventoryItem,
  // A copy not yet saved: no id of either kind.
  unsaved: { ...sampleInventoryItem, id: undefined, _id: undefined },
  none: undefined,
};

describe('inventory form opening', () => {
  it('[INV-013] [INV-014] [INV-015] [INV-024] [INV-025] each mode opens its state only with the item it needs, for the groups allowed', () => {
    for (const group of USER_GROUPS)
      for (const mode of INVENTORY_FORM_MODES)
        for (const [kind, item] of Object.entries(items))
          for (const readOnly of [false, true]) {
            const s = after([{ type: 'form.open', mode, ...(item ? { item } : {}), readOnly }], group);
            const allowed = inventoryFormModesFor(group).includes(mode) && (mode === 'create' || kind !== 'none');
            // Delete and update name a stored departure; a duplicate copies any item; create needs none.
            const expected = !allowed
              ? 'closed'
              : mode === 'delete'
                ? kind === 'stored'
                  ? 'confirmingDelete'
                  : 'closed'
                : readOnly
                  ? 'readOnly'
                  : mode === 'update' && kind !== 'stored'
                    ? 'closed'
                    : 'editing';
            expect(s.value, `${group} ${mode} ${kind} readOnly=${readOnly}`).toBe(expected);
          }
  });

  it('[INV-015] only a stored departure open for update offers its delete, never a duplicate or a new one', () => {
    const host = 'host' as const;
    expect(after([{ type: 'form.open', mode: 'update', item: items.stored }], host).can({ type: 'form.delete' })).toBe(
      inventoryFormModesFor(host).includes('delete'),
    );
    for (const open of [
      { type: 'form.open', mode: 'duplicate', item: items.stored },
      { type: 'form.open', mode: 'create' },
    ] as const)
      expect(after([open], host).can({ type: 'form.delete' })).toBe(false);
  });
});

describe('inventory form errors', () => {
  const editing = after([{ type: 'form.open', mode: 'update', item: items.stored }]);
  const withValues = (values: Record<string, unknown>, mode = editing.context.mode) =>
    inventoryFormErrors({ ...editing.context, mode, values: { ...editing.context.values, ...values } });

  it('[INV-027] a closed form or a delete confirmation validates nothing', () => {
    const wrong = { packageLevel: '', quantityAvailable: 'many', startDate: 'soon' };
    expect(Object.keys(withValues(wrong)).length).toBeGreaterThan(0);
    expect(withValues(wrong, null)).toEqual({});
    expect(withValues(wrong, 'delete')).toEqual({});
  });

  it("[INV-027] [INV-032] a field shows its first problem; a tier's error is keyed by its place in the schedule", () => {
    // -1 is both below 0 and below the item's quantity: the first rule broken is the one shown.
    expect(withValues({ quantityAvailable: -1 }).quantityAvailable).toBe('Trip Quantity must be at least 0');
    expect(withValues({ costSchedule: [{ numberOfTravelers: 2, price: -5 }] })).toEqual({
      'costSchedule.0.price': 'Price must be at least 0',
    });
  });

  it("[INV-036] a start date the schema refuses keeps the schema's words, not 'required' nor the bounds", () => {
    const create = after([{ type: 'form.open', mode: 'create' }]);
    const errors = inventoryFormErrors({ ...create.context, values: { ...create.context.values, startDate: 'soon' } });
    expect(errors.startDate).toBe('Use the format YYYY-MM-DD');
  });
});

describe('inventory form start date bounds', () => {
  it('[INV-036] [INV-037] a start date before the lead time or past the last month is not available, whatever the other fields', () => {
    expect(input.today).toBe('2026-11-21');
    expect(errorsAfter('2026-11-22').startDate).toBe('Start Date is not available');
    expect(errorsAfter('2030-01-01').startDate).toBe('Start Date is not available');
    expect(errorsAfter('2027-03-01').startDate).toBeUndefined();
    // Another field's error leaves a filled start date alone, and its own check still runs.
    expect(errorsAfter('2027-03-01', { packageLevel: '' })).toEqual({ packageLevel: 'Package is required' });
    expect(errorsAfter('2026-11-22', { packageLevel: '' })).toEqual({
      packageLevel: 'Package is required',
      startDate: 'Start Date is not available',
    });
    expect(errorsAfter('', { packageLevel: '' })).toEqual({
      packageLevel: 'Package is required',
      startDate: 'Start Date is required',
    });
  });
});

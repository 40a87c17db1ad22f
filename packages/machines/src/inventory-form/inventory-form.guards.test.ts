// The inventory form's errors at the start date's bounds (INV-036, INV-037): a date the picker does not offer is refused
// with the field's own words, as a reserved one is with the reservation's.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { inventoryFormMachine } from './inventory-form.machine.js';
import { inventoryFormModel } from './inventory-form.model.js';
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

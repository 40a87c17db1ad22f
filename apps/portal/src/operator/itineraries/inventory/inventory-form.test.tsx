// The Inventory Detail form as rendered from the inventory-form machine: read-only without save, the start date
// picker's bounds, reserved and duplicate dates, the in-use notice and the inline 'Error' alert of a failed save.
import type { InventoryItem } from '@caravan/domain';
import {
  type InventoryFormEvent,
  type InventorySaveRequest,
  inventoryFormMachine,
  sampleInventoryItem as inUse,
} from '@caravan/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { InventoryForm } from './InventoryForm.js';

const TODAY = '2026-11-21';
/** The machines' sample: in use (one trip request pending) on 2027-06-01. */
const free: InventoryItem = { ...inUse, id: 'inv-2', startDate: '2027-07-01', quantityPending: 0 };

function actorAfter(events: InventoryFormEvent[], group: 'host' | 'operator' = 'host', fail?: string) {
  const machine = inventoryFormMachine.provide({
    actors: {
      saveInventoryItem: fromPromise<unknown, InventorySaveRequest>(async () => {
        if (fail) throw new Error(fail);
        return null;
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      group,
      itinerary: 'itin-1',
      today: TODAY,
      items: [inUse, free],
      spots: { minimumSpots: 2, maximumSpots: 3 },
    },
  }).start();
  for (const e of events) actor.send(e);
  return actor;
}
const html = (actor: ReturnType<typeof actorAfter>) => renderToStaticMarkup(<InventoryForm actor={actor} />);
const textOf = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const create = { type: 'form.open', mode: 'create' } as const;
const at = (startDate: string) => ({ type: 'form.change', values: { startDate } }) as const;

describe('Inventory Detail form', () => {
  it('[INV-014] a read-only form offers no save and its fields are disabled', () => {
    const readOnly = html(actorAfter([{ type: 'form.open', mode: 'update', item: free, readOnly: true }], 'operator'));
    expect(readOnly).not.toContain('Save departure');
    expect(readOnly).toMatch(/<fieldset class="op-InventoryFields" disabled="">/);
    expect(html(actorAfter([{ type: 'form.open', mode: 'update', item: free }], 'operator'))).toContain(
      'Save departure',
    );
  });

  it('[INV-036] [INV-037] the start date picker allows nothing before the minimum date nor after the lead window', () => {
    const h = html(actorAfter([create]));
    // DECIDE values of the domain: 30 days after today, 24 months ahead.
    expect(h).toMatch(/type="date" min="2026-12-21" max="2028-11-21"/);
    expect(textOf(h)).toContain('From 2026-12-21 to 2028-11-21.');
  });

  it("[INV-039] reserved dates are disabled: listed as not available and refused with 'This date has been reserved'", () => {
    const h = html(actorAfter([create, at(inUse.startDate)]));
    expect(textOf(h)).toContain('Reserved, not available: 2027-06-01.');
    expect(h).toMatch(/aria-invalid="true"/);
    expect(textOf(h)).toContain('This date has been reserved');
  });

  it("[INV-040] a date that already has a departure warns 'You already have a departure available on this date' and stays savable", async () => {
    const actor = actorAfter([create, at(free.startDate)]);
    const h = html(actor);
    expect(textOf(h)).toContain('You already have a departure available on this date');
    expect(h).not.toMatch(/aria-invalid="true"/);
    expect(h).toContain('Save departure');
    actor.send({ type: 'form.change', values: { singleSupplementPrice: 100, packageLevel: 'premium' } });
    actor.send({ type: 'form.submit' });
    expect((await waitFor(actor, (s) => s.matches('closed'))).context.saved?.title).toBe('Itinerary Saved');
  });

  it("[INV-041] an in-use item shows 'This date is in use' with 'Trip Quantity can only be increased.'", () => {
    const h = textOf(html(actorAfter([{ type: 'form.open', mode: 'update', item: inUse }], 'operator')));
    expect(h).toContain('This date is in use');
    expect(h).toContain('Trip Quantity can only be increased.');
    expect(textOf(html(actorAfter([{ type: 'form.open', mode: 'update', item: free }], 'operator')))).not.toContain(
      'This date is in use',
    );
  });

  it("[INV-050] [INV-051] a failed save raises the server's text in an inline alert titled 'Error' and keeps the form", async () => {
    const actor = actorAfter(
      [{ type: 'form.open', mode: 'update', item: free }, { type: 'form.submit' }],
      'operator',
      'Inventory item not found',
    );
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    const h = html(actor);
    expect(h).toMatch(/role="alert"[^>]*>.*Error.*Inventory item not found/);
    expect(h).toContain('Save departure');
  });
});
